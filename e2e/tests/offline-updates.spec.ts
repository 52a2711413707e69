// Updates without surprises (issue 34): a new version of an area released while an installed product is
// open is fetched in the background and offered ("A new version is ready"), never swapped into the running
// page; Reload applies it; a rollback in the registry reaches the product at its next start. The probe
// remote is released as the builder area with the real release commands into an isolated product.
import { expect, test, type Page } from '@playwright/test';
import { delivery, releaseProbe, startDeliveryProduct, type DeliveryProduct } from '../support/delivery';
import { declineConsentUpFront } from '../support/menu';
import { offlineUpdatesBackendPort, offlineUpdatesShellPort } from '../support/ports';
import { waitForServiceWorker } from '../support/service-worker';

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
  await page.screenshot({ path: '../docs/design/offline-update-360.png' });
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
