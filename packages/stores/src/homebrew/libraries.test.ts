// The homebrew libraries against the real embedded backend (one per file): loading, writes, sorting, failures
// and sign-out. Bookmarks are in ./library-bookmarks.test.ts, rows that do not fit and two devices in
// ./library-conflicts.test.ts; the backend and tabs are ../../test/library-tabs.ts.
import { describe, expect, it } from 'vitest';
import { HOMEBREW_KINDS, INVALID_HOMEBREW_TYPE, sortHomebrew, type HomebrewKind } from '@duality/rules';
import { BUILTIN_HOMEBREW } from '@duality/rules/content';
import { eventually } from '../../test/backend';
import { item, librariesBackendFixture } from '../../test/library-tabs';
import { openTab } from '../../test/players';
import { createHomebrewLibraries, type HomebrewLibraries } from './libraries';

const { env, withLibraries } = librariesBackendFixture();

describe('homebrew libraries', () => {
  it('starts without built-ins until they are loaded, not hydrated; hydrates after login, or at start when signed in', async () => {
    const anonymous = await openTab(env.backend);
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
    const elsewhere = await openTab(env.backend, 'Gus');
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
    await env.backend.db.admin((tx) =>
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
      await env.backend.db.admin((tx) =>
        tx.query(`update private.settings set value = 50 where key = 'homebrew_publish_cap'`),
      );
    }
    libs.dispose();
    await tab.close();
  });

  it('retries a kind whose rows failed to load, without a new login', async () => {
    const tab = await openTab(env.backend, 'Rhea');
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
    await env.backend.db.admin((tx) =>
      tx.query('revoke select on public.homebrew_weapons from authenticated'),
    );
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
      await env.backend.db.admin((tx) =>
        tx.query('grant select on public.homebrew_weapons to authenticated'),
      );
    }
    await libs.hydrate();
    expect(libs.library('weapons')).toMatchObject({ hydrated: true, loadError: null });
    expect(libs.library('weapons').homebrew.map((w) => w.name)).toEqual(['Rhea blade']);
    libs.dispose();
    await tab.close();
  });

  it('gains the built-ins when they arrive after the homebrew, sorted in with it', async () => {
    const tab = await openTab(env.backend, 'Quin');
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
