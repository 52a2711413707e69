// The wired data stores against the real embedded backend: a character edit in a campaign reaches the
// dashboard, signing out leaves no open channel and resets every store, and a character with homebrew shows
// its sheet numbers on the dashboard. Joining with an invite is in ./data-stores-join.test.ts.
import { describe, expect, it } from 'vitest';
import { activeConditions, dashboardClassText, deriveSheet, newCharacter } from '@duality/rules';
import { BUILTIN_ARMOR, BUILTIN_CLASSES, BUILTIN_HOMEBREW, BUILTIN_SUBCLASSES } from '@duality/rules/content';
import { testBackend } from '../test/testing';
import { eventually, openChannelCount } from '../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../test/campaigns';
import { advanceUntil } from '../test/manual-clock';
import { openTab, requestsInFlight } from '../test/players';
import { createDataStores } from './data-stores';
import { memoryKeyValueStorage } from './shared/storage';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

describe('data stores together', () => {
  it('sends a campaign character edit to the dashboard, and signing out leaves no open channel', async () => {
    const gm = await openTab(backend, 'Wired Gm');
    const campaignId = await createCampaign(gm.client, 'Moonlit Pass');
    const player = await openTab(backend, 'Wired Player');
    const characterId = await createCharacter(player.client, { name: 'Ash', level: 1 });
    await joinCampaign(gm.client, player.client, campaignId, characterId);

    const stores = createDataStores({
      client: player.client,
      bus: player.bus,
      session: player.session,
      storage: memoryKeyValueStorage(),
      clock: player.clock,
    });
    await eventually(() => stores.characters.state.status === 'ready', 5000, 'characters');
    await eventually(() => stores.campaigns.state.joined.length === 1, 5000, 'joined campaign');
    await eventually(() => stores.homebrew.library('items').hydrated, 5000, 'homebrew');
    await stores.campaignHomebrew.hydrate(campaignId);
    await stores.dashboard.watch(campaignId);
    // Two channels: the user's (their campaigns and dashboard rows, every link kind) and the campaign's.
    expect(openChannelCount(player.client)).toBe(2);

    // The join moved the character server-side (campaign and revision); the store loaded it after.
    expect(stores.characters.get(characterId)?.character.campaign).toBe(campaignId);
    stores.characters.update(characterId, (c) => ({ ...c, resources: { ...c.resources, hope: 5 } }));
    await advanceUntil(
      player.clock,
      () => stores.dashboard.state.campaigns[campaignId]?.rows[0]?.hope.current === 5,
      {
        step: 100,
        ms: 15_000,
        what: 'dashboard row updated',
        holdWhile: () => requestsInFlight(player) > 0,
      },
    );
    expect(stores.characters.state.conflicts).toEqual([]);

    expect(await player.session.signOut()).toBeNull();
    await eventually(() => openChannelCount(player.client) === 0, 5000, 'no channel left');
    expect(stores.characters.state).toMatchObject({ status: 'signed-out', characters: [] });
    expect(stores.campaigns.state.joined).toEqual([]);
    expect(stores.campaignHomebrew.state.hydrated).toBe(false);
    expect(stores.dashboard.state.campaigns).toEqual({});
    expect(stores.homebrew.library('items').hydrated).toBe(false);
    expect(stores.homebrew.library('items').list).toHaveLength(BUILTIN_HOMEBREW.items.length);
    await stores.dispose();
    await player.close();
    await gm.close();
  });
});

describe('dashboard equals sheet', () => {
  it('a character with a homebrew class, subclass and armor shows its sheet numbers on the dashboard', async () => {
    const gm = await openTab(backend, 'Sheet Gm');
    const campaignId = await createCampaign(gm.client, 'Mirror Hall');
    const player = await openTab(backend, 'Sheet Player');
    const stores = createDataStores({
      client: player.client,
      bus: player.bus,
      session: player.session,
      storage: memoryKeyValueStorage(),
      clock: player.clock,
    });
    await eventually(() => stores.homebrew.library('classes').hydrated, 5000, 'homebrew');

    // Homebrew made from built-ins, with numbers no built-in has: 11 hit points, a foundation feature worth two
    // stress slots, armor score 9. A catalog without the player's homebrew would get every one of them wrong.
    const { id: _c, ...baseClass } = BUILTIN_CLASSES[0]!;
    const cls = await stores.homebrew.save('classes', {
      ...baseClass,
      name: 'Tidecaller',
      startingHitPoints: 11,
    });
    const { id: _s, ...baseSubclass } = BUILTIN_SUBCLASSES[0]!;
    const boon = { name: 'Deep Reserves', description: 'Two more stress slots.', modify: { stressSlot: 2 } };
    const sub = await stores.homebrew.save('subclasses', {
      ...baseSubclass,
      name: 'Undertow',
      class: cls!.id,
      foundation: { ...baseSubclass.foundation, features: [boon] },
    });
    const { id: _a, ...baseArmor } = BUILTIN_ARMOR[0]!;
    const armor = await stores.homebrew.save('armor', { ...baseArmor, name: 'Kelp Mail', score: 9 });
    expect([cls, sub, armor].every(Boolean)).toBe(true);

    const created = await stores.characters.create({
      ...newCharacter(),
      name: 'Maren',
      baseClass: cls!.id,
      subclass: [sub!.id],
      inventory: {
        ...newCharacter().inventory,
        armor: {
          id: 'worn',
          itemId: armor!.id,
          name: 'Kelp Mail',
          equipped: true,
          notes: '',
          attachment: null,
        },
      },
    });
    const characterId = created!.id;
    await joinCampaign(gm.client, player.client, campaignId, characterId);
    await stores.characters.load();
    await eventually(
      () => stores.characters.get(characterId)?.character.campaign === campaignId,
      5000,
      'joined',
    );

    const view = createDataStores({
      client: gm.client,
      bus: gm.bus,
      session: gm.session,
      storage: memoryKeyValueStorage(),
      clock: gm.clock,
    });
    await view.dashboard.watch(campaignId);
    await eventually(() => gm.client.getChannels().some((c) => c.state === 'joined'), 5000, 'gm channel');

    const edited = stores.characters.update(characterId, (c) => ({
      ...c,
      resources: { health: 4, stress: 7, armor: 3, hope: 5 },
      conditions: ['hidden'],
    }));
    const rowOf = () => view.dashboard.state.campaigns[campaignId]?.rows[0];
    await advanceUntil(player.clock, () => rowOf()?.character_class === 'Tidecaller', {
      step: 100,
      what: 'dashboard row updated',
      holdWhile: () => requestsInFlight(player) > 0,
    });

    const catalog = await stores.catalog.load();
    const sheet = deriveSheet(edited, catalog);
    expect(sheet.slots.health).toBe(11);
    expect(sheet.slots.armor).toBe(9);
    const row = rowOf()!;
    expect({
      name: row.character_name,
      class: row.character_class,
      level: row.character_level,
      health: row.health,
      stress: row.stress,
      armor: row.armor,
      hope: row.hope,
      defense: [row.evasion, row.major_threshold, row.severe_threshold],
      conditions: row.conditions,
    }).toEqual({
      name: 'Maren',
      class: dashboardClassText(edited, catalog),
      level: edited.level,
      health: { current: 4, max: sheet.slots.health },
      stress: { current: 7, max: sheet.slots.stress },
      armor: { current: 3, max: sheet.slots.armor },
      hope: { current: 5, max: sheet.slots.hope },
      defense: [sheet.evasion, sheet.thresholds.major, sheet.thresholds.severe],
      conditions: activeConditions(edited.conditions, edited.resources, sheet.slots),
    });
    expect(row.conditions).toContain('hidden');
    expect(sheet.slots.stress).toBe(deriveSheet({ ...edited, subclass: [] }, catalog).slots.stress + 2);

    await view.dispose();
    await stores.dispose();
    await player.close();
    await gm.close();
  });
});
