// What the campaign sees of a character ends with its membership, live: against the real embedded backend, the
// game master's table and dashboard stores hold two players' cards and rolls; a kick, then a leave, through the
// product's server functions, takes each player's card and every roll of theirs off the game master's screen
// through the realtime deletes alone (no read again), and leaves the other player's alone.
import { invokeFunction } from '@duality/supabase';
import { describe, expect, it } from 'vitest';
import { testBackend } from '../../test/testing';
import { eventually } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { openTab, type Tab } from '../../test/players';
import { createDashboardStore } from '../dashboard/dashboard-store';
import { kickResultSchema, leaveResultSchema } from '../rows/function-results';
import { createGmTableStore } from './gm-table-store';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

async function roll(player: Tab, characterId: number): Promise<number> {
  const { data, error } = await player.client.rpc('roll_dice', {
    p_character_id: characterId,
    p_kind: 'action',
    p_label: 'Agility action roll',
    p_modifier: 0,
    p_edge: 'none',
    p_dice: [],
  });
  if (error) throw new Error(error.message);
  return data.id;
}

describe("the game master's table after a kick or a leave", () => {
  it("drops the player's card and every roll of theirs live, and keeps the other player's", async () => {
    // Once armed, every REST read the game master's page makes is noted: the removal must arrive without one.
    let armed = false;
    const reads: string[] = [];
    const noting = (async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (armed && url.includes('/rest/v1/')) reads.push(url);
      return globalThis.fetch(input, init);
    }) as typeof fetch;
    const gm = await openTab(backend, 'Parting Gm', { fetch: noting });
    const campaignId = await createCampaign(gm.client, 'Parting Ways');
    const services = { client: gm.client, bus: gm.bus, clock: gm.clock, session: gm.session };
    const table = createGmTableStore(services);
    const dashboard = createDashboardStore(services);
    const players: { tab: Tab; characterId: number; dashboardId: number }[] = [];
    for (const who of ['Ash', 'Briar']) {
      const tab = await openTab(backend, `Parting ${who}`);
      const characterId = await createCharacter(tab.client, { name: who, level: 1 });
      const dashboardId = await joinCampaign(gm.client, tab.client, campaignId, characterId);
      players.push({ tab, characterId, dashboardId });
    }
    const [ash, briar] = players as [(typeof players)[0], (typeof players)[0]];
    const stopTable = await table.watch(campaignId);
    const stopDashboard = await dashboard.watch(campaignId);
    const rollsOf = (characterId: number) =>
      (table.state.campaigns[campaignId]?.rolls ?? []).filter((r) => r.character_id === characterId);
    const cardOf = (characterId: number) =>
      dashboard.state.campaigns[campaignId]?.rows.find((r) => r.character_id === characterId);

    for (const p of [ash, ash, briar]) await roll(p.tab, p.characterId);
    await eventually(() => rollsOf(ash.characterId).length === 2, 5000, "Ash's rolls in the log");
    await eventually(() => rollsOf(briar.characterId).length === 1, 5000, "Briar's roll in the log");
    expect(cardOf(ash.characterId)).toBeDefined();
    // From here on the stores may change only through what realtime delivers.
    armed = true;

    await invokeFunction(gm.client, 'kick-from-campaign', { dashboardId: ash.dashboardId }, kickResultSchema);
    await eventually(
      () => rollsOf(ash.characterId).length === 0 && cardOf(ash.characterId) === undefined,
      5000,
      "Ash's card and rolls gone from the game master's screen",
    );
    expect(rollsOf(briar.characterId)).toHaveLength(1);
    expect(cardOf(briar.characterId)).toBeDefined();

    await invokeFunction(briar.tab.client, 'leave-campaign', { campaignId }, leaveResultSchema);
    await eventually(
      () => rollsOf(briar.characterId).length === 0 && cardOf(briar.characterId) === undefined,
      5000,
      "Briar's card and roll gone from the game master's screen",
    );
    expect(table.state.campaigns[campaignId]?.rolls).toEqual([]);
    expect(dashboard.state.campaigns[campaignId]?.rows).toEqual([]);
    expect(reads).toEqual([]);
    // The database agrees, and this read is the first the note holds (so the note above could have held one).
    const left = await gm.client.from('campaign_rolls').select('id').eq('campaign_id', campaignId);
    expect(left.data).toEqual([]);
    expect(reads).toHaveLength(1);
    await stopTable();
    await stopDashboard();
  });
});
