// The built-in game content is not part of the first load: the home page requests none of its files, and the
// first navigation into an area that needs it (the builder) loads one copy, from whichever app provides the
// shared module.
import { expect, test, type Page } from '@playwright/test';
import { declineConsentUpFront } from '../../support/menu';
import { testBaseUrl } from '../../support/ports';
import { servedRegistry } from '../../support/registry';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const CONTENT_MODULE = '@duality/rules/content';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** The URLs of the content module's files in the shell's manifest and every area's. */
async function contentFileUrls(page: Page): Promise<string[]> {
  const registry = await servedRegistry(page);
  const manifests = [
    new URL('/mf-manifest.json', testBaseUrl).href,
    ...Object.values(registry.areas).map((area) => area.stable.manifest),
  ];
  const urls: string[] = [];
  for (const manifestUrl of manifests) {
    const manifest = (await (await page.request.get(manifestUrl)).json()) as { shared: ManifestShared[] };
    const content = manifest.shared.find((s) => s.name === CONTENT_MODULE);
    for (const file of [...(content?.assets.js.sync ?? []), ...(content?.assets.js.async ?? [])]) {
      urls.push(new URL(file, manifestUrl).href);
    }
  }
  return urls;
}

test('the home page loads no game content; the first step of the builder loads it once', async ({ page }) => {
  const files = await contentFileUrls(page);
  // The shell and the areas that depend on the rules each carry a copy.
  expect(files.length).toBeGreaterThan(1);
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (files.includes(request.url())) loaded.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(loaded).toEqual([]);

  await page.getByRole('link', { name: 'Build a character' }).click();
  await expect(page.locator('.builder-step input[type="radio"]').first()).toBeVisible();
  expect(loaded).toHaveLength(1);
});
