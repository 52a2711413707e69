// supabase-js as a test's users, over the real REST and realtime protocols of the test database's backend, and
// a wait on a condition for what realtime delivers.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestDb, TestUser } from './db.js';

/**
 * Clients of the backend `db()` serves: `as(user)` is supabase-js with a token signed like GoTrue's, `as(null)`
 * a logged-out visitor; `closeAll` removes every channel they opened (call it before stopping the database).
 */
export function apiClients(db: () => TestDb) {
  const clients: SupabaseClient[] = [];
  const as = (user: TestUser | null): SupabaseClient => {
    const { backend } = db();
    const token = user ? db().token(user) : null;
    const client = createClient(backend.url, backend.anonKey, {
      realtime: { transport: WebSocket as never },
      ...(token
        ? { accessToken: async () => token }
        : { auth: { persistSession: false, autoRefreshToken: false } }),
    });
    clients.push(client);
    return client;
  };
  const closeAll = () => Promise.all(clients.map((c) => c.removeAllChannels()));
  return { as, closeAll };
}

/** Waits until `predicate` holds, polling every 20 ms; fails naming `what` after `ms`. */
export async function waitFor(predicate: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
