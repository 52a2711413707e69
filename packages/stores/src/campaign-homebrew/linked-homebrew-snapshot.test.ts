// The linked homebrew races its first snapshot: the records linked to the user's campaigns are read after the
// user's channel joined, and their answers are held back here (read by the server, not yet handed to the
// store) while the game master shares a class with the player's campaign. The link heard meanwhile reads the
// records again once the held read is done, so the store ends with the server's records. Against the real
// embedded backend; the order is forced by the held answers and a probe channel on the same socket.
import { describe, expect, it } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { invokeFunction } from '@duality/supabase';
import { testBackend } from '../../test/testing';
import { eventually } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { heldReads, probeTable } from '../../test/held-reads';
import { openTab } from '../../test/players';
import { linkResultSchema } from '../rows/function-results';
import { createLinkedHomebrewStore } from './linked-homebrew-store';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

describe('linked homebrew snapshot', () => {
  it("ends with the server's records when a class is linked while the snapshot is on its way", async () => {
    const gm = await openTab(backend, 'Held Linked Gm');
    const campaignId = await createCampaign(gm.client, 'Held Vale');
    const { data: warden, error } = await gm.client
      .from('homebrew_items')
      .insert({ name: 'Held Charm', data: { description: 'Hums.' } })
      .select('id')
      .single();
    expect(error).toBeNull();
    const network = heldReads((url) => url.includes('/rest/v1/homebrew_'));
    const player = await openTab(backend, 'Held Linked Player', { fetch: network.fetch });
    await joinCampaign(
      gm.client,
      player.client,
      campaignId,
      await createCharacter(player.client, { name: 'Ivy' }),
    );
    const store = createLinkedHomebrewStore({
      client: player.client,
      bus: player.bus,
      session: player.session,
      clock: player.clock,
      campaigns: {
        state$: new BehaviorSubject({ status: 'ready', owned: [], joined: [{ id: campaignId }] }),
      },
    });
    const probe = await probeTable(player.client, 'campaign_homebrew_items');

    network.arm();
    const requesting = store.request();
    await network.read; // the server has read the snapshot: nothing linked yet
    await invokeFunction(
      gm.client,
      'link-campaign-homebrew',
      { type: 'items', item_id: warden!.id, campaign_id: campaignId },
      linkResultSchema,
    );
    await eventually(() => probe.count() > 0, 5000, 'the link heard live');
    expect(store.state.status).toBe('loading');

    network.release();
    await requesting;
    expect(store.state.status).toBe('ready');
    expect(store.state.kinds.items.map((r) => r.name)).toEqual(['Held Charm']);
    await probe.stop();
    await store.dispose();
    await player.close();
    await gm.close();
  });
});
