// The tests' one way to the backend behind the UI: the product's own client (supabase-js behind
// @duality/supabase) signed in as one test account, so row-level security applies as in the app. Characters
// are created from partial documents (the schema's defaults fill the rest when they are read) and read back
// through the rules' own loader, so a test sees the character the app would load, not raw JSON.
import { expect } from '@playwright/test';
import WebSocket from 'ws';
import { createDualityClient, type DualityClient, type Json } from '@duality/supabase';
import type { Character } from '@duality/rules';
// The loader alone: the package's main entry imports the SRD's JSON files, which Playwright's loader
// cannot import (Node wants an import attribute on JSON modules).
import { loadCharacter } from '@duality/rules/load-character';
import type { TestAccount } from './account';
import { testBaseUrl } from './ports';

// supabase-js looks for a WebSocket when a client is made, and Node 20 has none of its own.
if (typeof globalThis.WebSocket === 'undefined') Object.assign(globalThis, { WebSocket });

/** Where a backend answers: the URL and the anonymous key, as the product's /config.json names them. */
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

/** A client with its own in-memory session (each test account keeps apart from the others). */
function newClient(backend: BackendAddress): DualityClient {
  const memory = new Map<string, string>();
  return createDualityClient(backend, {
    storage: {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    },
  });
}

/** A client signed in as the account (default backend: the test product's). */
export async function apiAs(account: TestAccount, backend?: BackendAddress): Promise<DualityClient> {
  const client = newClient(backend ?? (await productBackend()));
  const { error } = await client.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  if (error) throw new Error(`API sign-in of ${account.email} failed: ${error.message}`);
  return client;
}

/** Where supabase-js keeps a session in the browser's storage for this backend (its default key). */
export const supabaseSessionKey = (backendUrl: string) =>
  `sb-${new URL(backendUrl).hostname.split('.')[0]}-auth-token`;

/** A new account signed up through the API (the display name in the metadata), and its client and session. */
export async function signUpApi(
  account: TestAccount,
  backend?: BackendAddress,
): Promise<{ client: DualityClient; session: unknown }> {
  const client = newClient(backend ?? (await productBackend()));
  const { data, error } = await client.auth.signUp({
    email: account.email,
    password: account.password,
    options: { data: { display_name: account.displayName } },
  });
  if (error || !data.session) throw new Error(`API sign-up of ${account.email} failed: ${error?.message}`);
  return { client, session: data.session };
}

/** A character document as a test writes it: any fields of a character; the rest take the schema's defaults. */
export type CharacterDocument = Record<string, unknown>;

/** Inserts a character for the signed-in user; returns its id. */
export async function createCharacter(client: DualityClient, data: CharacterDocument): Promise<number> {
  const { data: row, error } = await client
    .from('characters')
    .insert({ data: { version: '2.0', ...data } as Json, version: '2.0' })
    .select('id')
    .single();
  if (error) throw new Error(`Could not create ${String(data.name)}: ${error.message}`);
  return row.id;
}

/** The character as the server holds it now, loaded as the app loads it (a wrong shape fails the test). */
export async function readCharacter(
  client: DualityClient,
  id: number,
): Promise<{ revision: number; data: Character }> {
  const { data: row, error } = await client.from('characters').select('revision, data').eq('id', id).single();
  if (error) throw new Error(`Could not read character ${id}: ${error.message}`);
  const loaded = loadCharacter(row.data);
  if (!loaded.ok) throw new Error(`Character ${id} on the server: ${loaded.error}`);
  return { revision: row.revision, data: loaded.character };
}

/**
 * Sets the character's Hope the way the sheet does, by saving it (save_character), which also writes its
 * dashboard row: a player cannot update a dashboard row directly. The row's Hope track gets `max` slots.
 */
export async function saveHope(client: DualityClient, id: number, current: number, max = 6) {
  const { data: row, error } = await client
    .from('characters')
    .select('revision, version, data')
    .eq('id', id)
    .single();
  if (error) throw new Error(`Could not read character ${id}: ${error.message}`);
  const doc = row.data && typeof row.data === 'object' && !Array.isArray(row.data) ? row.data : {};
  const resources =
    doc.resources && typeof doc.resources === 'object' && !Array.isArray(doc.resources) ? doc.resources : {};
  return client.rpc('save_character', {
    p_id: id,
    p_expected_revision: row.revision,
    p_version: row.version,
    p_data: { ...doc, resources: { ...resources, hope: current } },
    p_summary: { hope: { max } },
  });
}

/** Waits until the server's copy of the character satisfies `check` (saves are debounced); returns it. */
export async function expectSaved(
  client: DualityClient,
  id: number,
  check: (c: Character) => boolean,
  message: string,
): Promise<Character> {
  let latest: Character | undefined;
  await expect
    .poll(
      async () => {
        latest = (await readCharacter(client, id)).data;
        return check(latest);
      },
      { message, timeout: 15_000 },
    )
    .toBe(true);
  return latest!;
}
