// The campaign store's joined campaigns against the real embedded backend: all heard on the user's one channel,
// a live update replaces the campaign and a live delete removes it, and a read that answers after a live change
// loses to it.
import { describe, expect, it } from 'vitest';
import { testBackend } from '../../test/testing';
import { eventually, openChannelCount } from '../../test/backend';
import { createCharacter, joinCampaign, withCampaignStore } from '../../test/campaigns';
import { heldReads, probeTable } from '../../test/held-reads';
import { openTab } from '../../test/players';
import { createCampaignStore } from './campaign-store';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();
const withStore = (name: string) => withCampaignStore(backend, name);

describe("campaign store's joined campaigns", () => {
  it('lists joined campaigns; a live update replaces one, a live delete removes it', async () => {
    const { tab: gm, store: gmStore } = await withStore('Gm Two');
    const campaign = (await gmStore.create('Ashen Road'))!;
    const player = await openTab(backend, 'Player Two');
    const characterId = await createCharacter(player.client, { name: 'Rook', level: 2 });
    await joinCampaign(gm.client, player.client, campaign.id, characterId);

    const store = createCampaignStore({ client: player.client, bus: player.bus, session: player.session });
    await eventually(() => store.state.status === 'ready');
    expect(store.state.joined.map((c) => c.name)).toEqual(['Ashen Road']);
    expect(store.state.owned).toEqual([]);
    // One channel for the user: their campaigns and their own dashboard rows, however many they joined.
    expect(openChannelCount(player.client)).toBe(1);
    // The channels are joined before the owner writes.
    await eventually(
      () => player.client.getChannels().every((c) => c.state === 'joined'),
      5000,
      'channels joined',
    );

    await gmStore.rename(campaign.id, 'Ashen Highway');
    await eventually(() => store.state.joined[0]?.name === 'Ashen Highway', 5000, 'live rename');

    expect(await gmStore.remove(campaign.id)).toBe(true);
    expect(gm.toasts).toContainEqual({ message: 'Deleted Ashen Highway', tone: 'success' });
    await eventually(() => store.state.joined.length === 0, 5000, 'live delete');
    expect(openChannelCount(player.client)).toBe(1);
    await store.dispose();
    await gmStore.dispose();
    await player.close();
    await gm.close();
  });

  it('keeps a live rename heard while the first read of the lists was on its way', async () => {
    const { tab: gm, store: gmStore } = await withStore('Gm Late');
    const campaign = (await gmStore.create('Slow Road'))!;
    // The player's read of their joined campaigns (sent once the user's channel has joined) is held until the
    // rename has been heard live: a busy server can answer it that late, with the row as it was before.
    const network = heldReads((url) => url.includes('/rest/v1/campaigns?') && url.includes('id=in.'));
    const player = await openTab(backend, 'Player Late', { fetch: network.fetch });
    const characterId = await createCharacter(player.client, { name: 'Wren' });
    await joinCampaign(gm.client, player.client, campaign.id, characterId);
    const probe = await probeTable(player.client, 'campaigns');
    network.arm();

    const store = createCampaignStore({ client: player.client, bus: player.bus, session: player.session });
    await network.read;
    await gmStore.rename(campaign.id, 'Swift Road');
    await eventually(() => probe.count() > 0, 5000, 'the rename heard live');
    expect(store.state.status).toBe('loading');
    network.release();
    await eventually(() => store.state.status === 'ready', 5000, 'the lists read');
    expect(store.state.joined.map((c) => c.name)).toEqual(['Swift Road']);
    await probe.stop();
    await store.dispose();
    await gmStore.dispose();
    await player.close();
    await gm.close();
  });
});
