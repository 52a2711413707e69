// The homebrew libraries' bookmarks against the real embedded backend, with a manual clock for the 3 s
// collection save: saved after the debounce, at once when the page is hidden, refused with a message, and
// kept while the server is unreachable. The backend and tabs are ../../test/library-tabs.ts.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/backend';
import { item, librariesBackendFixture, profileList } from '../../test/library-tabs';
import { advanceUntil } from '../../test/manual-clock';
import { openTab } from '../../test/players';
import { COLLECTION_SAVE_ERROR, createHomebrewLibraries } from './libraries';

const { env, withLibraries } = librariesBackendFixture();

describe('homebrew library bookmarks', () => {
  it('lists public rows of others, bookmarks them (no-ops for present/absent ids) and saves after 3 s', async () => {
    const { tab: author, libs: authorLibs } = await withLibraries('Kai');
    const shared = await authorLibs.save('items', item('Shared Map', { public: true }));
    await authorLibs.save('items', item('Secret Map'));

    const { tab, libs } = await withLibraries('Lee');
    await libs.save('items', item('My Public', { public: true }));
    await libs.loadPublic('items');
    const pub = libs.library('items');
    expect(pub.publicHydrated).toBe(true);
    expect(pub.public.map((r) => r.name)).toContain('Shared Map');
    expect(pub.public.map((r) => r.name)).not.toContain('Secret Map');
    expect(pub.public.map((r) => r.name)).not.toContain('My Public');

    expect(libs.addToCollection('items', shared!.id)).toBe(true);
    expect(libs.addToCollection('items', shared!.id)).toBe(false);
    expect(libs.removeFromCollection('items', 999_999)).toBe(false);
    expect(tab.session.state.profile?.items).toEqual([Number(shared!.id)]);
    expect(libs.library('items').homebrew.map((r) => r.name)).toContain('Shared Map');

    await tab.clock.advance(2999);
    expect(await profileList(tab, 'items')).toEqual([]);
    await tab.clock.advance(1);
    await eventually(async () => (await profileList(tab, 'items'))?.length === 1, 5000, 'collection saved');

    // A fresh load (another tab of Lee) finds the bookmark with the spec's query.
    const again = createHomebrewLibraries({ client: tab.client, bus: tab.bus, session: tab.session });
    await eventually(() => again.library('items').hydrated);
    expect(
      again
        .library('items')
        .homebrew.map((r) => r.name)
        .sort(),
    ).toEqual(['My Public', 'Shared Map']);
    again.dispose();

    expect(libs.removeFromCollection('items', shared!.id)).toBe(true);
    expect(libs.library('items').homebrew.map((r) => r.name)).toEqual(['My Public']);
    await libs.flushCollection();
    expect(await profileList(tab, 'items')).toEqual([]);
    for (const t of [tab, author]) await t.close();
    libs.dispose();
    authorLibs.dispose();
  });

  it('saves a waiting bookmark at once when the page is hidden or left, not 3 s later', async () => {
    const { tab: author, libs: authorLibs } = await withLibraries('Mia');
    const shared = await authorLibs.save('items', item('Hidden Map', { public: true }));
    const tab = await openTab(env.backend, 'Nia');
    const pageHidden$ = new Subject<void>();
    const libs = createHomebrewLibraries({
      client: tab.client,
      bus: tab.bus,
      session: tab.session,
      clock: tab.clock,
      pageHidden$,
    });
    await eventually(() => libs.library('items').hydrated, 5000, 'hydrated');
    expect(libs.addToCollection('items', shared!.id)).toBe(true);
    pageHidden$.next(); // the clock never moves: only the page being hidden can save it
    await eventually(async () => (await profileList(tab, 'items'))?.length === 1, 5000, 'saved on hide');
    expect(await profileList(tab, 'items')).toEqual([Number(shared!.id)]);
    libs.dispose();
    authorLibs.dispose();
    for (const t of [tab, author]) await t.close();
  });

  it('keeps a bookmark (and a removal) made while the library is still loading', async () => {
    const { tab: author, libs: authorLibs } = await withLibraries('Quinn');
    const early = (await authorLibs.save('items', item('Early Map', { public: true })))!;
    const gone = (await authorLibs.save('items', item('Gone Map', { public: true })))!;
    const tab = await openTab(env.backend, 'Rae');
    const first = createHomebrewLibraries({ client: tab.client, bus: tab.bus, session: tab.session });
    expect(first.addToCollection('items', gone.id, gone)).toBe(true);
    await first.flushCollection();
    first.dispose();

    // A new page: its load asks for the collection as it stood (Gone Map), and the taps land before it answers.
    const libs = createHomebrewLibraries({ client: tab.client, bus: tab.bus, session: tab.session });
    expect(libs.library('items').hydrated).toBe(false);
    expect(libs.addToCollection('items', early.id, early)).toBe(true);
    expect(libs.removeFromCollection('items', gone.id)).toBe(true);
    await eventually(() => libs.library('items').hydrated, 5000, 'hydrated');
    expect(libs.library('items').homebrew.map((r) => r.name)).toEqual(['Early Map']);
    await libs.flushCollection();
    expect(await profileList(tab, 'items')).toEqual([Number(early.id)]);
    libs.dispose();
    authorLibs.dispose();
    for (const t of [tab, author]) await t.close();
  });

  it('says "There was an error saving your collection" when the save is refused', async () => {
    const { tab, libs } = await withLibraries('Max');
    // The database keeps at most 1000 ids per list: the 1001st makes the save fail for real.
    for (let id = 1; id <= 1001; id += 1) libs.addToCollection('weapons', id);
    await tab.clock.advance(3000);
    await eventually(() => tab.toasts.some((t) => t.message === COLLECTION_SAVE_ERROR), 5000, 'error toast');
    libs.dispose();
    await tab.close();
  });

  it('keeps a bookmark made while the server is unreachable and saves it once it answers again', async () => {
    const realFetch = globalThis.fetch;
    let offline = false;
    // supabase-js calls the global fetch on every request: while `offline`, the profile's save cannot get out.
    globalThis.fetch = async (input, init) => {
      if (offline && String(input).includes('/user_profiles')) throw new TypeError('fetch failed');
      return realFetch(input, init);
    };
    try {
      const { tab: author, libs: authorLibs } = await withLibraries('Oona');
      const shared = (await authorLibs.save('items', item('Offline Map', { public: true })))!;
      const { tab, libs } = await withLibraries('Pia');
      offline = true;
      expect(libs.addToCollection('items', shared.id)).toBe(true);
      await advanceUntil(tab.clock, () => tab.toasts.some((t) => t.message === COLLECTION_SAVE_ERROR), {
        what: 'the error told',
      });
      expect(tab.session.state.profile?.items).toEqual([Number(shared.id)]);
      offline = false;
      await advanceUntil(tab.clock, async () => (await profileList(tab, 'items'))?.length === 1, {
        step: 500,
        what: 'the bookmark saved',
      });
      expect(await profileList(tab, 'items')).toEqual([Number(shared.id)]);
      expect(tab.toasts.filter((t) => t.message === COLLECTION_SAVE_ERROR)).toHaveLength(1);
      libs.dispose();
      authorLibs.dispose();
      for (const t of [tab, author]) await t.close();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
