// Installable, and the app's code offline after one visit (offline play, the service worker half): Chromium's
// installability check passes, and with the network off a reload still renders the shell, its pages and an
// area from the worker's caches. The worker keeps only the app's files, never a backend response.
import { mkdtempSync, rmSync } from 'node:fs';
import { memoryTmpdir } from '@duality/supabase-local';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '@duality/test-support/chromium';
import { declineConsentUpFront } from '../../support/menu';
import { testBackendUrl, testBaseUrl } from '../../support/ports';
import { cachedUrls, waitForAreaCached, waitForServiceWorker } from '../../support/service-worker';

test.use({ serviceWorkers: 'allow' });
test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const stepTitle = '#builder-step-title';

test('Chromium finds the product installable: a valid manifest, its icons and a worker that controls the page', async () => {
  // Chromium never offers to install from an incognito profile, which every new context is: a profile on disk.
  const profile = mkdtempSync(join(memoryTmpdir(), 'duality-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: testChromiumPath,
    args: chromiumArgs,
    baseURL: testBaseUrl,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await declineConsentUpFront(page);
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors).toEqual([]);

    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Duality', start_url: '/', display: 'standalone' });
    const icons = manifest.icons as { sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    // Every page the shell serves links it: the prerendered ones and an area's page from the product server.
    for (const path of ['/', '/about', '/builder', '/character/some-id']) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    }
    // The worker is looked for again at every visit: never cached for long.
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('after one visit the shell, its pages and the builder open with the network off', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // One visit, to the home page only: once the new worker has taken the page over, it keeps every area's
  // files, the builder's included, though this visit never opened it.
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await waitForServiceWorker(page);
  await waitForAreaCached(page, 'builder');
  await waitForAreaCached(page, 'character');
  // A backend request made while the worker runs passes by it and is never kept.
  await page.evaluate((backend) => fetch(`${backend}/auth/v1/health`).catch(() => null), testBackendUrl);

  await context.setOffline(true);
  await page.goto('/builder/class');
  await expect(page.locator(stepTitle)).toHaveText('Class and subclass');
  await page.reload();
  await expect(page.locator(stepTitle)).toHaveText('Class and subclass');
  await expect(
    page.getByRole('group', { name: 'Class', exact: true }).getByLabel('Warrior', { exact: true }),
  ).toBeVisible();
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.goto('/about');
  await expect(page.locator('main h1')).toBeVisible();
  // An area's path never visited before opens from the frame, with no page carried in its HTML.
  await page.goto('/character/offline-check');
  await expect(page.locator('[data-area-outlet="character"]')).not.toBeEmpty();
  await context.setOffline(false);

  const caches = await cachedUrls(page);
  expect(Object.keys(caches).length).toBeGreaterThan(0);
  for (const name of Object.keys(caches)) expect(name).toMatch(/^duality-/);
  const kept = Object.values(caches).flat();
  expect(kept.filter((url) => url.startsWith(testBackendUrl))).toEqual([]);
});
