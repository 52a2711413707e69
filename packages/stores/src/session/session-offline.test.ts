// The session with no network, on the real embedded backend with the network cut at the edge (a fetch that
// fails as a browser's offline fetch does): a user whose access token expired while offline stays signed in
// (supabase-js keeps the session and refreshes it once the network is back), and signing in says it needs a
// connection in our words.
import { describe, expect, it } from 'vitest';
import { createBus, type EventPayload } from '@duality/bus';
import { testBackend } from '../../test/testing';
import { cuttableNetwork, eventually, memoryStorage, newClient, signUpUser } from '../../test/backend';
import { AUTH_NEEDS_CONNECTION } from './offline-session';
import { createSessionStore } from './session-store';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

/** Makes the stored session's access token expired, as after an hour offline. */
function expireStoredToken(storage: ReturnType<typeof memoryStorage>): void {
  const [key, raw] = [...storage.map].find(([k]) => k.endsWith('-auth-token'))!;
  const session = JSON.parse(raw) as { expires_at: number };
  storage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 3600 }));
}

describe('session store offline', () => {
  it('keeps a user signed in whose token expired while the refresh cannot reach the server', async () => {
    const storage = memoryStorage();
    const user = await signUpUser(newClient(backend, storage), 'Offline Olga');
    expireStoredToken(storage);

    const net = cuttableNetwork();
    net.offline = true;
    const client = newClient(backend, storage, { fetch: net.fetch });
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const bus = createBus();
    const sessions: EventPayload<'session.changed'>[] = [];
    const toasts: EventPayload<'toast.requested'>[] = [];
    bus.on('session.changed').subscribe((e) => sessions.push(e));
    bus.on('toast.requested').subscribe((e) => toasts.push(e));
    const store = createSessionStore({ client, bus });

    // Shown signed in from storage before supabase-js has given up its retries…
    await eventually(() => store.state.status === 'signed-in', 10_000, 'signed in from storage');
    expect(store.state.user).toMatchObject({ id: user.id, email: user.email, displayName: 'Offline Olga' });
    // …and still signed in once it has answered "no session" (the refresh failed for want of a network).
    await eventually(() => events.includes('INITIAL_SESSION'), 45_000, 'supabase-js answered');
    await new Promise((r) => setTimeout(r, 50));
    expect(store.state.status).toBe('signed-in');
    expect(sessions.some((s) => s.user === null)).toBe(false);
    expect(toasts).toEqual([]); // the profile cannot be read: nothing to tell
    expect(storage.map.size).toBeGreaterThan(0); // the session is kept for when the network returns
    // Signing out cannot reach the server: the session ends on this device all the same (a shared device is
    // never left signed in), and supabase-js keeps nothing of it.
    expect(await store.signOut()).toBeNull();
    await eventually(() => store.state.status === 'signed-out', 10_000, 'signed out on this device');
    expect(sessions.at(-1)).toEqual({ user: null });
    expect([...storage.map.keys()].filter((k) => k.endsWith('-auth-token'))).toEqual([]);
    store.dispose();
  }, 90_000);

  it('says signing in needs a connection when the server cannot be reached', async () => {
    const net = cuttableNetwork();
    net.offline = true;
    const store = createSessionStore({
      client: newClient(backend, memoryStorage(), { fetch: net.fetch }),
      bus: createBus(),
    });
    const result = await store.signIn({ email: 'nobody@example.test', password: 'long enough 1' });
    expect(result.error).toBe(AUTH_NEEDS_CONNECTION);
    const reset = await store.requestPasswordReset('nobody@example.test', 'http://localhost/');
    expect(reset.error).toBe(AUTH_NEEDS_CONNECTION);
    store.dispose();
  });

  it("tells the server's own message when it answers with an error, not the connection's", async () => {
    // A server that answers 500 to sign-in and sign-out (supabase-js calls a 5xx retryable, as it does a
    // fetch with no answer): the user is told what the server said.
    const failing = (async (input: RequestInfo | URL, init?: RequestInit) =>
      /\/auth\/v1\/(token|logout)/.test(String(input))
        ? new Response(JSON.stringify({ code: 500, msg: 'The session store is down' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : globalThis.fetch(input, init)) as typeof fetch;
    const storage = memoryStorage();
    await signUpUser(newClient(backend, storage), 'Answered Anya');
    const store = createSessionStore({
      client: newClient(backend, storage, { fetch: failing }),
      bus: createBus(),
    });
    await eventually(() => store.state.status === 'signed-in', 10_000, 'signed in');
    expect(await store.signOut()).toBe('The session store is down');
    const result = await store.signIn({ email: 'nobody@example.test', password: 'long enough 1' });
    expect(result.error).toBe('The session store is down');
    store.dispose();
  });
});
