// A direct visit of an area's page, with the registry the release commands write: the page preloads the
// released version every visitor gets (from the local CDN, on the page's own origin), nothing of an area
// whose canary is in flight (the choice is the visitor device's), and a rollback reaches the next load.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { delivery, releaseProbe, startDeliveryProduct, type DeliveryProduct } from '../../support/delivery';
import { declineConsentUpFront } from '../../support/menu';
import { areaPreloadBackendPort, areaPreloadShellPort } from '../../support/ports';

test.describe.configure({ mode: 'serial' });

let product: DeliveryProduct;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  product = await startDeliveryProduct({
    shellPort: areaPreloadShellPort,
    backendPort: areaPreloadBackendPort,
  });
  const first = await releaseProbe(product, '1.0.0');
  expect(first.code, first.output).toBe(0);
  expect((await delivery(product, ['promote', 'builder'])).code).toBe(0);
});
test.afterAll(async () => product?.close());
test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const builderVersion = (page: Page) => page.locator('[data-area-outlet="builder"] [data-probe-version]');
const preloads = (page: Page) =>
  page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
const carriedRegistry = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('/remotes.json')!.textContent!) as unknown);

test("the released stable version's manifest, entry and chunks are preloaded from the CDN and used once", async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto(`${product.url}/builder`);
  await expect(builderVersion(page)).toHaveText('1.0.0');
  const manifest = `${product.url}/cdn/builder/1.0.0/mf-manifest.json`;
  const hrefs = await preloads(page);
  expect(hrefs).toContain(manifest);
  expect(hrefs).toContain(`${product.url}/cdn/builder/1.0.0/remoteEntry.js`);
  const urls = requests.map((r) => r.url());
  for (const href of hrefs)
    expect(
      urls.filter((u) => u === href),
      href,
    ).toHaveLength(1);
  // The config came with the page; the registry is asked again at every navigation here (its refresh
  // interval is 0), never before the page starts.
  expect(urls.filter((u) => u.endsWith('/config.json'))).toEqual([]);
});

test('with a canary in flight the page preloads nothing of the area, gets the canary, and a rollback reaches the next load', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const released = await releaseProbe(product, '2.0.0');
  expect(released.code, released.output).toBe(0);
  expect((await delivery(product, ['rollout', 'builder', '2.0.0', '100'])).code).toBe(0);
  await page.goto(`${product.url}/builder`);
  await expect(builderVersion(page)).toHaveText('2.0.0');
  expect(await preloads(page)).toEqual([]);
  expect(await carriedRegistry(page)).toMatchObject({ areas: { builder: { canary: { version: '2.0.0' } } } });

  const back = await delivery(product, ['rollback', 'builder']);
  expect(back.code, back.output).toBe(0);
  await page.reload();
  await expect(builderVersion(page)).toHaveText('1.0.0');
  expect(await preloads(page)).toContain(`${product.url}/cdn/builder/1.0.0/mf-manifest.json`);
});
