// The session store against the real embedded backend: sign-up, login, logout, the profile row, and the
// profile-creation failure message.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus, type EventPayload } from '@duality/bus';
import type { Backend } from '@duality/supabase-local';
import { testBackend } from '../../test/testing';
import { eventually, memoryStorage, newClient, signUpUser, startTestBackend } from '../../test/backend';
import { createSessionStore, PROFILE_CREATE_ERROR } from './session-store';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

function record(bus: Bus) {
  const sessions: EventPayload<'session.changed'>[] = [];
  const profiles: EventPayload<'profile.changed'>[] = [];
  const toasts: EventPayload<'toast.requested'>[] = [];
  bus.on('session.changed').subscribe((e) => sessions.push(e));
  bus.on('profile.changed').subscribe((e) => profiles.push(e));
  bus.on('toast.requested').subscribe((e) => toasts.push(e));
  return { sessions, profiles, toasts };
}

describe('session store', () => {
  it('starts signed out and says so on the bus', async () => {
    const bus = createBus();
    const seen = record(bus);
    const store = createSessionStore({ client: newClient(backend), bus });
    await eventually(() => store.state.status === 'signed-out', 5000, 'signed-out');
    expect(seen.sessions).toEqual([{ user: null }]);
    store.dispose();
  });

  it('on sign-up announces the user and creates the empty profile once', async () => {
    const bus = createBus();
    const seen = record(bus);
    const client = newClient(backend);
    const store = createSessionStore({ client, bus });
    const result = await store.signUp({
      email: `ara-${Date.now()}@example.test`,
      password: 'long enough 1',
      displayName: 'Ara',
    });
    expect(result.error).toBeNull();
    await eventually(() => store.state.profile !== null, 5000, 'profile');
    const user = store.state.user!;
    expect(user.displayName).toBe('Ara');
    expect(seen.sessions.at(-1)).toEqual({ user: { id: user.id, email: user.email, displayName: 'Ara' } });
    expect(seen.profiles.at(-1)).toEqual({ profile: { userId: user.id } });
    expect(store.state.profile).toMatchObject({ user_id: user.id, items: [], classes: [] });
    const rows = await client.from('user_profiles').select('user_id');
    expect(rows.data).toEqual([{ user_id: user.id }]);
    store.dispose();
  });

  it('keeps the existing profile on a later login, and ends the session on sign-out', async () => {
    const signUpClient = newClient(backend);
    const user = await signUpUser(signUpClient, 'Brin');
    await signUpClient.from('user_profiles').insert({ user_id: user.id, items: [7] });
    await signUpClient.auth.signOut();

    const bus = createBus();
    const seen = record(bus);
    const client = newClient(backend);
    const store = createSessionStore({ client, bus });
    await eventually(() => store.state.status === 'signed-out');
    expect((await store.signIn({ email: user.email, password: user.password })).error).toBeNull();
    await eventually(() => store.state.profile !== null);
    expect(store.state.profile?.items).toEqual([7]);

    expect(await store.signOut()).toBeNull();
    await eventually(() => store.state.status === 'signed-out');
    expect(store.state).toEqual({ status: 'signed-out', user: null, profile: null });
    expect(seen.sessions.at(-1)).toEqual({ user: null });
    expect(seen.profiles.at(-1)).toEqual({ profile: null });
    store.dispose();
  });

  it('a wrong password gives the server message and changes nothing', async () => {
    const user = await signUpUser(newClient(backend), 'Cass');
    const bus = createBus();
    const seen = record(bus);
    const store = createSessionStore({ client: newClient(backend), bus });
    await eventually(() => store.state.status === 'signed-out');
    const before = seen.sessions.length;
    const result = await store.signIn({ email: user.email, password: 'not the password' });
    expect(result.error).toBe('Invalid login credentials');
    await new Promise((r) => setTimeout(r, 100));
    expect(store.state.status).toBe('signed-out');
    expect(seen.sessions).toHaveLength(before);
    store.dispose();
  });

  it('restores the session from storage after a reload', async () => {
    const storage = memoryStorage();
    const first = newClient(backend, storage);
    const user = await signUpUser(first, 'Dax');
    const bus = createBus();
    const store = createSessionStore({ client: newClient(backend, storage), bus });
    await eventually(() => store.state.status === 'signed-in');
    expect(store.state.user?.id).toBe(user.id);
    expect(bus.last('session.changed')?.user?.displayName).toBe('Dax');
    store.dispose();
  });

  it('a display name change is announced at once', async () => {
    const bus = createBus();
    const client = newClient(backend);
    await signUpUser(client, 'Eri');
    const store = createSessionStore({ client, bus });
    await eventually(() => store.state.user?.displayName === 'Eri');
    expect((await store.updateDisplayName('Eri the Bold')).error).toBeNull();
    expect(bus.last('session.changed')?.user?.displayName).toBe('Eri the Bold');
    const { data } = await client.auth.getUser();
    expect(data.user?.user_metadata.display_name).toBe('Eri the Bold');
    store.dispose();
  });
});

describe('session store when the profile cannot be created', () => {
  let bare: Backend;
  let empty: string;
  beforeAll(async () => {
    empty = mkdtempSync(join(tmpdir(), 'no-migrations-'));
    bare = await startTestBackend({ migrationsDir: empty, seedFile: join(empty, 'none.sql') });
  });
  afterAll(async () => {
    await bare?.stop();
    rmSync(empty, { recursive: true, force: true });
  });

  it('requests the toast "There was an error creating your user profile"', async () => {
    const bus = createBus();
    const seen = record(bus);
    const client = newClient(bare);
    const store = createSessionStore({ client, bus });
    await signUpUser(client, 'Fen');
    await eventually(() => seen.toasts.length > 0, 5000, 'toast');
    expect(seen.toasts).toEqual([{ message: PROFILE_CREATE_ERROR, tone: 'error' }]);
    expect(store.state.status).toBe('signed-in');
    expect(store.state.profile).toBeNull();
    store.dispose();
  });
});
