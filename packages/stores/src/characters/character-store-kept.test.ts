// The character store with no network at all, on the real embedded backend with the network cut at the edge (a
// fetch that fails as a browser's offline fetch does): the kept copy stands in for the server's list, edits and
// characters built offline wait over it across a reload, and all of it reaches the server when it is back.
// Signing out leaves no copy on the device but keeps unsent edits. The fixture is ../../test/character-tabs.ts.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { keptCopyKey } from '@duality/platform/storage-keys';
import { characterSchema } from '@duality/rules';
import { cuttableNetwork, eventually, newClient } from '../../test/backend';
import { advanceUntil } from '../../test/manual-clock';
import { close, serverRow, characterBackendFixture } from '../../test/character-tabs';
import { isLocalId } from './character-offline';
import { outboxKey } from './outbox';

const { env, openTab, signedInTab } = characterBackendFixture();

/** The user's rows on the server whose character has this name. */
async function serverRows(tab: { client: ReturnType<typeof newClient> }, name: string) {
  const { data } = await tab.client.from('characters').select('id, data').order('id');
  return (data ?? []).filter((r) => (r.data as { name?: string }).name === name);
}

describe('character store with no network', () => {
  it('shows the kept characters offline, with edits and new characters over them, and sends them back online', async () => {
    const { tab, sessionStorage } = await signedInTab('Kit');
    const opened = (await tab.store.create(characterSchema.parse({ name: 'Opened' })))!.id;
    const other = (await tab.store.create(characterSchema.parse({ name: 'Never opened' })))!.id;
    await close(tab);
    const net = cuttableNetwork();
    const online = new Subject<void>();
    const tabOver = () =>
      openTab(
        sessionStorage,
        tab.storage,
        newClient(env.backend, sessionStorage, { fetch: net.fetch }),
        online,
      );

    // A page reads the list: every character is kept whole on this device.
    const first = tabOver();
    await eventually(() => first.store.state.status === 'ready', 5000, 'loaded');
    expect(first.store.state.keptAt).toBeNull();
    await close(first);

    net.offline = true;
    const offline = tabOver();
    await advanceUntil(offline.clock, () => offline.store.state.characters.length === 2, {
      what: 'kept list',
    });
    expect(offline.store.state.status).toBe('offline');
    expect(offline.store.state.keptAt).toEqual(expect.any(Number));
    expect(offline.store.get(other)?.character.name).toBe('Never opened');
    offline.store.update(opened, (c) => ({ ...c, name: 'Edited offline' }));
    // The insert's retries wait on the page's clock: it is moved on until the builder's save answers.
    let made: Awaited<ReturnType<typeof offline.store.create>> | undefined;
    void offline.store.create(characterSchema.parse({ name: 'Built offline' })).then((e) => (made = e));
    await advanceUntil(offline.clock, () => made !== undefined, { what: 'built offline' });
    const built = made!;
    expect(isLocalId(built.id)).toBe(true);
    expect(offline.store.get(built.id)?.character.name).toBe('Built offline');
    await offline.clock.advance(300);
    await close(offline);

    // Reload, still offline: the kept list with both over it, and no storm of error toasts.
    const reloaded = tabOver();
    await advanceUntil(reloaded.clock, () => reloaded.store.state.characters.length === 3, {
      what: 'kept list with the offline work',
    });
    expect(reloaded.store.get(opened)?.character.name).toBe('Edited offline');
    expect(reloaded.store.get(built.id)?.character.name).toBe('Built offline');
    expect(reloaded.toasts.filter((t) => t.tone === 'error').length).toBeLessThanOrEqual(1);
    reloaded.store.update(built.id, (c) => ({ ...c, description: 'Edited before it ever synced' }));
    await reloaded.clock.advance(300);

    net.offline = false;
    online.next();
    await advanceUntil(
      reloaded.clock,
      () => reloaded.store.state.status === 'ready' && reloaded.store.state.unsynced.length === 0,
      { what: 'back online, outbox emptied' },
    );
    expect((await serverRow(reloaded.client, opened)).data.name).toBe('Edited offline');
    const inserted = await serverRows(reloaded, 'Built offline');
    expect(inserted).toHaveLength(1); // inserted once
    expect(inserted[0]!.data).toMatchObject({ description: 'Edited before it ever synced' });
    // The device's id still opens it (an open sheet goes on), and the list holds the server's id.
    expect(reloaded.store.get(built.id)?.id).toBe(inserted[0]!.id);
    expect(reloaded.store.state.keptAt).toBeNull();
    // Deleting it by the device's id deletes the server's row.
    expect(await reloaded.store.remove(built.id)).toBe(true);
    expect((await serverRows(reloaded, 'Built offline')).length).toBe(0);
    await close(reloaded);
  });

  it('sets an unreadable kept copy aside instead of failing, and signing out removes the copy but keeps unsent edits', async () => {
    const { tab, sessionStorage } = await signedInTab('Sam');
    const id = (await tab.store.create(characterSchema.parse({ name: 'Kept' })))!.id;
    const userId = tab.session.state.user!.id;
    const key = keptCopyKey(userId, 'characters');
    expect(tab.storage.getItem(key)).toContain('Kept');
    await close(tab);

    tab.storage.setItem(key, '{not json');
    const net = cuttableNetwork();
    net.offline = true;
    const broken = openTab(
      sessionStorage,
      tab.storage,
      newClient(env.backend, sessionStorage, { fetch: net.fetch }),
    );
    await advanceUntil(broken.clock, () => broken.store.state.status === 'offline', { what: 'offline' });
    expect(broken.store.state.characters).toEqual([]);
    expect(tab.storage.getItem(key)).toBeNull();
    expect([...tab.storage.map.keys()].some((k) => k.startsWith(`${key}.set-aside`))).toBe(true);
    await close(broken);

    const tab2 = openTab(sessionStorage, tab.storage);
    await eventually(() => tab2.store.state.status === 'ready', 5000, 'loaded');
    await env.backend.stop();
    try {
      tab2.store.update(id, { name: 'Unsent' });
      await advanceUntil(tab2.clock, () => tab2.store.state.status === 'offline', { what: 'offline' });
      await tab2.client.auth.signOut({ scope: 'local' });
      await eventually(() => tab2.store.state.status === 'signed-out', 5000, 'signed out');
      expect(tab2.storage.getItem(key)).toBeNull();
      expect(tab2.storage.getItem(outboxKey(userId))).toContain('Unsent');
    } finally {
      await env.restart();
    }
    await close(tab2);
  });

  it('says offline at once when the device goes offline, and is the server’s again once a read is answered', async () => {
    const { tab, sessionStorage } = await signedInTab('Tam');
    await tab.store.create(characterSchema.parse({ name: 'Steady' }));
    await close(tab);
    const net = cuttableNetwork();
    const [online, offline] = [new Subject<void>(), new Subject<void>()];
    const client = newClient(env.backend, sessionStorage, { fetch: net.fetch });
    const page = openTab(sessionStorage, tab.storage, client, online, offline);
    await eventually(() => page.store.state.status === 'ready', 5000, 'loaded');
    net.offline = true;
    offline.next(); // the browser's offline event: no request has failed yet
    expect(page.store.state.status).toBe('offline');
    expect(page.store.state.characters.map((c) => c.character.name)).toEqual(['Steady']);
    expect(page.store.state.keptAt).toBeNull(); // the list shown is the server's, read before going offline
    await page.clock.advance(3000); // a retry that fails keeps the server's list
    await advanceUntil(page.clock, () => page.store.state.status === 'offline', { what: 'still offline' });
    expect(page.store.state.keptAt).toBeNull();
    net.offline = false;
    online.next();
    await advanceUntil(page.clock, () => page.store.state.status === 'ready', { what: 'ready again' });
    await close(page);

    // A page that opened offline, with nothing waiting: back online, the server's list replaces the kept one.
    net.offline = true;
    const late = openTab(
      sessionStorage,
      tab.storage,
      newClient(env.backend, sessionStorage, { fetch: net.fetch }),
      online,
    );
    await advanceUntil(late.clock, () => late.store.state.keptAt != null, { what: 'kept list' });
    net.offline = false;
    online.next();
    await advanceUntil(
      late.clock,
      () => late.store.state.status === 'ready' && late.store.state.keptAt === null,
      {
        what: 'the server list',
      },
    );
    await close(late);
  });
});
