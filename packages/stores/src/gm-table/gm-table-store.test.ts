// The game master's table against the real embedded backend: a player's roll with Fear reaches the game
// master's log and raises Fear on both screens; the log reaches the other players only once shared; a visible
// countdown ticks on a player's screen, a hidden one never reaches it, and hiding one takes it away; the same
// for an adversary card the game master reveals, marks and hides again.
import { describe, expect, it } from 'vitest';
import { testBackend } from '../../test/testing';
import { eventually, openChannelCount } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { openTab, type Tab } from '../../test/players';
import { createEncounterStore } from './encounter-store';
import { createGmTableStore, type GmTableStore } from './gm-table-store';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

const storeOf = (tab: Tab) =>
  createGmTableStore({ client: tab.client, bus: tab.bus, clock: tab.clock, session: tab.session });

async function table(name: string) {
  const gm = await openTab(backend, `${name} Gm`);
  const campaignId = await createCampaign(gm.client, name);
  const players: { tab: Tab; characterId: number; store: GmTableStore }[] = [];
  for (const who of ['Ash', 'Briar']) {
    const tab = await openTab(backend, `${name} ${who}`);
    const characterId = await createCharacter(tab.client, { name: who, level: 1 });
    await joinCampaign(gm.client, tab.client, campaignId, characterId);
    players.push({ tab, characterId, store: storeOf(tab) });
  }
  return { gm, gmStore: storeOf(gm), campaignId, players };
}

/** The server draws the dice: rolls until they come up with Fear (about one roll in two does). */
async function rollWithFear(player: Tab, characterId: number) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const { data, error } = await player.client.rpc('roll_dice', {
      p_character_id: characterId,
      p_kind: 'action',
      p_label: 'Agility',
      p_modifier: 2,
      p_edge: 'none',
      p_dice: [],
    });
    if (error?.code === 'PT429') {
      await new Promise((resolve) => setTimeout(resolve, 600));
      continue;
    }
    if (error) throw new Error(error.message);
    if (data.outcome === 'fear') return { id: data.id, total: data.total };
  }
  throw new Error('no roll with Fear in 60 rolls');
}

describe('game master table store', () => {
  it("keeps a live change heard while the table's snapshot was on its way (the snapshot, read before, lost it)", async () => {
    // The snapshot's read of the campaign's Fear reaches the server at once, and its answer is held back
    // until the game master's own change has been made and heard live.
    let hold: Promise<void> | null = null;
    let release = () => undefined as void;
    let readAnswered = false;
    const slowSnapshot = (async (input, init) => {
      const res = await globalThis.fetch(input, init);
      const url = decodeURIComponent(String(input instanceof Request ? input.url : input));
      if (hold && /\/rest\/v1\/campaigns\?select=id, ?fear/.test(url)) {
        readAnswered = true;
        await hold;
      }
      return res;
    }) as typeof fetch;
    const gm = await openTab(backend, 'Held Snapshot Gm', { fetch: slowSnapshot });
    const campaignId = await createCampaign(gm.client, 'Held Snapshot');
    const gmStore = storeOf(gm);
    hold = new Promise<void>((resolve) => (release = resolve));
    const watching = gmStore.watch(campaignId);
    await eventually(() => readAnswered, 5000, 'the snapshot read answered');
    const changed = await gm.client.rpc('change_fear', { p_campaign_id: campaignId, p_delta: 1 });
    expect(changed.error).toBeNull();
    await eventually(() => gmStore.state.campaigns[campaignId]?.fear === 1, 5000, 'the Fear heard live');
    release();
    const stop = await watching;
    expect(gmStore.state.campaigns[campaignId]).toMatchObject({ status: 'ready', fear: 1 });
    await stop();
  });

  it('shows a roll with Fear to the game master and raises Fear live for everyone; shares the log on demand', async () => {
    const { gm, gmStore, campaignId, players } = await table('Ember Hall');
    const [ash, briar] = players as [(typeof players)[0], (typeof players)[0]];
    const stopGm = await gmStore.watch(campaignId);
    const stopAgain = await gmStore.watch(campaignId);
    // One channel (Fear, rolls, settings, countdowns, cards on it) however many views watch.
    expect(openChannelCount(gm.client)).toBe(1);
    const stopBriar = await briar.store.watch(campaignId);
    expect(gmStore.state.campaigns[campaignId]).toMatchObject({
      status: 'ready',
      fear: 0,
      rolls: [],
      shared: false,
    });

    const { id: rollId, total } = await rollWithFear(ash.tab, ash.characterId);
    await eventually(
      () => gmStore.state.campaigns[campaignId]?.rolls[0]?.id === rollId,
      5000,
      'roll in the log',
    );
    expect(gmStore.state.campaigns[campaignId]!.rolls[0]).toMatchObject({
      character_name: 'Ash',
      outcome: 'fear',
      total,
      offline: false,
    });
    await eventually(() => gmStore.state.campaigns[campaignId]?.fear === 1, 5000, "GM's Fear");
    await eventually(() => briar.store.state.campaigns[campaignId]?.fear === 1, 5000, "player's Fear");
    // Not shared: another player reads none of the log.
    expect(briar.store.state.campaigns[campaignId]!.rolls).toEqual([]);

    expect(await gmStore.setRollLogShared(campaignId, true)).toBe(true);
    await eventually(
      () => briar.store.state.campaigns[campaignId]?.rolls[0]?.id === rollId,
      5000,
      'shared log',
    );
    await stopAgain();
    await stopGm();
    await stopBriar();
    expect(gmStore.state.campaigns[campaignId]).toBeUndefined();
  });

  it('moves a visible countdown on a player screen; a hidden one never reaches it; hiding takes it away', async () => {
    const { gmStore, campaignId, players } = await table('Clock Tower');
    const player = players[0]!.store;
    await gmStore.watch(campaignId);
    await player.watch(campaignId);
    expect(
      await gmStore.addCountdown(campaignId, { name: 'Ritual', kind: 'standard', start: 3, visible: true }),
    ).toEqual({ ok: true });
    expect(await gmStore.addCountdown(campaignId, { name: 'Ambush', kind: 'standard', start: 2 })).toEqual({
      ok: true,
    });
    expect(await gmStore.addCountdown(campaignId, { name: '  ', kind: 'standard', start: 2 })).toEqual({
      ok: false,
      message: 'Give the countdown a name.',
    });
    await eventually(
      () => gmStore.state.campaigns[campaignId]?.countdowns.length === 2,
      5000,
      'GM countdowns',
    );
    await eventually(
      () => player.state.campaigns[campaignId]?.countdowns.length === 1,
      5000,
      'visible countdown',
    );
    const ritual = gmStore.state.campaigns[campaignId]!.countdowns.find((c) => c.name === 'Ritual')!;
    expect(await gmStore.tickCountdown(ritual)).toEqual({ ok: true, triggered: false });
    await eventually(
      () => player.state.campaigns[campaignId]?.countdowns[0]?.value === 2,
      5000,
      'tick reaches player',
    );
    expect(player.state.campaigns[campaignId]!.countdowns.map((c) => c.name)).toEqual(['Ritual']);

    const ticked = gmStore.state.campaigns[campaignId]!.countdowns.find((c) => c.name === 'Ritual')!;
    expect(await gmStore.setCountdownVisible(ticked, false)).toBe(true);
    await eventually(
      () => player.state.campaigns[campaignId]?.countdowns.length === 0,
      5000,
      'hidden from player',
    );
    // Hiding replaces the row by a hidden copy under a new id: the game master hears the delete, then the copy.
    const hiddenRitual = () =>
      gmStore.state.campaigns[campaignId]?.countdowns.find((c) => c.name === 'Ritual' && !c.visible);
    await eventually(() => hiddenRitual() !== undefined, 5000, 'GM keeps it hidden');
    expect(gmStore.state.campaigns[campaignId]!.countdowns.every((c) => !c.visible)).toBe(true);
    const hidden = hiddenRitual()!;
    expect(hidden.value).toBe(2);
    expect(await gmStore.removeCountdown(hidden)).toBe(true);
    await eventually(() => gmStore.state.campaigns[campaignId]?.countdowns.length === 1, 5000, 'removed');
    // A player cannot make one: the database refuses.
    const refused = await player.addCountdown(campaignId, { name: 'Mine', kind: 'standard', start: 2 });
    expect(refused.ok).toBe(false);
  });

  it('shows a revealed adversary card to a player, marks and all; hiding it takes it away', async () => {
    const { gm, gmStore, campaignId, players } = await table('Wolf Den');
    const player = players[0]!.store;
    const encounters = createEncounterStore({
      client: gm.client,
      bus: gm.bus,
      clock: gm.clock,
      session: gm.session,
    });
    const saved = await encounters.save(
      campaignId,
      {
        name: 'Den',
        environmentId: null,
        cards: ['core_adversary_dire_wolf', 'core_adversary_bear'].map((adversaryId, i) => ({
          adversaryId,
          label: `Foe ${i + 1}`,
          hpMarked: 0,
          stressMarked: 0,
          conditions: [],
          revealed: false,
        })),
      },
      {},
    );
    expect(saved.ok).toBe(true);
    await gmStore.watch(campaignId);
    await player.watch(campaignId);
    const cards = () => encounters.state.campaigns[campaignId]!.encounters[0]!.cards;
    const shown = () => player.state.campaigns[campaignId]?.revealed ?? [];
    expect(shown()).toEqual([]);

    expect(await encounters.updateCard(cards()[1]!, { revealed: true })).toBe(true);
    await eventually(() => shown().length === 1, 5000, 'the revealed card reaches the player');
    expect(shown()[0]).toMatchObject({ label: 'Foe 2', adversary_id: 'core_adversary_bear', hp_marked: 0 });
    expect(await encounters.updateCard(cards()[1]!, { hp_marked: 3 })).toBe(true);
    await eventually(() => shown()[0]?.hp_marked === 3, 5000, 'a mark reaches the player');
    // A mark on a hidden card reaches no one but the game master.
    expect(await encounters.updateCard(cards()[0]!, { hp_marked: 1 })).toBe(true);

    const revealedId = cards()[1]!.id;
    expect(await encounters.updateCard(cards()[1]!, { revealed: false })).toBe(true);
    await eventually(() => shown().length === 0, 5000, 'the hidden card leaves the player');
    // The game master keeps the card, marks and place, under the new id of its hidden copy.
    expect(cards().map((c) => [c.label, c.hp_marked, c.revealed])).toEqual([
      ['Foe 1', 1, false],
      ['Foe 2', 3, false],
    ]);
    expect(cards()[1]!.id).not.toBe(revealedId);
    expect(gmStore.state.campaigns[campaignId]!.revealed).toEqual([]);
    // A player cannot hide or reveal one.
    const refused = await players[0]!.tab.client.rpc('conceal_encounter_card', { p_card_id: cards()[1]!.id });
    expect(refused.error).not.toBeNull();
    encounters.dispose();
  });
});
