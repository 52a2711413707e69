// Paint before the JavaScript: the HTML the server sends for a shell page already holds the frame and the
// page's content (prerendered at build time), the app takes that markup over without moving anything, and
// an area's code is fetched when a link to it is hovered, before the click; a lazy shell page that is slow
// to come shows a loading bar meanwhile.
import { expect, test, type Page } from '@playwright/test';
import { declineConsentUpFront } from '../../support/menu';
import { servedRegistry } from '../../support/registry';
import { markPrerendered, recordLayoutShifts, waitForTakeOver } from '../../support/perf-paint';

test('without JavaScript, the server sends the frame and each shell page prerendered', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Duality' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Build a character' })).toHaveAttribute('href', '/builder');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toBeVisible();
  await expect(page).toHaveTitle('Home | Duality');

  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Duality' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  // The menu needs the app: until it takes over, the button says so instead of taking a click for nothing.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Community chat' })).toBeVisible();
  await expect(page).toHaveTitle('About | Duality');

  for (const [path, heading] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-use', 'Terms of Use'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  // The shell's own pages ask for no script at all.
  expect(scripts).toEqual([]);

  // A path an area owns: the frame, with the main left to the area (not the home page's content). The page
  // preloads the area's entry and first chunks and the shell's start-up files (so they load beside the
  // shell's first scripts when JavaScript runs); the browser fetches those, and nothing else.
  await page.goto('/builder');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Duality' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('main')).toHaveText('');
  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloaded.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => !preloaded.includes(url))).toEqual([]);
  await context.close();
});

for (const path of ['/', '/about']) {
  test(`the app takes over the prerendered ${path} without a layout shift`, async ({ page }) => {
    await declineConsentUpFront(page);
    const shifts = await recordLayoutShifts(page);
    await markPrerendered(page);
    await page.goto(path);
    await waitForTakeOver(page);
    expect(await shifts()).toBeLessThanOrEqual(0.02);
    if (path !== '/') await expect(page.getByRole('button', { name: 'Menu' })).toBeEnabled();
  });
}

test('a first visitor (asked for consent) sees no layout shift either', async ({ page }) => {
  const shifts = await recordLayoutShifts(page);
  await markPrerendered(page);
  await page.goto('/');
  await waitForTakeOver(page);
  await expect(page.getByRole('alertdialog', { name: 'Cookies and analytics' })).toBeVisible();
  expect(await shifts()).toBeLessThanOrEqual(0.02);
});

test('a shell page whose code is slow to come: a loading bar, and the page being left stays until then', async ({
  page,
}) => {
  await declineConsentUpFront(page);
  await markPrerendered(page);
  await page.goto('/');
  await waitForTakeOver(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/async/**', async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole('progressbar', { name: 'Loading the page' });
  await expect(bar).toBeHidden();

  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(bar).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Duality' })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await expect(bar).toBeHidden();
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
});

/** The origin of an area's stable manifest, where its entry and chunks come from. */
async function areaOrigin(page: Page, area: 'builder' | 'campaign'): Promise<string> {
  const registry = await servedRegistry(page);
  return new URL(registry.areas[area]!.stable.manifest).origin;
}

test('a visible link fetches its area manifest; the idle page prefetches its code; hovering fetches the entry before the click', async ({
  page,
}) => {
  await declineConsentUpFront(page);
  const builder = await areaOrigin(page, 'builder');
  const campaign = await areaOrigin(page, 'campaign');
  const requests: { url: string; prefetch: boolean }[] = [];
  page.on('request', (r) =>
    requests.push({ url: r.url(), prefetch: r.headers()['sec-purpose']?.startsWith('prefetch') ?? false }),
  );
  await markPrerendered(page);
  const from = (origin: string, suffix: string) =>
    requests.filter((r) => r.url.startsWith(origin) && r.url.endsWith(suffix));

  await page.goto('/');
  await waitForTakeOver(page);
  // "Your campaigns" is on screen: its manifest is fetched. Its entry reaches the cache once the page is
  // idle, as a prefetch (shell/src/features/areas/warm-areas.ts); none of its code is loaded as a script.
  await expect.poll(() => from(campaign, 'mf-manifest.json').length).toBeGreaterThan(0);
  await expect.poll(() => from(campaign, 'remoteEntry.js').filter((r) => r.prefetch).length).toBe(1);
  expect(from(campaign, '.js').filter((r) => !r.prefetch)).toEqual([]);

  const link = page.getByRole('link', { name: 'Build a character' });
  await link.hover();
  await expect
    .poll(() =>
      from(builder, '.js')
        .filter((r) => !r.prefetch)
        .map((r) => r.url)
        .join(' '),
    )
    .toContain('remoteEntry');
  await link.click();
  await expect(page.locator('.builder-step input[type="radio"]').first()).toBeVisible();
});
