// The roll publisher against the real embedded backend: a roll lands in campaign_rolls, a roll with Fear gives
// the game master exactly one Fear, a roll made offline waits (across a reload) and is sent once back online,
// and a roll the campaign refuses is told, not retried for ever.
import { describe, expect, it } from 'vitest';
import { dualityLogEntry, fixedDice, rollDualityDice } from '@duality/rules';
import { testBackend } from '../../test/testing';
import { cuttableNetwork } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { advanceUntil } from '../../test/manual-clock';
import { openTab, type Tab, requestsInFlight } from '../../test/players';
import { memoryKeyValueStorage } from '../shared/storage';
import { campaignRollOf, createRollPublisher, ROLL_NOT_SHARED } from './roll-publisher';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

const roll = (hope: number, fear: number, id: string) =>
  dualityLogEntry(
    rollDualityDice({ kind: 'action', trait: 'agility', traitValue: 2 }, fixedDice([hope, fear])),
    { id, what: 'Agility action roll', time: '2026-11-26T12:00:00Z' },
  );

async function table(tag: string, options: Parameters<typeof openTab>[2] = {}) {
  const gm = await openTab(backend, `Gm ${tag}`);
  const player = await openTab(backend, `Player ${tag}`, options);
  const campaignId = await createCampaign(gm.client, `Keep ${tag}`);
  const characterId = await createCharacter(player.client, { name: `Hero ${tag}` });
  await joinCampaign(gm.client, player.client, campaignId, characterId);
  return { gm, player, campaignId, characterId };
}

const publisherOf = (tab: Tab, storage = memoryKeyValueStorage()) =>
  createRollPublisher({ client: tab.client, bus: tab.bus, session: tab.session, storage, clock: tab.clock });

async function fearOf(gm: Tab, campaignId: number): Promise<number> {
  const { data } = await gm.client.from('campaigns').select('fear').eq('id', campaignId).single();
  return data!.fear;
}
async function rollsOf(gm: Tab, campaignId: number) {
  const { data } = await gm.client.from('campaign_rolls').select('*').eq('campaign_id', campaignId);
  return data ?? [];
}

describe('roll publisher', () => {
  it('logs a roll with Hope in the campaign and gives no Fear', async () => {
    const { gm, player, campaignId, characterId } = await table('Hope');
    const publisher = publisherOf(player);
    const before = await fearOf(gm, campaignId);
    publisher.publish('r1', campaignRollOf(roll(9, 4, 'r1'), campaignId, characterId));
    await advanceUntil(player.clock, () => publisher.state.waiting === 0, {
      what: 'roll sent',
      holdWhile: () => requestsInFlight(player) > 0,
    });
    const rows = await rollsOf(gm, campaignId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'action', hope_die: 9, fear_die: 4, modifier: 2, total: 15 });
    expect(rows[0]!.outcome).toBe('hope');
    expect(await fearOf(gm, campaignId)).toBe(before);
    publisher.dispose();
  });

  it('gives the game master one Fear for a roll with Fear', async () => {
    const { gm, player, campaignId, characterId } = await table('Fear');
    const publisher = publisherOf(player);
    const before = await fearOf(gm, campaignId);
    publisher.publish('r2', campaignRollOf(roll(3, 10, 'r2'), campaignId, characterId));
    await advanceUntil(player.clock, () => publisher.state.waiting === 0, {
      what: 'roll sent',
      holdWhile: () => requestsInFlight(player) > 0,
    });
    const rows = await rollsOf(gm, campaignId);
    expect(rows.map((r) => [r.outcome, r.fear_given])).toEqual([['fear', true]]);
    expect(await fearOf(gm, campaignId)).toBe(before + 1);
    publisher.dispose();
  });

  it('keeps a roll made offline across a reload and sends it once back online', async () => {
    const net = cuttableNetwork();
    const { gm, player, campaignId, characterId } = await table('Offline', { fetch: net.fetch });
    const storage = memoryKeyValueStorage();
    const first = publisherOf(player, storage);
    net.offline = true;
    first.publish('r3', campaignRollOf(roll(2, 11, 'r3'), campaignId, characterId));
    await advanceUntil(player.clock, () => first.state.waiting === 1 && storage.map.size === 1);
    await player.clock.advance(1000);
    expect(await rollsOf(gm, campaignId)).toHaveLength(0);
    first.dispose();

    // A reload: a new publisher over the same storage sends what waited.
    net.offline = false;
    const second = publisherOf(player, storage);
    await advanceUntil(player.clock, async () => (await rollsOf(gm, campaignId)).length === 1, {
      what: 'the waiting roll sent after the reload',
      holdWhile: () => requestsInFlight(player) > 0,
    });
    await advanceUntil(player.clock, () => second.state.waiting === 0, {
      holdWhile: () => requestsInFlight(player) > 0,
    });
    expect(await fearOf(gm, campaignId)).toBe(1);
    expect(storage.map.size).toBe(0);
    second.dispose();
  });

  it('tells the player when the campaign refuses a roll, and does not try it again', async () => {
    const { player, characterId } = await table('Refused');
    const stranger = await createCampaign(player.client, 'Not joined');
    const publisher = publisherOf(player);
    publisher.publish('r4', campaignRollOf(roll(5, 6, 'r4'), stranger, characterId));
    await advanceUntil(player.clock, () => publisher.state.waiting === 0, {
      holdWhile: () => requestsInFlight(player) > 0,
    });
    expect(player.toasts.some((t) => t.tone === 'error' && t.message.startsWith(ROLL_NOT_SHARED))).toBe(true);
    publisher.dispose();
  });
});
