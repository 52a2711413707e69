// The homebrew libraries against the real embedded backend (one per file), with a manual clock for the
// 3 s collection save.
import { Subject } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEBREW_KINDS, INVALID_HOMEBREW_TYPE, sortHomebrew, type HomebrewKind } from '@duality/rules';
import { BUILTIN_HOMEBREW } from '@duality/rules/content';
import type { Backend } from '@duality/supabase-local';
import { eventually, startTestBackend } from '../../test/backend';
import { advanceUntil } from '../../test/manual-clock';
import { openTab, type Tab } from '../../test/players';
import {
  COLLECTION_SAVE_ERROR,
  createHomebrewLibraries,
  HOMEBREW_CHANGED_ELSEWHERE,
  type HomebrewLibraries,
} from './libraries';
import type { HomebrewRecord } from './records';
import type { HomebrewDraft } from './records';

let backend: Backend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());

const item = (name: string, extra: Partial<HomebrewDraft<'items'>> = {}): HomebrewDraft<'items'> => ({
  name,
  description: `${name} description`,
  public: false,
  ...extra,
});

async function withLibraries(name: string): Promise<{ tab: Tab; libs: HomebrewLibraries }> {
  const tab = await openTab(backend, name);
  const libs = createHomebrewLibraries({
    client: tab.client,
    bus: tab.bus,
    session: tab.session,
    clock: tab.clock,
  });
  await libs.loadBuiltins();
  await eventually(() => HOMEBREW_KINDS.every((k) => libs.library(k).hydrated), 5000, 'hydrated');
  return { tab, libs };
}

const profileList = async (tab: Tab, kind: HomebrewKind) => {
  const { data } = await tab.client.from('user_profiles').select('*').eq('user_id', tab.user!.id).single();
  return data![kind];
};

describe('homebrew libraries', () => {
  it('starts without built-ins until they are loaded, not hydrated; hydrates after login, or at start when signed in', async () => {
    const anonymous = await openTab(backend);
    const libs = createHomebrewLibraries({
      client: anonymous.client,
      bus: anonymous.bus,
      session: anonymous.session,
    });
    expect(libs.library('weapons')).toMatchObject({ list: [], builtinsLoaded: false });
    await libs.loadBuiltins();
    const weapons = libs.library('weapons');
    expect(weapons.hydrated).toBe(false);
    expect(weapons.publicHydrated).toBe(false);
    expect(weapons.builtinsLoaded).toBe(true);
    expect(weapons.list).toHaveLength(BUILTIN_HOMEBREW.weapons.length);
    // Signing in later (in this tab) loads the personal homebrew.
    const elsewhere = await openTab(backend, 'Gus');
    await anonymous.session.signIn({ email: elsewhere.user!.email, password: elsewhere.user!.password });
    await eventually(
      () => HOMEBREW_KINDS.every((k) => libs.library(k).hydrated),
      5000,
      'hydrated after login',
    );
    libs.dispose();
    await anonymous.close();
    await elsewhere.close();

    const { tab, libs: signedIn } = await withLibraries('Hana');
    for (const kind of HOMEBREW_KINDS) expect(signedIn.library(kind).hydrated).toBe(true);
    signedIn.dispose();
    await tab.close();
  });

  it('creates a record without id, updates one with id, deletes, with the spec toasts', async () => {
    const { tab, libs } = await withLibraries('Ian');
    const created = await libs.save('items', item('Lucky Coin'));
    expect(created?.id).toMatch(/^\d+$/);
    expect(created?.created_at).toBeTruthy();
    expect(tab.toasts).toContainEqual({ message: 'Created new item: Lucky Coin', tone: 'success' });

    const updated = await libs.save('items', { ...created!, description: 'Shiny' });
    expect(updated?.id).toBe(created!.id);
    expect(tab.toasts).toContainEqual({ message: 'Saved changes to Lucky Coin', tone: 'success' });
    expect(libs.library('items').homebrew).toEqual([updated]);
    const row = await tab.client.from('homebrew_items').select('*').eq('id', Number(created!.id)).single();
    expect(row.data).toMatchObject({ name: 'Lucky Coin', data: { description: 'Shiny' } });

    expect(await libs.remove('items', created!.id)).toBe(true);
    expect(tab.toasts).toContainEqual({ message: 'Deleted Lucky Coin', tone: 'success' });
    expect(libs.library('items').homebrew).toEqual([]);
    libs.dispose();
    await tab.close();
  });

  it('sorts case-insensitively with built-ins first', async () => {
    const { tab, libs } = await withLibraries('Jo');
    for (const name of ['cherry', 'apple', 'Banana']) await libs.save('items', item(name));
    const list = libs.library('items').list;
    const builtIns = BUILTIN_HOMEBREW.items.length;
    expect(list.slice(0, builtIns).every((r) => !r.created_at)).toBe(true);
    expect(list.slice(builtIns).map((r) => r.name)).toEqual(['apple', 'Banana', 'cherry']);
    const names = list.slice(0, builtIns).map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    libs.dispose();
    await tab.close();
  });

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
    const tab = await openTab(backend, 'Nia');
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

  it('says "There was an error saving your collection" when the save is refused', async () => {
    const { tab, libs } = await withLibraries('Max');
    // The database keeps at most 1000 ids per list: the 1001st makes the save fail for real.
    for (let id = 1; id <= 1001; id += 1) libs.addToCollection('weapons', id);
    await tab.clock.advance(3000);
    await eventually(() => tab.toasts.some((t) => t.message === COLLECTION_SAVE_ERROR), 5000, 'error toast');
    libs.dispose();
    await tab.close();
  });

  it('refuses an unknown kind with "Invalid homebrew type"', async () => {
    const { tab, libs } = await withLibraries('Ned');
    expect(() => libs.library('spells' as HomebrewKind)).toThrow(INVALID_HOMEBREW_TYPE);
    await expect(libs.save('spells' as 'items', item('x'))).rejects.toThrow(INVALID_HOMEBREW_TYPE);
    expect(() => libs.addToCollection('spells' as HomebrewKind, 1)).toThrow(INVALID_HOMEBREW_TYPE);
    libs.dispose();
    await tab.close();
  });

  it("surfaces the database's cap message", async () => {
    const { tab, libs } = await withLibraries('Oz');
    await backend.db.admin((tx) =>
      tx.query(`update private.settings set value = 1 where key = 'homebrew_publish_cap'`),
    );
    try {
      expect(await libs.save('items', item('First', { public: true }))).not.toBeNull();
      expect(await libs.save('items', item('Second', { public: true }))).toBeNull();
      expect(tab.toasts).toContainEqual({
        message: "You have reached your account's limit on public homebrew creations.",
        tone: 'error',
      });
    } finally {
      await backend.db.admin((tx) =>
        tx.query(`update private.settings set value = 50 where key = 'homebrew_publish_cap'`),
      );
    }
    libs.dispose();
    await tab.close();
  });

  it('retries a kind whose rows failed to load, without a new login', async () => {
    const tab = await openTab(backend, 'Rhea');
    await tab.client.from('homebrew_weapons').insert({
      name: 'Rhea blade',
      data: {
        slot: 'primary',
        trait: 'Agility',
        range: 'Melee',
        damage: 'd8',
        damageType: 'physical',
        tier: 1,
        burden: 1,
      },
    });
    // A real refusal by the database: the weapons table cannot be read for a moment.
    await backend.db.admin((tx) => tx.query('revoke select on public.homebrew_weapons from authenticated'));
    let libs: HomebrewLibraries | null = null;
    try {
      libs = createHomebrewLibraries({
        client: tab.client,
        bus: tab.bus,
        session: tab.session,
        clock: tab.clock,
      });
      const opened = libs;
      await eventually(() => opened.library('weapons').loadError !== null, 5000, 'weapons failed');
      await eventually(() => opened.library('items').hydrated, 5000, 'items loaded');
      expect(opened.library('weapons').hydrated).toBe(false);
      expect(tab.toasts.some((t) => t.tone === 'error' && /homebrew_weapons/.test(t.message))).toBe(true);
    } finally {
      await backend.db.admin((tx) => tx.query('grant select on public.homebrew_weapons to authenticated'));
    }
    await libs.hydrate();
    expect(libs.library('weapons')).toMatchObject({ hydrated: true, loadError: null });
    expect(libs.library('weapons').homebrew.map((w) => w.name)).toEqual(['Rhea blade']);
    libs.dispose();
    await tab.close();
  });

  it('gains the built-ins when they arrive after the homebrew, sorted in with it', async () => {
    const tab = await openTab(backend, 'Quin');
    await tab.client.from('homebrew_items').insert({ name: 'Amber lamp', data: { description: 'Light' } });
    const libs = createHomebrewLibraries({ client: tab.client, bus: tab.bus, session: tab.session });
    await eventually(() => HOMEBREW_KINDS.every((k) => libs.library(k).hydrated), 5000, 'hydrated');
    expect(libs.library('items').builtinsLoaded).toBe(false);
    expect(libs.library('items').list.map((r) => r.name)).toEqual(['Amber lamp']);
    await libs.loadBuiltins();
    const items = libs.library('items');
    expect(items.builtinsLoaded).toBe(true);
    expect(items.list).toHaveLength(BUILTIN_HOMEBREW.items.length + 1);
    expect(items.list).toEqual(sortHomebrew([...BUILTIN_HOMEBREW.items, ...items.homebrew]));
    libs.dispose();
    await tab.close();
  });

  it('resets to built-in content on sign-out', async () => {
    const { tab, libs } = await withLibraries('Pia');
    await libs.save('armor', {
      name: 'Bark Plate',
      public: false,
      score: 4,
      majorThreshold: 6,
      severeThreshold: 12,
      tier: 1,
      feature: null,
    });
    expect(libs.library('armor').homebrew).toHaveLength(1);
    expect(await tab.session.signOut()).toBeNull();
    await eventually(() => !libs.library('armor').hydrated, 5000, 'cleared');
    expect(libs.library('armor').homebrew).toEqual([]);
    expect(libs.library('armor').list).toHaveLength(BUILTIN_HOMEBREW.armor.length);
    libs.dispose();
    await tab.close();
  });
});

describe('homebrew rows that do not fit their kind', () => {
  it('are left out with a message naming the field; the other rows stay', async () => {
    const tab = await openTab(backend, 'Odd Smith');
    // A row stored before the database checked whole documents (a modify map's keys are the rules' stat
    // names; "luck" is none): the database refuses such a document now, but old rows stay, so the client
    // still parses every row. The check is lifted for this one insert, as it was then.
    const { id: _id, name: _name, ...weapon } = BUILTIN_HOMEBREW.weapons[0]!;
    const data = { ...weapon, feature: { name: 'Lucky', description: 'Luck.', modify: { luck: 1 } } };
    const refused = await tab.client.from('homebrew_weapons').insert({ name: 'Bent sword', data });
    expect(refused.error?.code).toBe('23514');
    await backend.db.admin((tx) =>
      tx.query(`alter table public.homebrew_weapons drop constraint homebrew_weapons_data_shape`),
    );
    const bad = await tab.client
      .from('homebrew_weapons')
      .insert({ name: 'Bent sword', data })
      .select('id')
      .single();
    await backend.db.admin((tx) =>
      tx.query(
        `alter table public.homebrew_weapons add constraint homebrew_weapons_data_shape
           check (private.homebrew_shape_ok('weapons', data)) not valid`,
      ),
    );
    expect(bad.error).toBeNull();
    await tab.client.from('homebrew_items').insert({ name: 'Good rope', data: { description: 'Rope' } });
    const libs = createHomebrewLibraries({
      client: tab.client,
      bus: tab.bus,
      session: tab.session,
      clock: tab.clock,
    });
    await eventually(() => HOMEBREW_KINDS.every((k) => libs.library(k).hydrated), 5000, 'hydrated');
    expect(libs.library('weapons').homebrew).toEqual([]);
    expect(libs.library('items').homebrew.map((r) => r.name)).toEqual(['Good rope']);
    expect(tab.toasts).toEqual([
      {
        message: expect.stringMatching(
          new RegExp(`^Could not read homebrew weapons ${bad.data!.id}: data\\.`),
        ),
        tone: 'error',
      },
    ]);
    libs.dispose();
    await tab.close();
  });

  it('two devices editing one record: a save based on an older revision is refused, overwrites nothing, and shows theirs', async () => {
    const { tab: a, libs: first } = await withLibraries('Jun');
    const created = (await first.save('items', item('Shared Lantern')))!;
    expect(created.revision).toBe(1);
    // The same player on a second device, which loads the record at revision 1.
    const b = await openTab(backend);
    await b.session.signIn({ email: a.user!.email, password: a.user!.password });
    const second = createHomebrewLibraries({
      client: b.client,
      bus: b.bus,
      session: b.session,
      clock: b.clock,
    });
    await eventually(() => second.library('items').hydrated, 5000, 'second device hydrated');
    const loadedOnB = second.library('items').homebrew.find((r) => r.id === created.id)!;
    expect(loadedOnB.revision).toBe(1);

    const fromA = await first.save(
      'items',
      { ...created, description: 'Written on A' },
      { expectedRevision: 1 },
    );
    expect(fromA?.revision).toBe(2);

    let theirs: HomebrewRecord<'items'> | null = null;
    const fromB = await second.save(
      'items',
      { ...loadedOnB, description: 'Written on B' },
      { expectedRevision: loadedOnB.revision, onConflict: (record) => (theirs = record) },
    );
    expect(fromB).toBeNull();
    expect(b.toasts).toContainEqual({ message: HOMEBREW_CHANGED_ELSEWHERE, tone: 'error' });
    expect(theirs).toMatchObject({ description: 'Written on A', revision: 2 });
    expect(second.library('items').homebrew.find((r) => r.id === created.id)).toMatchObject({
      description: 'Written on A',
    });
    const onServer = async () =>
      (await a.client.from('homebrew_items').select('revision, data').eq('id', Number(created.id)).single())
        .data;
    expect(await onServer()).toMatchObject({ revision: 2, data: { description: 'Written on A' } });

    // Made again over the version it now shows, B's change applies.
    const again = await second.save(
      'items',
      { ...theirs!, description: 'Written on B' },
      { expectedRevision: 2 },
    );
    expect(again).toMatchObject({ description: 'Written on B', revision: 3 });
    // A save without an expected revision still applies (callers from before the check), and still counts.
    expect(await first.save('items', { ...created, description: 'Unchecked' })).toMatchObject({
      revision: 4,
    });
    // The revision is the server's: a client cannot set it, and the precondition is never stored.
    const forged = await a.client
      .from('homebrew_items')
      .update({ revision: 99 })
      .eq('id', Number(created.id))
      .select('revision, expected_revision')
      .single();
    expect(forged.data).toEqual({ revision: 5, expected_revision: null });
    first.dispose();
    second.dispose();
    await a.close();
    await b.close();
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
