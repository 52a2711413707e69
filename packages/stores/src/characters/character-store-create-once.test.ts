// A character built offline is inserted exactly once, on the real embedded backend, when the answer to its
// insert is lost after the server committed it: the test's edge forwards the request, awaits the server's real
// answer, then fails as a dropped connection does ('Failed to fetch'). The next try carries the same key
// (client_key) and finds the row instead of creating a second one. The fixture is ../../test/character-tabs.ts.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { characterSchema } from '@duality/rules';
import { eventually, newClient } from '../../test/backend';
import { advanceUntil } from '../../test/manual-clock';
import { close, characterBackendFixture, type Player } from '../../test/character-tabs';
import { isLocalId } from './character-offline';

const { env, openTab, signedInTab } = characterBackendFixture();

/** The test's edge: cut the network, or lose the answer to the next character insert once it has landed. */
function edge() {
  const net = {
    offline: false,
    loseNextInsert: false,
    /** Answers lost so far. */
    lost: 0,
    /** Cut the network as soon as an answer is lost (so the store's own quick retries fail too). */
    offlineAfterLoss: false,
    fetch: (async (input, init) => {
      if (net.offline) throw new TypeError('Failed to fetch');
      const res = await globalThis.fetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (net.loseNextInsert && init?.method === 'POST' && url.pathname === '/rest/v1/characters') {
        await res.text(); // the server has answered: the insert is committed
        net.loseNextInsert = false;
        net.lost += 1;
        if (net.offlineAfterLoss) net.offline = true;
        throw new TypeError('Failed to fetch');
      }
      return res;
    }) as typeof fetch,
  };
  return net;
}

/** The signed-in user's rows on the server whose character has this name. */
async function serverRows(tab: Player, name: string) {
  const { data, error } = await tab.client.from('characters').select('id, revision, data').order('id');
  if (error) throw new Error(error.message);
  return (data ?? []).filter((r) => (r.data as { name?: string }).name === name);
}

/** A page on the edge's network, loaded while online; then a character is built with the network cut. */
async function builtOffline(player: string, name: string) {
  const { tab: first, sessionStorage } = await signedInTab(player);
  await close(first);
  const net = edge();
  const online = new Subject<void>();
  const tab = openTab(
    sessionStorage,
    first.storage,
    newClient(env.backend, sessionStorage, { fetch: net.fetch }),
    online,
  );
  await eventually(() => tab.store.state.status === 'ready', 5000, 'loaded');
  net.offline = true;
  let made: Awaited<ReturnType<typeof tab.store.create>> | undefined;
  void tab.store.create(characterSchema.parse({ name })).then((e) => (made = e));
  await advanceUntil(tab.clock, () => made !== undefined, { what: 'built offline' });
  expect(isLocalId(made!.id)).toBe(true);
  return { tab, net, online, localId: made!.id };
}

const listed = (tab: Player, name: string) =>
  tab.store.state.characters.filter((c) => c.character.name === name);

describe('a character built offline is inserted once', () => {
  it('when the answer to its insert is lost after the server committed it, the retry finds that row', async () => {
    const { tab, net, online, localId } = await builtOffline('Wren', 'Bad Wi-Fi');
    net.offline = false;
    net.loseNextInsert = true;
    online.next();
    await advanceUntil(
      tab.clock,
      () => tab.store.state.status === 'ready' && tab.store.state.unsynced.length === 0,
      { what: 'pushed, outbox emptied' },
    );
    expect(net.lost).toBe(1); // an answer really was lost after the insert landed
    const rows = await serverRows(tab, 'Bad Wi-Fi');
    expect(rows).toHaveLength(1);
    expect(listed(tab, 'Bad Wi-Fi').map((c) => c.id)).toEqual([rows[0]!.id]);
    expect(tab.store.get(localId)?.id).toBe(rows[0]!.id); // the device's id still opens it
    expect(tab.toasts.filter((t) => t.tone === 'error')).toEqual([]);
    await close(tab);
  });

  it('an edit made after the lost answer is saved onto the row that landed, not into a second one', async () => {
    const { tab, net, online, localId } = await builtOffline('Moss', 'Dropped');
    net.offline = false;
    net.loseNextInsert = true;
    net.offlineAfterLoss = true; // the connection stays down after the insert landed
    online.next();
    await advanceUntil(tab.clock, () => net.lost === 1 && tab.store.state.status === 'offline', {
      what: 'insert landed, answer lost, offline',
    });
    tab.store.update(localId, (c) => ({ ...c, description: 'Written after the drop' }));
    await tab.clock.advance(300);

    net.offline = false;
    online.next();
    await advanceUntil(
      tab.clock,
      () => tab.store.state.status === 'ready' && tab.store.state.unsynced.length === 0,
      { what: 'pushed, outbox emptied' },
    );
    const rows = await serverRows(tab, 'Dropped');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({ description: 'Written after the drop' });
    expect(rows[0]!.revision).toBe(2); // the insert, then the edit as a save of that row
    expect(listed(tab, 'Dropped').map((c) => c.id)).toEqual([rows[0]!.id]);
    expect(tab.store.get(localId)?.revision).toBe(2);
    expect(tab.store.state.conflicts).toEqual([]);
    await close(tab);
  });
});
