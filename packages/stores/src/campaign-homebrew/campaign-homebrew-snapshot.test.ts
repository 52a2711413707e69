// Campaign homebrew races its first snapshot: the links and records of the campaign are read after the user's
// channel joined, and their answers are held back here (read by the server, not yet handed to the store) while
// the game master shares an item with the campaign. The player's store must end with the server's links and
// records, not the snapshot's older ones. Against the real embedded backend; the order is forced by the held
// answers, not by timing. The other live stores' races: linked-homebrew-snapshot.test.ts and beside each store.
import { describe, expect, it } from 'vitest';
import { testBackend } from '../../test/testing';
import { eventually } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { heldReads } from '../../test/held-reads';
import { openTab } from '../../test/players';
import { createCampaignHomebrewStore } from './campaign-homebrew-store';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

describe('campaign homebrew snapshot', () => {
  it("ends with the server's links when one is shared while the snapshot is on its way", async () => {
    const gm = await openTab(backend, 'Held Hb Gm');
    const campaignId = await createCampaign(gm.client, 'Held Harbor');
    const { data: lantern, error } = await gm.client
      .from('homebrew_items')
      .insert({ name: 'Held Lantern', data: { description: 'Glows.' } })
      .select('id')
      .single();
    expect(error).toBeNull();
    const network = heldReads((url) => /\/rest\/v1\/(campaign_)?homebrew_/.test(url));
    const player = await openTab(backend, 'Held Hb Player', { fetch: network.fetch });
    await joinCampaign(
      gm.client,
      player.client,
      campaignId,
      await createCharacter(player.client, { name: 'Fen' }),
    );
    const gmStore = createCampaignHomebrewStore({ client: gm.client, bus: gm.bus, session: gm.session });
    await gmStore.hydrate(campaignId);
    const store = createCampaignHomebrewStore({
      client: player.client,
      bus: player.bus,
      session: player.session,
      clock: player.clock,
    });

    network.arm();
    const hydrating = store.hydrate(campaignId);
    await network.read; // the server has read the snapshot: no link yet
    expect(await gmStore.link('items', lantern!.id)).toBe(true);
    await eventually(() => store.state.kinds.items.links.length === 1, 5000, 'the link heard while loading');
    expect(store.state.hydrated).toBe(false);

    network.release();
    await hydrating;
    const links = await player.client
      .from('campaign_homebrew_items')
      .select('id')
      .eq('campaign_id', campaignId);
    expect(store.state.hydrated).toBe(true);
    expect(store.state.kinds.items.links.map((l) => l.id)).toEqual(links.data!.map((l) => l.id));
    await eventually(() => store.state.kinds.items.items.length === 1, 5000, 'the linked record');
    expect(store.state.kinds.items.items.map((r) => r.name)).toEqual(['Held Lantern']);
    await store.dispose();
    await gmStore.dispose();
    await player.close();
    await gm.close();
  });
});
