// A new build of the shell deployed while a page is open: the page reloads at the visitor's next navigation,
// and at most once every 10 seconds, so a server that keeps naming another build cannot make it loop.
import { expect, test, type Page } from '@playwright/test';
import { declineConsentUpFront } from '../support/menu';

test.beforeEach(async ({ page }) => {
  await declineConsentUpFront(page);
  // Look for a new build at most once a second (the product's default is every minute).
  await page.route('**/config.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...served, registryRefreshSeconds: 1 } });
  });
});

const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
/** Whether the page is still the marked document; null while a reload is replacing it (asked again). */
const sameDocument = (page: Page) =>
  page
    .evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true)
    .catch((error: unknown) => {
      if (String(error).includes('Execution context was destroyed')) return null;
      throw error;
    });

test('a new shell build reloads the page at the next navigation, and not again within 10 seconds', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  // From now on the site serves another build of the shell.
  await page.route(
    (url) => url.pathname === '/',
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><head><script defer src="/static/js/index.0000000000.js"></script></head><body></body></html>',
      }),
  );
  await markDocument(page);
  await page.waitForTimeout(1100);
  await page.locator('.shell-footer').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => sameDocument(page)).toBe(false); // reloaded
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');

  // Still another build on the server, but the page reloaded moments ago: no second reload.
  await markDocument(page);
  await page.waitForTimeout(1100);
  await page.locator('.shell-footer').getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  await page.waitForTimeout(1500);
  expect(await sameDocument(page)).toBe(true);
});

test('the same build served again never reloads the page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await markDocument(page);
  await page.waitForTimeout(1100);
  await page.locator('.shell-footer').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.waitForTimeout(1500);
  expect(await sameDocument(page)).toBe(true);
});
