import type { Page } from '@playwright/test';
import { parseRegistry, type AreaName, type Registry } from '@duality/platform';
import { fetchStartupDocuments } from './startup-documents';

/** Reads the registry the test product serves. */
export async function servedRegistry(page: Page): Promise<Registry> {
  const res = await page.request.get('/remotes.json');
  return parseRegistry(await res.json());
}

/**
 * Makes this page's shell fetch a registry in which each listed area comes from the given manifest URL: the
 * same edit a release makes to the registry, scoped to one test so parallel tests keep the shared product.
 */
export async function pointAreasAt(page: Page, manifests: Partial<Record<AreaName, string>>): Promise<void> {
  const registry = await servedRegistry(page);
  const areas = { ...registry.areas };
  for (const [area, manifest] of Object.entries(manifests)) {
    areas[area as AreaName] = { stable: { version: 'test', manifest }, previous: [] };
  }
  await fetchStartupDocuments(page);
  await page.unroute('**/remotes.json');
  await page.route('**/remotes.json', (route) => route.fulfill({ json: { ...registry, areas } }));
}

/** Points one area at a remote served from `manifestBase` (a folder URL holding mf-manifest.json). */
export async function pointAreaAt(page: Page, area: AreaName, manifestBase: string): Promise<void> {
  await pointAreasAt(page, { [area]: new URL('mf-manifest.json', manifestBase).href });
}
