import type { Page } from '@playwright/test';
import { parseRegistry, type AreaName, type Registry } from '@duality/platform';

/** Reads the registry the test product serves. */
export async function servedRegistry(page: Page): Promise<Registry> {
  const res = await page.request.get('/remotes.json');
  return parseRegistry(await res.json());
}

/**
 * Makes this page's shell fetch a registry in which `area` comes from `manifestBase` instead: the same
 * edit a release makes to the registry, scoped to one test so parallel tests keep the shared product.
 */
export async function pointAreaAt(page: Page, area: AreaName, manifestBase: string): Promise<void> {
  const registry = await servedRegistry(page);
  const edited: Registry = {
    ...registry,
    areas: {
      ...registry.areas,
      [area]: { stable: { version: 'test', manifest: new URL('mf-manifest.json', manifestBase).href } },
    },
  };
  await page.route('**/remotes.json', (route) => route.fulfill({ json: edited }));
}
