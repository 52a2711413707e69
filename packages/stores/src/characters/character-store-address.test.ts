// A character built offline keeps its address: the device's id it was shown and linked under opens it after
// the sync, on a page loaded afterwards too (the map to the server's id is kept with the user's data on this
// device). The real embedded backend; the test's edge cuts the network. Fixture: ../../test/character-tabs.ts.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { characterSchema } from '@duality/rules';
import { characterAliasesKey } from '@duality/platform/storage-keys';
import { eventually, newClient } from '../../test/backend';
import { advanceUntil } from '../../test/manual-clock';
import { close, characterBackendFixture, serverRow } from '../../test/character-tabs';
import { isLocalId } from './character-offline';
import { MAX_ALIASES, openCharacterAliases } from './character-aliases';
import { memoryKeyValueStorage } from '../shared/storage';

const { env, openTab, signedInTab } = characterBackendFixture();

/** A fetch that fails as a dropped connection does while `offline` is set. */
function edge() {
  const net: { offline: boolean; fetch: typeof fetch } = {
    offline: false,
    fetch: (input, init) =>
      net.offline ? Promise.reject(new TypeError('Failed to fetch')) : globalThis.fetch(input, init),
  };
  return net;
}

describe('the address of a character built offline', () => {
  it('opens the character after the sync and after a reload, and its edits reach the server under its own id', async () => {
    const { tab: first, sessionStorage } = await signedInTab('Mira');
    await close(first);
    const net = edge();
    const online = new Subject<void>();
    const client = newClient(env.backend, sessionStorage, { fetch: net.fetch });
    const tab = openTab(sessionStorage, first.storage, client, online);
    await eventually(() => tab.store.state.status === 'ready', 5000, 'loaded');
    net.offline = true;
    let made: Awaited<ReturnType<typeof tab.store.create>> | undefined;
    void tab.store.create(characterSchema.parse({ name: 'Lantern' })).then((e) => (made = e));
    await advanceUntil(tab.clock, () => made !== undefined, { what: 'built offline' });
    const deviceId = made!.id;
    expect(isLocalId(deviceId)).toBe(true);

    net.offline = false;
    online.next();
    await advanceUntil(tab.clock, () => tab.store.state.unsynced.length === 0, { what: 'synced' });
    const serverId = tab.store.get(deviceId)!.id;
    expect(isLocalId(serverId)).toBe(false);
    await close(tab);

    // A reload at the device's address: the page's new store finds the character by it.
    const reloaded = openTab(sessionStorage, first.storage);
    await eventually(() => reloaded.store.state.status === 'ready', 5000, 'loaded again');
    expect(reloaded.store.get(deviceId)?.id).toBe(serverId);
    expect(reloaded.store.get(deviceId)?.character.name).toBe('Lantern');
    reloaded.store.update(deviceId, { name: 'Lantern Lit' });
    await advanceUntil(
      reloaded.clock,
      async () => (await serverRow(reloaded.client, serverId)).data.name === 'Lantern Lit',
      {
        what: 'the edit saved under the server id',
      },
    );
    expect((await reloaded.client.from('characters').select('id')).data).toHaveLength(1);

    // Deleting the character forgets its old address too.
    expect(await reloaded.store.remove(deviceId)).toBe(true);
    expect(reloaded.store.get(deviceId)).toBeUndefined();
    const userId = reloaded.session.state.user!.id;
    expect(first.storage.getItem(characterAliasesKey(userId))).toBeNull();
    await close(reloaded);
  });

  it('keeps at most a bounded number of addresses per user, the newest', () => {
    const storage = memoryKeyValueStorage();
    const aliases = openCharacterAliases(storage, 'user-1');
    for (let i = 1; i <= MAX_ALIASES + 5; i += 1) aliases.set(2 ** 40 + i, i);
    const again = openCharacterAliases(storage, 'user-1');
    expect(again.get(2 ** 40 + 1)).toBeUndefined();
    expect(again.get(2 ** 40 + 5)).toBeUndefined();
    expect(again.get(2 ** 40 + 6)).toBe(6);
    expect(again.get(2 ** 40 + MAX_ALIASES + 5)).toBe(MAX_ALIASES + 5);
    expect(openCharacterAliases(storage, 'user-2').get(2 ** 40 + 6)).toBeUndefined();
  });
});
