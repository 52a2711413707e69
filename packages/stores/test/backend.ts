// Test harness for stores: the real embedded backend (PGlite in memory) with the product's migrations,
// seed and functions, and isolated supabase-js clients in Node. No mocks: stores meet the same protocols
// they meet in the browser.
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend, type Backend, type StartOptions } from '@duality/supabase-local';
import { createDualityClient, type DualityClient, type SessionStorage } from '@duality/supabase';
import { WAIT_CEILING_SCALE } from './wait-ceiling';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const supabaseDir = join(repoRoot, 'supabase');

// Passwords are hashed at bcrypt's lowest cost, as supabase-local's own suites do: GoTrue's 10 costs about 80 ms of
// CPU for every sign-up and sign-in, and these tests sign up hundreds of users. Hashes of any cost verify.
process.env.SUPABASE_LOCAL_BCRYPT_COST ??= '4';

/** Starts a backend with the product's database; pass dataDir to keep data across a restart. */
export function startTestBackend(options: StartOptions = {}): Promise<Backend> {
  return startBackend({
    port: 0,
    migrationsDir: join(supabaseDir, 'migrations'),
    seedFile: join(supabaseDir, 'seed.sql'),
    functionsDir: join(supabaseDir, 'functions'),
    ...options,
  });
}

/** Session storage in memory, like localStorage but per client. */
export function memoryStorage(): SessionStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** A client of its own (own session storage), as a separate browser would have. */
export function newClient(
  backend: Pick<Backend, 'url' | 'anonKey'>,
  storage = memoryStorage(),
  options: ClientOptions = {},
): DualityClient {
  return createDualityClient(
    { url: backend.url, anonKey: backend.anonKey },
    {
      storage,
      ...(options.storageKey ? { storageKey: options.storageKey } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    },
  );
}

/** A test client's own storage key (a separate "browser" in a DOM test) and network (see cuttableNetwork). */
export interface ClientOptions {
  storageKey?: string;
  fetch?: typeof fetch;
}

/** A network this test can cut: while `offline`, every request fails as a browser's offline fetch does. */
export function cuttableNetwork(): { offline: boolean; fetch: typeof fetch } {
  const net: { offline: boolean; fetch: typeof fetch } = {
    offline: false,
    fetch: ((input, init) =>
      net.offline
        ? Promise.reject(new TypeError('Failed to fetch'))
        : globalThis.fetch(input, init)) as typeof fetch,
  };
  return net;
}

export interface SignedUpUser {
  id: string;
  email: string;
  password: string;
  displayName: string;
}

/** Signs a new user up (and so in) on the client; the display name goes to the account metadata. */
export async function signUpUser(client: DualityClient, displayName: string): Promise<SignedUpUser> {
  const email = `${displayName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct horse battery';
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { display_name: displayName } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return { id: data.user.id, email, password, displayName };
}

/** Waits until `check` returns true, polling every 20 ms, or fails after `ms`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  ms = 5000,
  what = 'condition',
): Promise<void> {
  const until = Date.now() + ms * WAIT_CEILING_SCALE;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`Timed out after ${ms * WAIT_CEILING_SCALE} ms waiting for ${what}`);
}

/** How many realtime channels the client holds. */
export const openChannelCount = (client: DualityClient): number => client.getChannels().length;
