// The character store when its saves get no answer or the backend is down: the real embedded backend (PGlite
// in a temp folder, stopped and started again on the same data) and a manual clock for the retries and the
// offline polling. The backend and tabs are ../../test/character-tabs.ts.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { characterSchema } from '@duality/rules';
import { memoryKeyValueStorage } from '../shared/storage';
import { eventually } from '../../test/backend';
import { advanceUntil } from '../../test/manual-clock';
import { close, serverRow, characterBackendFixture } from '../../test/character-tabs';
import { CHARACTER_SAVE_TIMEOUT_MS } from './character-store';
import { outboxKey } from './outbox';

const { env, openTab, signedInTab } = characterBackendFixture();

describe('character store offline', () => {
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

  it('a change made while a failed save waits to be tried again is sent alone: one write holds both changes', async () => {
    const { tab } = await signedInTab('Ada');
    const id = (await tab.store.create())!.id;
    const before = (await serverRow(tab.client, id)).revision;
    // The test's edge: character saves fail as a dropped connection does until the network is back.
    const realFetch = globalThis.fetch;
    let down = true;
    let failed = 0;
    const arrived: unknown[] = [];
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (init?.method === 'POST' && url.includes('/rest/v1/rpc/save_character')) {
        if (down) {
          failed += 1;
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        arrived.push((JSON.parse(String(init.body)) as { p_data: { name: string } }).p_data.name);
      }
      return realFetch(input, init);
    };
    try {
      tab.store.update(id, { name: 'First' });
      await tab.clock.advance(300);
      await eventually(() => failed === 1, 5000, 'the first save failed (its retry waits)');
      tab.store.update(id, { name: 'Second' });
      down = false;
      await advanceUntil(tab.clock, async () => (await serverRow(tab.client, id)).data.name === 'Second', {
        what: 'the newer change saved',
      });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(arrived).toEqual(['Second']); // the older entry's retry was never sent
    expect((await serverRow(tab.client, id)).revision).toBe(before + 1);
    await eventually(() => tab.store.state.unsynced.length === 0, 5000, 'nothing left waiting');
    await close(tab);
  });

  it('retries at once when the device comes back online', async () => {
    const { tab: first, sessionStorage } = await signedInTab('Hal');
    await close(first);
    const online = new Subject<void>();
    const tab = openTab(sessionStorage, memoryKeyValueStorage(), undefined, online);
    await eventually(() => tab.store.state.status === 'ready', 5000, 'loaded');
    const id = (await tab.store.create())!.id;
    await env.backend.stop();
    try {
      tab.store.update(id, { name: 'Back Online' });
      await advanceUntil(tab.clock, () => tab.store.state.status === 'offline', { what: 'offline' });
    } finally {
      await env.restart();
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

    await env.backend.stop();
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

      await env.restart();
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
      await fetch(`${env.backend.url}/rest/v1/`).catch(async () => {
        await env.restart();
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
