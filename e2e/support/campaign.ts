// Campaign test helpers: homebrew made through the API (clients from ./api), the page's catalog read from its
// own data stores, and toasts read and dismissed (they queue, ten seconds each).
import { expect, type Page } from '@playwright/test';
import type { DualityClient } from '@duality/supabase';

/** A private homebrew item of the signed-in user; returns its id. */
export async function createHomebrewItemApi(client: DualityClient, name: string): Promise<number> {
  const { data, error } = await client
    .from('homebrew_items')
    .insert({ name, public: false, data: { description: `${name}, made for the campaign test.` } })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

/**
 * Makes the page's own data stores (the `@duality/stores` module the shell provides to every area through the
 * federation share scope) reachable as `globalThis.__e2eStores`, for the steps below. Test-only: nothing in
 * the product exposes them.
 */
async function exposeStores(page: Page): Promise<void> {
  await page.evaluate(async () => {
    interface Shared {
      lib?: () => unknown;
      get?: () => Promise<() => unknown>;
    }
    type ShareScopes = Record<string, Record<string, Record<string, Record<string, Shared>>>>;
    const g = globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopes }; __e2eStores?: unknown };
    if (g.__e2eStores) return;
    for (const scopes of Object.values(g.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const scope of Object.values(scopes)) {
        for (const shared of Object.values(scope['@duality/stores'] ?? {})) {
          g.__e2eStores ??= shared.lib ? shared.lib() : shared.get ? (await shared.get())() : undefined;
        }
      }
    }
    if (!g.__e2eStores) throw new Error('@duality/stores is not in the page’s share scope');
  });
}

interface PageStores {
  getDataStores(): {
    catalog: { load(): Promise<{ items: ReadonlyMap<string, { name: string }> }> };
  };
}

/** The names of the items in the page's catalog (built-ins, the user's homebrew and the campaign's). */
export async function catalogItemNames(page: Page): Promise<string[]> {
  await exposeStores(page);
  return page.evaluate(async () => {
    const stores = (globalThis as { __e2eStores?: PageStores }).__e2eStores!;
    // The catalog exists once the built-in content has arrived; load() waits for it.
    const catalog = await stores.getDataStores().catalog.load();
    return [...catalog.items.values()].map((item) => item.name);
  });
}

/** Waits for a toast with this text and dismisses it, so the next one shows at once. */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.dh-toast');
  await expect(toast).toContainText(text);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.locator('.dh-toast', { hasText: text })).toHaveCount(0);
}

/** The text of one track on a character's card of the dashboard ("2 / 6"). */
export function trackOf(page: Page, characterName: string, track: 'health' | 'stress' | 'armor' | 'hope') {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: characterName }) })
    .locator(`[data-track="${track}"]`);
}
