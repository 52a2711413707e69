// Campaign homebrew against the real embedded backend: loaded once per campaign, heard on the user's one
// channel, live link insert/delete, the spec's link-fetch messages, nothing left open after sign-out (the
// linked records in a player's catalog: campaign-homebrew-catalog.test.ts).
import { describe, expect, it } from 'vitest';
import { HOMEBREW_KINDS } from '@duality/rules';
import { BehaviorSubject } from 'rxjs';
import { testBackend } from '../../test/testing';
import { eventually, newClient, openChannelCount } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { advanceUntil, createManualClock } from '../../test/manual-clock';
import { openTab, type Tab } from '../../test/players';
import { createBus } from '@duality/bus';
import { linkFetchError } from '../homebrew/records';
import { createCampaignHomebrewStore, type CampaignHomebrewStore } from './campaign-homebrew-store';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

async function homebrew(tab: Tab, kind: 'items' | 'weapons', name: string): Promise<number> {
  const data =
    kind === 'items'
      ? { description: `${name}!` }
      : {
          slot: 'primary',
          trait: 'Agility',
          range: 'Melee',
          damage: 'd8',
          damageType: 'physical',
          tier: 1,
          burden: 1,
        };
  const { data: row, error } = await tab.client
    .from(`homebrew_${kind}`)
    .insert({ name, data })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return row.id;
}

const storeFor = (tab: Tab): CampaignHomebrewStore =>
  createCampaignHomebrewStore({ client: tab.client, bus: tab.bus, session: tab.session, clock: tab.clock });

describe('campaign homebrew store', () => {
  it("loads once per campaign on the user's one channel, and follows live links", async () => {
    const gm = await openTab(backend, 'Hb Gm');
    const campaignId = await createCampaign(gm.client, 'Storm Coast');
    const lantern = await homebrew(gm, 'items', 'Storm Lantern');
    const compass = await homebrew(gm, 'items', 'Tide Compass');
    const gmStore = storeFor(gm);
    await gmStore.hydrate(campaignId);
    expect(await gmStore.link('items', lantern)).toBe(true);
    expect(await gmStore.link('items', compass)).toBe(true);

    const player = await openTab(backend, 'Hb Player');
    await joinCampaign(
      gm.client,
      player.client,
      campaignId,
      await createCharacter(player.client, { name: 'Gull' }),
    );
    const store = storeFor(player);
    // Two views subscribe at once: one load, one channel (every kind's link table on it).
    await Promise.all([store.hydrate(campaignId), store.hydrate(campaignId)]);
    expect(openChannelCount(player.client)).toBe(1);
    await store.hydrate(campaignId);
    expect(openChannelCount(player.client)).toBe(1);

    const items = store.state.kinds.items;
    expect(items.links.map((l) => l.item_id)).toEqual([lantern, compass]); // created_at ascending
    expect(items.items.map((r) => r.name).sort()).toEqual(['Storm Lantern', 'Tide Compass']);
    await eventually(
      () => player.client.getChannels().every((c) => c.state === 'joined'),
      5000,
      'channels joined',
    );

    // Live insert: the link arrives, the unknown (private, GM-owned) weapon is fetched.
    const blade = await homebrew(gm, 'weapons', 'Reef Blade');
    expect(await gmStore.link('weapons', blade)).toBe(true);
    await eventually(
      () => store.state.kinds.weapons.items.some((r) => r.name === 'Reef Blade'),
      5000,
      'live insert',
    );
    expect(store.state.kinds.weapons.links).toHaveLength(1);

    // Live delete: the player drops the item (the link was not theirs); the GM keeps their own record.
    await eventually(() => gmStore.state.kinds.weapons.links.length === 1, 5000, 'GM saw the link');
    expect(await gmStore.unlink('weapons', blade)).toBe(true);
    await eventually(() => store.state.kinds.weapons.links.length === 0, 5000, 'live delete (player)');
    expect(store.state.kinds.weapons.items).toEqual([]);
    await eventually(() => gmStore.state.kinds.weapons.links.length === 0, 5000, 'live delete (GM)');
    expect(gmStore.state.kinds.weapons.items.map((r) => r.name)).toEqual(['Reef Blade']);

    // A failed server function shows its own text.
    expect(await store.link('items', lantern)).toBe(false);
    expect(player.toasts.at(-1)).toEqual({
      message: 'Only the campaign owner can link homebrew.',
      tone: 'error',
    });

    // Sign-out removes the subscriptions.
    expect(await player.session.signOut()).toBeNull();
    await eventually(() => openChannelCount(player.client) === 0, 5000, 'no channel left');
    expect(store.state.hydrated).toBe(false);
    await store.dispose();
    await gmStore.dispose();
    await player.close();
    await gm.close();
  });

  it("shows the owner's own share and unshare from the server's answer, before any live event", async () => {
    const gm = await openTab(backend, 'Hb Quick Gm');
    const campaignId = await createCampaign(gm.client, 'Quiet Harbor');
    const lantern = await homebrew(gm, 'items', 'Harbor Lantern');
    const gmStore = storeFor(gm);
    await gmStore.hydrate(campaignId);
    // No live event can arrive: the page's channels have not joined yet, or the connection is down.
    gm.client.realtime.disconnect();
    expect(await gmStore.link('items', lantern)).toBe(true);
    expect(gmStore.state.kinds.items.links.map((l) => l.item_id)).toEqual([lantern]);
    expect(gmStore.state.kinds.items.items.map((r) => r.name)).toEqual(['Harbor Lantern']);
    expect(await gmStore.unlink('items', lantern)).toBe(true);
    expect(gmStore.state.kinds.items.links).toEqual([]);
    expect(gmStore.state.kinds.items.items.map((r) => r.name)).toEqual(['Harbor Lantern']); // still theirs
    await gmStore.dispose();
    await gm.close();
  });

  it('throws the spec message to the caller when the links cannot be fetched', async () => {
    const unreachable = newClient({ url: 'http://127.0.0.1:9', anonKey: backend.anonKey });
    const bus = createBus();
    const clock = createManualClock();
    const store = createCampaignHomebrewStore({
      client: unreachable,
      bus,
      clock,
      session: { state$: new BehaviorSubject({ user: { id: 'someone' } }) },
    });
    let failure: unknown;
    const done = store.hydrate(1).catch((err: unknown) => (failure = err));
    await advanceUntil(clock, () => failure !== undefined, { what: 'hydrate failure' });
    await done;
    // The seven kinds load in parallel; whichever link query fails first is the one reported.
    expect(HOMEBREW_KINDS.map(linkFetchError)).toContain((failure as Error).message);
    expect(store.state.hydrated).toBe(false);
    expect(openChannelCount(unreachable)).toBe(0);
    await store.dispose();
  });

  it('names every kind in the link-fetch messages as the spec does', () => {
    expect(HOMEBREW_KINDS.map(linkFetchError)).toEqual([
      'Error fetching campaign item associations',
      'Error fetching campaign weapon associations',
      'Error fetching campaign armor associations',
      'Error fetching campaign community associations',
      'Error fetching campaign ancestry associations',
      'Error fetching campaign subclass associations',
      'Error fetching campaign classes associations',
    ]);
  });
});
