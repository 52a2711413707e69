// The game master's table races its first snapshot: the snapshot is read after the channel joined, but the
// table's answers are held back here (read by the server, not yet handed to the store) while Fear, the roll
// log, its sharing, a countdown and a revealed adversary card all change. The table must end with the
// server's values, not the snapshot's older ones. Against the real embedded backend; the order is forced by
// the held answers, not by timing.
import { describe, expect, it } from 'vitest';
import { testBackend } from '../../test/testing';
import { eventually } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { heldReads } from '../../test/held-reads';
import { openTab } from '../../test/players';
import { createEncounterStore } from './encounter-store';
import { createGmTableStore } from './gm-table-store';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

const TABLE_READS =
  /\/rest\/v1\/(campaigns\?select=id|campaign_rolls|campaign_settings|campaign_countdowns|campaign_encounter_adversaries)/;

describe('game master table snapshot', () => {
  it("ends with the server's values when every table changes while the snapshot is on its way", async () => {
    const network = heldReads((url) => TABLE_READS.test(url));
    const gm = await openTab(backend, 'Held Table Gm', { fetch: network.fetch });
    const campaignId = await createCampaign(gm.client, 'Held Table');
    const player = await openTab(backend, 'Held Table Player');
    const characterId = await createCharacter(player.client, { name: 'Sable' });
    await joinCampaign(gm.client, player.client, campaignId, characterId);
    const encounters = createEncounterStore({ client: gm.client, bus: gm.bus, clock: gm.clock });
    const card = { adversaryId: 'core_adversary_bear', label: 'Bear', hpMarked: 0, stressMarked: 0 };
    const saved = await encounters.save(
      campaignId,
      { name: 'Den', environmentId: null, cards: [{ ...card, conditions: [], revealed: false }] },
      {},
    );
    expect(saved.ok).toBe(true);
    const store = createGmTableStore({
      client: gm.client,
      bus: gm.bus,
      clock: gm.clock,
      session: gm.session,
    });

    network.arm();
    const watching = store.watch(campaignId);
    await network.read; // the server has read the snapshot: nothing of what follows
    expect((await gm.client.rpc('change_fear', { p_campaign_id: campaignId, p_delta: 2 })).error).toBeNull();
    const rolled = await player.client.rpc('roll_dice', {
      p_character_id: characterId,
      p_kind: 'damage',
      p_label: 'Claws',
      p_modifier: 1,
      p_edge: 'none',
      p_dice: [{ die: 6, count: 1 }],
    });
    expect(rolled.error).toBeNull();
    expect(await store.setRollLogShared(campaignId, true)).toBe(true);
    expect(await store.addCountdown(campaignId, { name: 'Flood', kind: 'standard', start: 3 })).toEqual({
      ok: true,
    });
    const bear = encounters.state.campaigns[campaignId]!.encounters[0]!.cards[0]!;
    expect(await encounters.updateCard(bear, { revealed: true })).toBe(true);

    // Heard while the snapshot is still held.
    const table = () => store.state.campaigns[campaignId];
    await eventually(
      () =>
        table()?.fear === 2 &&
        table()?.rolls.length === 1 &&
        table()?.shared === true &&
        table()?.countdowns.length === 1 &&
        table()?.revealed.length === 1,
      5000,
      'every change heard while loading',
    );
    expect(table()?.status).toBe('loading');

    network.release();
    const stop = await watching;
    expect(table()).toMatchObject({
      status: 'ready',
      fear: 2,
      shared: true,
      rolls: [{ id: rolled.data!.id, label: 'Claws' }],
      countdowns: [{ name: 'Flood', value: 3 }],
      revealed: [{ label: 'Bear', revealed: true }],
    });
    await stop();
    encounters.dispose();
    await store.dispose();
    await player.close();
    await gm.close();
  });
});
