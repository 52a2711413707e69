// The campaign store's joined campaigns against the real embedded backend: one live channel each, a live update
// replaces the campaign and a live delete removes it, and a read that answers after a live change loses to it.
import { describe, expect, it } from 'vitest';
import { testBackend } from '../../test/testing';
import { eventually, openChannelCount } from '../../test/backend';
import { createCharacter, joinCampaign, withCampaignStore } from '../../test/campaigns';
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
    // The joined campaign's channel, plus the one watching the player's own dashboard rows.
    expect(openChannelCount(player.client)).toBe(2);
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
    await eventually(() => openChannelCount(player.client) === 1, 5000, "the campaign's channel closed");
    await store.dispose();
    await gmStore.dispose();
    await player.close();
    await gm.close();
  });

  it("keeps a live rename when the campaign's read at join time answers after it", async () => {
    const { tab: gm, store: gmStore } = await withStore('Gm Late');
    const campaign = (await gmStore.create('Slow Road'))!;
    const player = await openTab(backend, 'Player Late');
    const characterId = await createCharacter(player.client, { name: 'Wren' });
    await joinCampaign(gm.client, player.client, campaign.id, characterId);

    // The read the store sends when the campaign's channel joins is held until the live rename has arrived:
    // a busy server can answer it that late, with the row as it was before the rename.
    const realFetch = globalThis.fetch;
    let release!: () => void;
    const released = new Promise<void>((ok) => (release = ok));
    let held: Promise<Response> | null = null;
    let read = false;
    globalThis.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (held === null && url.includes('/campaigns?') && url.includes(`id=eq.${campaign.id}`)) {
        held = realFetch(input, init).then(async (answer) => {
          const body = await answer.text();
          await released;
          // The store reads the body; once it has, what it does with the row takes only microtasks.
          return Object.assign(new Response(body, answer), {
            text: async () => ((read = true), body),
          });
        });
        return held;
      }
      return realFetch(input, init);
    };
    try {
      const store = createCampaignStore({ client: player.client, bus: player.bus, session: player.session });
      await eventually(() => held !== null, 5000, "the read at the channel's join");
      await gmStore.rename(campaign.id, 'Swift Road');
      await eventually(() => store.state.joined[0]?.name === 'Swift Road', 5000, 'live rename');
      release();
      await eventually(() => read, 5000, 'the held answer read');
      await new Promise((r) => setTimeout(r, 0)); // its microtasks run first
      expect(store.state.joined[0]?.name).toBe('Swift Road');
      await store.dispose();
    } finally {
      globalThis.fetch = realFetch;
      await gmStore.dispose();
      await player.close();
      await gm.close();
    }
  });
});
