// Campaign test helpers: API clients for the test users (supabase-js through @duality/supabase, as the product
// talks to the backend), characters and homebrew made through the API, a character changed through the page's
// own character store, and toasts read and dismissed (they queue, ten seconds each).
import { expect, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { createDualityClient, type DualityClient, type Json } from '@duality/supabase';
import type { TestAccount } from './account';
import { testBaseUrl } from './ports';

// supabase-js looks for a WebSocket when a client is made, and Node 20 has none of its own.
if (typeof globalThis.WebSocket === 'undefined') Object.assign(globalThis, { WebSocket });

export interface BackendAddress {
  url: string;
  anonKey: string;
}

/** The backend the test product's /config.json names. */
export async function productBackend(baseUrl = testBaseUrl): Promise<BackendAddress> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  return { url: config.supabaseUrl, anonKey: config.supabaseAnonKey };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** A client signed in as the account, with its own session (no realtime is opened). */
export async function apiAs(backend: BackendAddress, account: TestAccount): Promise<DualityClient> {
  const client = createDualityClient(backend, { storage: memoryStorage() });
  const { error } = await client.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  if (error) throw new Error(`sign-in of ${account.email} failed: ${error.message}`);
  return client;
}

/** A new account signed up through the API (the display name in the metadata), and its client. */
export async function signUpApi(
  backend: BackendAddress,
  account: TestAccount,
): Promise<{ client: DualityClient; session: unknown }> {
  const client = createDualityClient(backend, { storage: memoryStorage() });
  const { data, error } = await client.auth.signUp({
    email: account.email,
    password: account.password,
    options: { data: { display_name: account.displayName } },
  });
  if (error || !data.session) throw new Error(`sign-up of ${account.email} failed: ${error?.message}`);
  return { client, session: data.session };
}

/** Inserts a character document as its owner; returns its id. */
export async function createCharacterApi(
  client: DualityClient,
  data: Record<string, unknown>,
): Promise<number> {
  const { data: row, error } = await client
    .from('characters')
    .insert({ data: data as Json })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return row.id;
}

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
    characters: { update(id: number, change: (c: { resources: object }) => object): unknown };
    catalog: { load(): Promise<{ items: ReadonlyMap<string, { name: string }> }> };
  };
}

/**
 * Changes a character's four tracks through the page's own character store (`getDataStores().characters
 * .update`), the path the sheet's taps take: the store sends the dashboard row after its debounce.
 */
export async function setTracksInPage(
  page: Page,
  characterId: number,
  resources: { health: number; stress: number; armor: number; hope: number },
): Promise<void> {
  await exposeStores(page);
  await page.evaluate(
    ([id, next]) => {
      const stores = (globalThis as { __e2eStores?: PageStores }).__e2eStores!;
      stores.getDataStores().characters.update(id, (c) => ({ ...c, resources: { ...c.resources, ...next } }));
    },
    [characterId, resources] as const,
  );
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
