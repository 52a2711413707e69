// A new build of the shell deployed while a page is open: the page reloads at the visitor's next navigation,
// and at most once every 10 seconds, so a server that keeps naming another build cannot make it loop.
import { expect, test, type Page } from '@playwright/test';
import { sessionStorageKeys } from '@duality/platform/storage-keys';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(async ({ page }) => {
  await declineConsentUpFront(page);
  // The page's clock moves on when told to (fastForward), instead of the test sleeping out the second; and the
  // page counts its reads of the served index (each once the answer has been acted on, a task later).
  await page.clock.install();
  await page.addInitScript(() => {
    const counted = window as unknown as { __indexReads: number };
    counted.__indexReads = 0;
    const text = Response.prototype.text;
    Response.prototype.text = function (this: Response) {
      const read = text.call(this);
      const count = () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => counted.__indexReads++;
        channel.port2.postMessage(null);
      };
      if (new URL(this.url).pathname === '/') void read.then(count, count);
      return read;
    };
  });
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

/**
 * Waits until the app has taken over the prerendered page (its menu button works only then): the watch for
 * new builds starts in the same task, so the page's second for looking again counts from before this.
 */
const appTookOver = (page: Page) =>
  expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeEnabled();
/** How many times the page looked at the served index for a new build and acted on the answer. */
const indexReads = (page: Page) =>
  page.evaluate(() => (window as unknown as { __indexReads: number }).__indexReads);
/** When the page last reloaded for a new build (the 10-second guard), as the page keeps it. */
const lastReload = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), sessionStorageKeys.newBuildReloadAt);

test('a new shell build reloads the page at the next navigation, and not again within 10 seconds', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await appTookOver(page);
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
  await page.clock.fastForward(1100);
  await page.locator('.shell-footer').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => sameDocument(page)).toBe(false); // reloaded
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await appTookOver(page);

  // Still another build on the server, but the page reloaded moments ago: no second reload.
  await markDocument(page);
  const reloadedAt = await lastReload(page);
  expect(reloadedAt).not.toBeNull();
  await page.clock.fastForward(1100);
  await page.locator('.shell-footer').getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  // The page looked again and decided: a reload would have been recorded before it began.
  await expect.poll(() => indexReads(page)).toBeGreaterThanOrEqual(1);
  expect(await lastReload(page)).toBe(reloadedAt);
  expect(await sameDocument(page)).toBe(true);
});

test('the same build served again never reloads the page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await appTookOver(page);
  await markDocument(page);
  await page.clock.fastForward(1100);
  await page.locator('.shell-footer').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  // The page looked and decided: a reload would have been recorded before it began.
  await expect.poll(() => indexReads(page)).toBeGreaterThanOrEqual(1);
  expect(await lastReload(page)).toBeNull();
  expect(await sameDocument(page)).toBe(true);
});
