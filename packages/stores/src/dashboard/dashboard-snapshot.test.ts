// The dashboard's first load races the players: the snapshot is read after the channel joined, but a save
// that commits after the snapshot was read and before it arrived is heard while the snapshot is on its way.
// Here the snapshot's answer is held back (read by the server, not yet handed to the store) while the player
// saves: the card must end with the saved value, not the snapshot's older one. Against the real embedded
// backend; the order is forced by the held answer, not by timing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Backend } from '@duality/supabase-local';
import { eventually, startTestBackend } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { playerCharacters } from '../../test/player-characters';
import { openTab } from '../../test/players';
import { createDashboardStore } from './dashboard-store';

let backend: Backend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());

/** A network that holds back the answer to the dashboard's snapshot read until `release()`. */
function heldSnapshot() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered: () => void = () => undefined;
  const read = new Promise<void>((resolve) => (answered = resolve));
  const fetchHeld: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if ((init?.method ?? 'GET') === 'GET' && url.includes('/rest/v1/campaign_dashboard')) {
      answered();
      await released;
    }
    return response;
  };
  return { fetch: fetchHeld, read, release };
}

it("ends with the player's saved value when the save lands while the snapshot is on its way", async () => {
  const network = heldSnapshot();
  const gm = await openTab(backend, 'Held Gm', { fetch: network.fetch });
  const campaignId = await createCampaign(gm.client, 'Slow Ford');
  const player = await openTab(backend, 'Quick Player');
  const characterId = await createCharacter(player.client, { name: 'Moss' });
  await joinCampaign(gm.client, player.client, campaignId, characterId);
  const characters = await playerCharacters(player);

  const store = createDashboardStore({
    client: gm.client,
    bus: gm.bus,
    clock: gm.clock,
    session: gm.session,
  });
  const watching = store.watch(campaignId);
  await network.read; // the server has read the snapshot: Hope 0
  characters.update(characterId, (c) => ({ ...c, resources: { ...c.resources, hope: 5 } }));
  await player.clock.advance(300);
  await eventually(() => !characters.state.saving, 5000, 'saved');
  // The store hears the save while it still waits for the snapshot.
  await eventually(
    () => store.state.campaigns[campaignId]?.rows[0]?.hope.current === 5,
    5000,
    'the save heard while loading',
  );
  expect(store.state.campaigns[campaignId]?.status).toBe('loading');

  network.release();
  const stop = await watching;
  expect(store.state.campaigns[campaignId]?.status).toBe('ready');
  expect(store.state.campaigns[campaignId]?.rows.map((r) => [r.character_name, r.hope.current])).toEqual([
    ['Moss', 5],
  ]);

  await stop();
  characters.dispose();
  await store.dispose();
  await player.close();
  await gm.close();
});
