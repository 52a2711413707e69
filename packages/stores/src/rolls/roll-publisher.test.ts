// The roll publisher against the real embedded backend: the server rolls a campaign's dice (the row the sheet
// shows is the log's, and a roll with Fear gives the game master exactly one Fear); a roll the sheet made
// offline waits (across a reload), is sent once back online, and is logged as offline with no Fear; a forged
// one is refused; a roll the campaign refuses is told, not retried for ever.
import { describe, expect, it } from 'vitest';
import { dualityLogEntry, fixedDice, rollDualityDice } from '@duality/rules';
import { testBackend } from '../../test/testing';
import { cuttableNetwork } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { advanceUntil } from '../../test/manual-clock';
import { openTab, type Tab, requestsInFlight } from '../../test/players';
import { memoryKeyValueStorage } from '../shared/storage';
import {
  campaignRollOf,
  createRollPublisher,
  ROLL_NOT_SHARED,
  type ServerRollOutcome,
} from './roll-publisher';

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
  it('has the server roll: the row it returns is the logged one, and each roll with Fear gives one Fear', async () => {
    const { gm, player, campaignId, characterId } = await table('Server');
    const publisher = publisherOf(player);
    const before = await fearOf(gm, campaignId);
    const made: ServerRollOutcome[] = [];
    for (let i = 0; i < 6; i++) {
      made.push(
        await publisher.roll({
          characterId,
          kind: 'action',
          label: 'Agility action roll',
          modifier: 2,
          edge: 'advantage',
          dice: [],
        }),
      );
    }
    expect(made.filter((m) => !m.ok)).toEqual([]);
    const rows = made.map((m) => (m.ok ? m.row : null));
    expect(rows.every((r) => r !== null && !r.offline && r.dice.length === 1)).toBe(true);
    const logged = await rollsOf(gm, campaignId);
    expect(logged.map((r) => [r.id, r.total, r.offline]).sort()).toEqual(
      rows.map((r) => [r!.id, r!.total, false]).sort(),
    );
    for (const r of rows) expect(r!.total).toBe(r!.hope_die! + r!.fear_die! + r!.dice[0]!.value + 2);
    // One Fear for each roll that came up with Fear, none for the others (chosen dice: supabase/tests).
    const fears = rows.filter((r) => r!.outcome === 'fear').length;
    expect(rows.map((r) => r!.fear_given)).toEqual(rows.map((r) => r!.outcome === 'fear'));
    expect(await fearOf(gm, campaignId)).toBe(Math.min(12, before + fears));
    publisher.dispose();
  });

  it('tells the sheet when the server refuses to roll (not this player’s character)', async () => {
    const { characterId } = await table('Theirs');
    const other = await openTab(backend, 'Player Theirs 2');
    const publisher = publisherOf(other);
    const res = await publisher.roll({
      characterId,
      kind: 'action',
      label: 'Agility',
      modifier: 0,
      edge: 'none',
      dice: [],
    });
    expect(res).toEqual({
      ok: false,
      unreachable: false,
      message: 'You roll only for your own character, in the campaign it plays in.',
    });
    publisher.dispose();
  });

  it('logs a roll made on the sheet as offline, with Hope or Fear, and gives no Fear', async () => {
    const { gm, player, campaignId, characterId } = await table('Reported');
    const publisher = publisherOf(player);
    const before = await fearOf(gm, campaignId);
    publisher.publish('r1', campaignRollOf(roll(9, 4, 'r1'), campaignId, characterId));
    publisher.publish('r2', campaignRollOf(roll(3, 10, 'r2'), campaignId, characterId));
    await advanceUntil(player.clock, () => publisher.state.waiting === 0, {
      what: 'rolls sent',
      holdWhile: () => requestsInFlight(player) > 0,
    });
    const rows = (await rollsOf(gm, campaignId)).sort((a, b) => a.id - b.id);
    expect(
      rows.map((r) => [r.hope_die, r.fear_die, r.modifier, r.total, r.outcome, r.offline, r.fear_given]),
    ).toEqual([
      [9, 4, 2, 15, 'hope', true, false],
      [3, 10, 2, 15, 'fear', true, false],
    ]);
    expect(await fearOf(gm, campaignId)).toBe(before);
    publisher.dispose();
  });

  it('a reported roll whose dice do not add up is refused and told', async () => {
    const { gm, player, campaignId, characterId } = await table('Forged');
    const publisher = publisherOf(player);
    const honest = campaignRollOf(roll(12, 12, 'r5'), campaignId, characterId);
    publisher.publish('r5', { ...honest, dice: [{ die: 6, value: 60 }], total: 9999 });
    await advanceUntil(player.clock, () => publisher.state.waiting === 0, {
      holdWhile: () => requestsInFlight(player) > 0,
    });
    expect(player.toasts.some((t) => t.tone === 'error' && t.message.startsWith(ROLL_NOT_SHARED))).toBe(true);
    expect(await rollsOf(gm, campaignId)).toEqual([]);
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
    // Rolled offline: logged as such, and no Fear for its Fear.
    expect((await rollsOf(gm, campaignId)).map((r) => [r.outcome, r.offline])).toEqual([['fear', true]]);
    expect(await fearOf(gm, campaignId)).toBe(0);
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
