// The user's homebrew kept on this device: written after a load the server answered, read back when the
// libraries start for that user (so the catalog has it with no network), set aside when unreadable, and gone
// when the user signs out. The real embedded backend; the network is cut at the edge (a failing fetch).
import { describe, expect, it } from 'vitest';
import { keptCopyKey } from '@duality/platform/storage-keys';
import { HOMEBREW_KINDS } from '@duality/rules';
import { cuttableNetwork, eventually, newClient } from '../../test/backend';
import { librariesBackendFixture } from '../../test/library-tabs';
import { openTab } from '../../test/players';
import { memoryKeyValueStorage } from '../shared/storage';
import { createHomebrewLibraries } from './libraries';

const { env } = librariesBackendFixture();

describe('homebrew kept on this device', () => {
  it('stands in for the server when it cannot be reached, and leaves with the user', async () => {
    const tab = await openTab(env.backend, 'Keeper');
    const inserted = await tab.client
      .from('homebrew_items')
      .insert({ name: 'Lantern of Kept Light', public: false, data: { description: 'Glows offline.' } });
    expect(inserted.error).toBeNull();
    const storage = memoryKeyValueStorage();
    const online = createHomebrewLibraries({
      client: tab.client,
      bus: tab.bus,
      session: tab.session,
      storage,
    });
    await eventually(() => HOMEBREW_KINDS.every((k) => online.library(k).hydrated), 5000, 'hydrated');
    const key = keptCopyKey(tab.user!.id, 'homebrew');
    expect(storage.getItem(key)).toContain('Lantern of Kept Light');
    online.dispose();

    const net = cuttableNetwork();
    net.offline = true;
    const offline = createHomebrewLibraries({
      client: newClient(env.backend, undefined, { fetch: net.fetch }),
      bus: tab.bus,
      session: tab.session,
      storage,
    });
    expect(offline.library('items').list.map((r) => r.name)).toContain('Lantern of Kept Light');
    offline.dispose();

    storage.setItem(key, '{"savedAt": "not a time"');
    const broken = createHomebrewLibraries({
      client: tab.client,
      bus: tab.bus,
      session: tab.session,
      storage,
    });
    expect(broken.library('items').homebrew).toEqual([]);
    expect(storage.map.has(`${key}.set-aside`)).toBe(true);
    await eventually(() => storage.getItem(key) !== null, 5000, 'kept again after the load');
    await tab.client.auth.signOut();
    await eventually(() => storage.getItem(key) === null, 5000, 'cleared on sign-out');
    broken.dispose();
    await tab.close();
  });
});
