// Updates without surprises (nothing swapped mid-session): a new version of an area released while an
// installed product is open is fetched in the background and offered ("A new version is ready"), never
// swapped into the running page; Reload applies it; a rollback in the registry reaches the product at its
// next start. The probe remote is released as the builder area with the real release commands into an
// isolated product. A new build of the shell is a new service worker, served from a copy of the built
// product.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { memoryTmpdir } from '@duality/supabase-local';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { appFolders, serveProduct } from '@duality/platform/node';
import { delivery, releaseProbe, startDeliveryProduct, type DeliveryProduct } from '../../support/delivery';
import { declineConsentUpFront } from '../../support/menu';
import {
  offlineShellBuildPort,
  offlineUpdatesBackendPort,
  offlineUpdatesShellPort,
} from '../../support/ports';
import { waitForServiceWorker } from '../../support/service-worker';
import { designShot } from '../../support/design-shots';

test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

let product: DeliveryProduct;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  product = await startDeliveryProduct({
    shellPort: offlineUpdatesShellPort,
    backendPort: offlineUpdatesBackendPort,
  });
  const first = await releaseProbe(product, '1.0.0');
  expect(first.code, first.output).toBe(0);
  expect((await delivery(product, ['promote', 'builder'])).code).toBe(0);
});
test.afterAll(async () => product?.close());
test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const builderVersion = (page: Page) => page.locator('[data-area-outlet="builder"] [data-probe-version]');

test('a new area version is offered, applied on Reload, and a rollback reaches the next start', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${product.url}/builder`);
  await expect(builderVersion(page)).toHaveText('1.0.0');
  await waitForServiceWorker(page);
  // The installed product, opened again: the worker serves it from now on.
  await page.goto(`${product.url}/builder`);
  await expect(builderVersion(page)).toHaveText('1.0.0');
  const banner = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  await expect(banner).toHaveCount(0);

  const released = await releaseProbe(product, '2.0.0');
  expect(released.code, released.output).toBe(0);
  expect((await delivery(product, ['promote', 'builder'])).code).toBe(0);
  // The player comes back to the tab: the registry is looked at again in the background.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(banner).toBeVisible();
  // Offered, not mixed in: the page still runs the version it started with.
  await expect(builderVersion(page)).toHaveText('1.0.0');
  const reload = banner.getByRole('button', { name: 'Reload' });
  const box = (await reload.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Later is a thumb-sized way out too (it puts the banner away until the next offer: update-banner.test).
  const later = banner.getByRole('button', { name: 'Later' });
  expect((await later.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Looked at as a player does (docs/design/offline-update-360.png, by `npm run screenshots`).
  await designShot(page, 'offline-update-360');
  // Keyboard reachable: a button in the tab order, used with Enter.
  expect(await reload.evaluate((el) => el.tabIndex)).toBe(0);
  await reload.focus();
  await expect(reload).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(builderVersion(page)).toHaveText('2.0.0');
  await expect(banner).toHaveCount(0);

  const back = await delivery(product, ['rollback', 'builder']);
  expect(back.code, back.output).toBe(0);
  // The next start: the registry from the network first, so the rollback is what runs.
  const next = await page.context().newPage();
  await next.goto(`${product.url}/builder`);
  await expect(builderVersion(next)).toHaveText('1.0.0');
  await next.close();
});

test('a new shell build waits in its worker until Reload hands the page over to it', async ({ page }) => {
  test.setTimeout(180_000);
  const repoRoot = join(import.meta.dirname, '../../..');
  // A copy of the product whose shell build this test changes: the shell's dist copied, the areas linked.
  const root = mkdtempSync(join(memoryTmpdir(), 'duality-shell-build-'));
  mkdirSync(join(root, 'shell'));
  cpSync(join(repoRoot, 'shell/dist'), join(root, 'shell/dist'), { recursive: true });
  cpSync(join(repoRoot, 'shell/package.json'), join(root, 'shell/package.json'));
  for (const [app, folder] of Object.entries(appFolders))
    if (app !== 'shell') symlinkSync(join(repoRoot, folder), join(root, folder));
  const served = await serveProduct({
    repoRoot: root,
    port: offlineShellBuildPort,
    deliveryDir: join(root, 'delivery'),
    // The shell's own pages never start the data services: no backend is needed.
    siteConfig: { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'unused-by-the-shell-pages' },
  });
  const url = `http://localhost:${offlineShellBuildPort}`;
  try {
    await page.goto(`${url}/about`);
    await waitForServiceWorker(page);
    await page.goto(`${url}/about`);
    await expect(page.locator('main h1')).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(banner).toHaveCount(0);

    // A new shell build is deployed: its worker differs from the running one.
    const sw = join(root, 'shell/dist/sw.js');
    for (const copy of ['.br', '.gz']) rmSync(sw + copy, { force: true });
    // Written whole at once (a rename), as a deploy swaps files: the browser never reads half a worker.
    writeFileSync(`${sw}.next`, `${readFileSync(sw, 'utf8')}\n// the next build\n`);
    renameSync(`${sw}.next`, sw);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(banner).toBeVisible({ timeout: 20_000 });
    const waiting = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
    expect(await waiting()).toBe('installed');
    // Offered, not applied: the page and its worker are the ones it started with.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    await banner.getByRole('button', { name: 'Reload' }).click();
    // A new page: the flag set on the old one is gone (read again until the reload has happened).
    const samePage = () =>
      page
        .evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true)
        .catch(() => true);
    await expect.poll(samePage, { timeout: 30_000 }).toBe(false);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await waiting()).toBeNull();
    await expect(banner).toHaveCount(0);
  } finally {
    await served.close();
    rmSync(root, { recursive: true, force: true });
  }
});
