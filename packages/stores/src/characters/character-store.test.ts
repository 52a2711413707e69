// The character store against the real embedded backend (PGlite in a temp folder, so it can be stopped and
// started again on the same data), with a manual clock for the debounce, retries and offline polling.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Subject } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus, type EventPayload } from '@duality/bus';
import { characterSchema, MIGRATING_MESSAGE } from '@duality/rules';
import type { Backend } from '@duality/supabase-local';
import type { DualityClient } from '@duality/supabase';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { memoryKeyValueStorage } from '../shared/storage';
import { eventually, memoryStorage, newClient, signUpUser, startTestBackend } from '../../test/backend';
import { createCampaign, joinCampaign } from '../../test/campaigns';
import { advanceUntil, createManualClock, type ManualClock } from '../../test/manual-clock';
import {
  CHARACTER_NOT_FOUND,
  CHARACTER_SAVE_TIMEOUT_MS,
  createCharacterStore,
  type CharacterStore,
} from './character-store';
import { outboxKey } from './outbox';

let dataDir: string;
let backend: Backend;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'stores-characters-'));
  backend = await startTestBackend({ dataDir });
  port = Number(new URL(backend.url).port);
});
afterAll(async () => {
  await backend.stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Player {
  client: DualityClient;
  bus: Bus;
  toasts: EventPayload<'toast.requested'>[];
  session: SessionStore;
  clock: ManualClock;
  storage: ReturnType<typeof memoryKeyValueStorage>;
  store: CharacterStore;
}

/** A browser tab: its own client, bus, session, clock and local storage (or those given, for a reload). */
function openTab(
  sessionStorage = memoryStorage(),
  storage = memoryKeyValueStorage(),
  client = newClient(backend, sessionStorage),
  online$?: Subject<void>,
): Player {
  const bus = createBus();
  const toasts: EventPayload<'toast.requested'>[] = [];
  bus.on('toast.requested').subscribe((t) => toasts.push(t));
  const session = createSessionStore({ client, bus });
  const clock = createManualClock();
  const store = createCharacterStore({
    client,
    bus,
    session,
    storage,
    clock,
    ...(online$ ? { online$ } : {}),
  });
  return { client, bus, toasts, session, clock, storage, store };
}

async function signedInTab(name: string) {
  const sessionStorage = memoryStorage();
  const client = newClient(backend, sessionStorage);
  await signUpUser(client, name);
  const tab = openTab(sessionStorage, memoryKeyValueStorage(), client);
  await eventually(() => tab.store.state.status === 'ready', 5000, 'characters loaded');
  return { tab, sessionStorage };
}

const close = async (tab: Player) => {
  tab.store.dispose();
  tab.session.dispose();
  await tab.client.removeAllChannels();
};

async function serverRow(client: DualityClient, id: number) {
  const { data, error } = await client.from('characters').select('*').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data as { revision: number; version: string; data: Record<string, unknown> };
}

describe('character store', () => {
  it('updates the local list at once and pushes after the 300 ms debounce, with a saving flag', async () => {
    const { tab } = await signedInTab('Ada');
    const created = await tab.store.create();
    expect(created).not.toBeNull();
    const id = created!.id;

    tab.store.update(id, { name: 'Ada Quill' });
    expect(tab.store.get(id)?.character.name).toBe('Ada Quill');
    expect(tab.store.state.saving).toBe(true);

    await tab.clock.advance(299);
    expect((await serverRow(tab.client, id)).data.name).toBe('');

    await tab.clock.advance(1);
    await eventually(() => !tab.store.state.saving, 5000, 'push finished');
    const row = await serverRow(tab.client, id);
    expect(row.data.name).toBe('Ada Quill');
    expect(row.revision).toBe(2);
    expect(tab.store.get(id)?.revision).toBe(2);
    expect(tab.store.state.unsynced).toEqual([]);
    await close(tab);
  });

  it('refuses an unknown character with "Character not found"', async () => {
    const { tab } = await signedInTab('Bo');
    expect(() => tab.store.update(424242, { name: 'x' })).toThrow(CHARACTER_NOT_FOUND);
    expect(tab.toasts).toContainEqual({ message: CHARACTER_NOT_FOUND, tone: 'error' });
    await close(tab);
  });

  it('migrates an older character on load with the spec message, then reloads it', async () => {
    const sessionStorage = memoryStorage();
    const client = newClient(backend, sessionStorage);
    await signUpUser(client, 'Cy');
    const inserted = await client
      .from('characters')
      .insert({ version: '1.0', data: { name: 'Old Cy', ancestry: 'elf', subclass: 'stalwart', agility: 1 } })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id;

    const tab = openTab(sessionStorage, memoryKeyValueStorage(), client);
    await eventually(() => tab.store.state.status === 'ready', 5000, 'characters loaded');
    expect(tab.toasts).toContainEqual({ message: MIGRATING_MESSAGE, tone: 'info' });
    const loaded = tab.store.get(id)!;
    expect(loaded.character.version).toBe('2.0');
    expect(loaded.character.ancestry).toEqual(['elf']);
    expect(loaded.character.agility).toEqual({ score: 1, upgraded: false });
    expect(loaded.revision).toBe(2); // the state after the migration push: reloaded from the server
    const row = await serverRow(client, id);
    expect(row.version).toBe('2.0');
    expect(row.data.ancestry).toEqual(['elf']);
    await close(tab);
  });

  it('detects a stale push and offers both versions; keep-mine and keep-theirs lose nothing', async () => {
    const { tab: a, sessionStorage } = await signedInTab('Dee');
    const id = (await a.store.create())!.id;
    // A second tab of the same player, loaded at the same revision.
    const b = openTab(sessionStorage);
    await eventually(() => b.store.get(id) !== undefined, 5000, 'second tab loaded');

    b.store.update(id, { name: 'From B' });
    await b.clock.advance(300);
    await eventually(async () => (await serverRow(b.client, id)).data.name === 'From B');

    a.store.update(id, { description: 'Written in A' });
    await a.clock.advance(300);
    await eventually(() => a.store.state.conflicts.length === 1, 5000, 'conflict');
    const conflict = a.store.state.conflicts[0]!;
    expect(conflict.mine.description).toBe('Written in A');
    expect(conflict.theirs.name).toBe('From B');
    expect(conflict.theirsRevision).toBe(2);
    expect(conflict.message).toMatch(/revision/);
    expect(a.toasts.some((t) => t.tone === 'error' && /revision/.test(t.message))).toBe(true);
    // Mine is kept locally and in the outbox until the player decides.
    expect(a.store.get(id)?.character.description).toBe('Written in A');
    expect(a.storage.getItem(outboxKey(a.session.state.user!.id))).toContain('Written in A');

    await a.store.resolveConflict(id, 'mine');
    const after = await serverRow(a.client, id);
    expect(after.data.description).toBe('Written in A');
    expect(after.revision).toBe(3);
    expect(a.store.state.conflicts).toEqual([]);
    expect(a.store.state.unsynced).toEqual([]);

    // Now B is stale; it keeps theirs (A's).
    b.store.update(id, { pronouns: 'they' });
    await b.clock.advance(300);
    await eventually(() => b.store.state.conflicts.length === 1, 5000, 'conflict in B');
    await b.store.resolveConflict(id, 'theirs');
    expect(b.store.get(id)?.character.description).toBe('Written in A');
    expect(b.store.get(id)?.revision).toBe(3);
    expect(b.store.state.unsynced).toEqual([]);
    await close(a);
    await close(b);
  });

  it('turns an edit kept across a reload into a conflict when the character changed elsewhere meanwhile', async () => {
    const { tab: a, sessionStorage } = await signedInTab('Gil');
    const id = (await a.store.create(characterSchema.parse({ name: 'Gil' })))!.id;
    a.store.update(id, { description: 'Edited before the reload' });
    await close(a); // closed before its debounced push: the edit lives only in the outbox

    const b = openTab(sessionStorage);
    await eventually(() => b.store.get(id) !== undefined, 5000, 'other tab loaded');
    b.store.update(id, { name: 'Gil the Second' });
    await b.clock.advance(300);
    await eventually(async () => (await serverRow(b.client, id)).revision === 2, 5000, 'other edit pushed');

    const reloaded = openTab(sessionStorage, a.storage);
    await eventually(() => reloaded.store.state.conflicts.length === 1, 5000, 'conflict after reload');
    const conflict = reloaded.store.state.conflicts[0]!;
    expect(conflict.mine).toMatchObject({ name: 'Gil', description: 'Edited before the reload' });
    expect(conflict.theirs.name).toBe('Gil the Second');
    expect((await serverRow(b.client, id)).data.name).toBe('Gil the Second'); // not overwritten
    await close(b);
    await close(reloaded);
  });

  it('applies an edit over a server-side move (joining a campaign) without a conflict', async () => {
    const { tab } = await signedInTab('Fay');
    const id = (await tab.store.create(characterSchema.parse({ name: 'Fay' })))!.id;
    const gm = newClient(backend);
    await signUpUser(gm, 'Fay Gm');
    const campaignId = await createCampaign(gm, 'Far Hills');
    await joinCampaign(gm, tab.client, campaignId, id); // the server bumps the revision

    tab.store.update(id, { pronouns: 'she/her' });
    await tab.clock.advance(300);
    await eventually(
      async () => (await serverRow(tab.client, id)).data.pronouns === 'she/her',
      5000,
      'pushed',
    );
    expect(tab.store.state.conflicts).toEqual([]);
    expect(tab.store.get(id)?.character.campaign).toBe(campaignId);
    expect(tab.store.get(id)?.revision).toBe(3);
    await close(tab);
    await gm.removeAllChannels();
  });

  it('gives up on a save that gets no answer: the edit waits in the outbox and is pushed on the next try', async () => {
    const { tab } = await signedInTab('Ivo');
    const id = (await tab.store.create())!.id;
    // The test's edge: the network swallows character saves (no answer, abort ignored) until released.
    const realFetch = globalThis.fetch;
    let hung = 0;
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (init?.method === 'POST' && url.includes('/rest/v1/rpc/save_character')) {
        hung += 1;
        return new Promise<Response>(() => {});
      }
      return realFetch(input, init);
    };
    try {
      tab.store.update(id, { name: 'Unanswered' });
      await tab.clock.advance(300);
      await eventually(() => hung === 1, 5000, 'the save sent');
      expect(tab.store.state.saving).toBe(true);
      await tab.clock.advance(CHARACTER_SAVE_TIMEOUT_MS);
      await eventually(() => !tab.store.state.saving, 5000, 'the save abandoned');
      expect(tab.store.state.status).toBe('offline');
      expect(tab.store.state.unsynced).toEqual([id]);
      expect(tab.toasts).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
    }
    await advanceUntil(tab.clock, async () => (await serverRow(tab.client, id)).data.name === 'Unanswered', {
      what: 'pushed on the retry',
    });
    await eventually(() => tab.store.state.status === 'ready', 5000, 'ready again');
    expect(tab.store.state.unsynced).toEqual([]);
    await close(tab);
  });

  it('retries at once when the device comes back online', async () => {
    const { tab: first, sessionStorage } = await signedInTab('Hal');
    await close(first);
    const online = new Subject<void>();
    const tab = openTab(sessionStorage, memoryKeyValueStorage(), undefined, online);
    await eventually(() => tab.store.state.status === 'ready', 5000, 'loaded');
    const id = (await tab.store.create())!.id;
    await backend.stop();
    try {
      tab.store.update(id, { name: 'Back Online' });
      await advanceUntil(tab.clock, () => tab.store.state.status === 'offline', { what: 'offline' });
    } finally {
      backend = await startTestBackend({ dataDir, port });
    }
    online.next(); // no clock advance: the online event alone triggers the push
    await eventually(
      async () => (await serverRow(tab.client, id)).data.name === 'Back Online',
      5000,
      'pushed',
    );
    await eventually(() => tab.store.state.status === 'ready', 5000, 'ready again');
    await close(tab);
  });

  it('keeps an edit made while the backend is down and pushes it after a reload and a restart', async () => {
    const { tab, sessionStorage } = await signedInTab('Eve');
    const id = (await tab.store.create())!.id;
    const userId = tab.session.state.user!.id;

    await backend.stop();
    try {
      tab.store.update(id, { name: 'Offline Eve' });
      await advanceUntil(tab.clock, () => tab.store.state.status === 'offline', { what: 'offline' });
      expect(tab.storage.getItem(outboxKey(userId))).toContain('Offline Eve');
      await close(tab);

      // Reload: a new client and store over the same session and local storage, backend still down.
      const reloaded = openTab(sessionStorage, tab.storage);
      await advanceUntil(reloaded.clock, () => reloaded.store.state.status === 'offline', {
        what: 'offline',
      });

      backend = await startTestBackend({ dataDir, port });
      await advanceUntil(
        reloaded.clock,
        async () => (await serverRow(reloaded.client, id).catch(() => null))?.data.name === 'Offline Eve',
        { step: 1000, ms: 20_000, what: 'edit on the server' },
      );
      await eventually(() => reloaded.store.state.unsynced.length === 0, 5000, 'outbox emptied');
      expect(reloaded.store.get(id)?.character.name).toBe('Offline Eve');
      expect(reloaded.storage.getItem(outboxKey(userId))).toBeNull();
      await close(reloaded);
    } finally {
      // Leave a running backend for afterAll whatever happened.
      await fetch(`${backend.url}/rest/v1/`).catch(async () => {
        backend = await startTestBackend({ dataDir, port });
      });
    }
  });
  it('writes an edit once when the server applied it but its answer was lost (no conflict, no second revision)', async () => {
    // supabase-js calls the global fetch on every request: while this test runs, one answer to a character
    // save (save_character) can be cut after the server applied it.
    const realFetch = globalThis.fetch;
    let cutNextAnswer = false;
    globalThis.fetch = async (input, init) => {
      const res = await realFetch(input, init);
      if (cutNextAnswer && init?.method === 'POST' && String(input).includes('/rpc/save_character')) {
        cutNextAnswer = false;
        throw new TypeError('fetch failed'); // applied on the server; the answer never arrives
      }
      return res;
    };
    try {
      const { tab } = await signedInTab('Lost Answer');
      const id = (await tab.store.create(characterSchema.parse({ name: 'Once' })))!.id;
      const before = (await serverRow(tab.client, id)).revision;
      cutNextAnswer = true;
      tab.store.update(id, { description: 'Written exactly once' });
      // The store sends it again (a lost answer looks like a network failure), and the server refuses the
      // second copy as stale: the store must see its own edit there, not a conflict.
      await advanceUntil(tab.clock, () => tab.store.state.unsynced.length === 0, {
        step: 1000,
        ms: 20_000,
        what: 'outbox emptied',
      });
      expect(cutNextAnswer).toBe(false); // an answer really was lost
      const after = await serverRow(tab.client, id);
      expect(after.data.description).toBe('Written exactly once');
      expect(after.revision).toBe(before + 1);
      expect(tab.store.state.conflicts).toEqual([]);
      expect(tab.store.get(id)?.revision).toBe(before + 1);
      expect(tab.toasts.filter((t) => t.tone === 'error')).toEqual([]);
      await close(tab);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
