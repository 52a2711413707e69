// A shared device, on the real embedded backend: one browser (one client, one local storage, one page's stores
// over the vault) used by two accounts in turn. A edits with the network cut and signs out (the session ends on
// this device all the same); A's waiting change stays sealed: B, signed in next, can neither read it nor have it
// sent, and a change B plants in it is refused; A signs in again and the change is sent as A.
import { describe, expect, it } from 'vitest';
import { createBus, type EventPayload } from '@duality/bus';
import {
  isSupabaseSessionKey,
  keptCopyKey,
  sealKeyKey,
  setAsideKeyOf,
  storageKeys,
} from '@duality/platform/storage-keys';
import { characterSchema } from '@duality/rules';
import { createCharacterStore } from '../characters/character-store';
import { createSessionStore } from '../session/session-store';
import { memoryKeyValueStorage } from '../shared/storage';
import {
  cuttableNetwork,
  eventually,
  memoryStorage,
  newClient,
  signUpUser,
  type SignedUpUser,
} from '../../test/backend';
import { advanceUntil, createManualClock } from '../../test/manual-clock';
import { testBackend } from '../../test/testing';
import { createDeviceVault, SEALED_SET_ASIDE } from './device-vault';
import { SEALED_PREFIX } from './sealed-storage';

const backend = testBackend();

/** One browser: its network, its session storage and local storage, one page's session, vault and characters. */
function browser() {
  const net = cuttableNetwork();
  const sessionStorage = memoryStorage();
  const local = memoryKeyValueStorage();
  const client = newClient(backend, sessionStorage, { fetch: net.fetch });
  const bus = createBus();
  const toasts: EventPayload<'toast.requested'>[] = [];
  bus.on('toast.requested').subscribe((t) => toasts.push(t));
  const session = createSessionStore({ client, bus });
  const clock = createManualClock();
  const vault = createDeviceVault({ client, bus, session, storage: local, clock });
  const characters = createCharacterStore({
    client,
    bus,
    session: vault.session,
    storage: vault.storage,
    clock,
  });
  const ready = () => eventually(() => characters.state.status === 'ready', 10_000, 'characters loaded');
  const signIn = async (user: SignedUpUser) => {
    const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    if (error) throw new Error(error.message);
    await eventually(() => vault.session.state.user?.id === user.id, 10_000, 'the vault open');
    await ready();
  };
  const signOut = async () => {
    expect(await session.signOut()).toBeNull();
    await eventually(() => session.state.status === 'signed-out', 10_000, 'signed out');
  };
  const dispose = async () => {
    characters.dispose();
    vault.dispose();
    session.dispose();
    await client.removeAllChannels();
  };
  return { net, local, client, toasts, session, vault, characters, clock, ready, signIn, signOut, dispose };
}

/** A signs up and makes a character online, then edits it with the network cut: the change waits. */
async function aWaitsOffline(page: ReturnType<typeof browser>, note: string) {
  const a = await signUpUser(page.client, 'Sealed Ann');
  await eventually(() => page.vault.session.state.user?.id === a.id, 10_000, "A's vault open");
  await page.ready();
  const made = (await page.characters.create(characterSchema.parse({ name: 'Ann Hero' })))!;
  page.net.offline = true;
  page.characters.update(made.id, { notes: note });
  await advanceUntil(page.clock, () => page.characters.state.status === 'offline', { what: 'offline' });
  expect(page.characters.state.unsynced).toEqual([made.id]);
  return { a, id: made.id };
}

const serverNotes = async (user: SignedUpUser, id: number) => {
  const api = newClient(backend, memoryStorage());
  await api.auth.signInWithPassword({ email: user.email, password: user.password });
  const { data } = await api.from('characters').select('data, user_id').eq('id', id).single();
  return { notes: (data?.data as { notes?: string } | undefined)?.notes, owner: data?.user_id };
};

describe('a shared device', () => {
  it("keeps A's waiting change sealed past the sign-out: B neither reads nor sends it, and A's next sign-in sends it as A", async () => {
    const page = browser();
    const { a, id } = await aWaitsOffline(page, 'A-SECRET-NOTE');
    const values = () => [...page.local.map.values()].join('\n');
    expect(values()).not.toContain('A-SECRET-NOTE');
    expect(page.local.getItem(storageKeys.characterOutbox(a.id))!.startsWith(SEALED_PREFIX)).toBe(true);

    await page.signOut(); // still offline: the session ends on this device
    expect(page.local.getItem(sealKeyKey(a.id))).toBeNull();
    expect([...page.local.map.keys()].filter(isSupabaseSessionKey)).toEqual([]);
    expect(page.local.getItem(storageKeys.characterOutbox(a.id))).not.toBeNull();

    page.net.offline = false;
    const b = await signUpUser(page.client, 'Next Ben');
    await eventually(() => page.vault.session.state.user?.id === b.id, 10_000, "B's vault open");
    await page.ready();
    expect(page.characters.state.characters).toEqual([]);
    expect(page.vault.storage.getItem(storageKeys.characterOutbox(a.id))).toBeNull();
    expect(() => page.vault.storage.setItem(storageKeys.characterOutbox(a.id), '{}')).toThrow();
    await page.characters.flush();
    expect((await serverNotes(a, id)).notes).not.toBe('A-SECRET-NOTE');
    await page.signOut();

    await page.signIn(a);
    await eventually(async () => (await serverNotes(a, id)).notes === 'A-SECRET-NOTE', 10_000, 'sent as A');
    expect((await serverNotes(a, id)).owner).toBe(a.id);
    await eventually(() => page.characters.state.unsynced.length === 0, 10_000, 'nothing left waiting');
    expect(page.toasts.filter((t) => t.tone === 'error')).toEqual([]);
    await page.dispose();
  });

  it('a change planted in the sealed outbox while A is away is set aside and never sent; a plain kept copy goes', async () => {
    const page = browser();
    const { a, id } = await aWaitsOffline(page, 'Ann wrote this');
    await page.signOut();
    page.net.offline = false;
    // Someone at the browser changes the sealed text, or writes their own plain-text outbox in its place.
    const key = storageKeys.characterOutbox(a.id);
    const planted = JSON.stringify({
      [id]: { character: { name: 'Ann Hero', notes: 'PLANTED' }, revision: null },
    });
    page.local.setItem(key, planted);
    // And a kept copy in plain text, as an older version kept it: only the server's data, so it simply goes.
    const keptKey = keptCopyKey(a.id, 'characters');
    page.local.setItem(keptKey, JSON.stringify({ savedAt: 1, data: [] }));

    await page.signIn(a);
    await eventually(() => page.toasts.some((t) => t.message === SEALED_SET_ASIDE), 10_000, 'told');
    await page.characters.flush();
    const { notes } = await serverNotes(a, id);
    expect(notes).not.toBe('PLANTED');
    expect(page.characters.state.unsynced).toEqual([]);
    expect(page.local.getItem(setAsideKeyOf(key))).toBe(planted); // kept unchanged for support, never sent
    expect(page.toasts.filter((t) => t.message === SEALED_SET_ASIDE)).toHaveLength(1);
    expect(page.local.getItem(setAsideKeyOf(keptKey))).toBeNull();
    expect(page.local.getItem(keptKey)?.startsWith(SEALED_PREFIX)).toBe(true); // kept again, sealed, after the load
    await page.dispose();
  });
});
