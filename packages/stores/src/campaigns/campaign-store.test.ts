// The campaign store against the real embedded backend: owned campaigns, the server functions with their toasts
// and signing out (the joined campaigns' live channels: campaign-store-live.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@duality/supabase-local';
import { testBackend } from '../../test/testing';
import { eventually, openChannelCount, startTestBackend } from '../../test/backend';
import { createCharacter, joinCampaign, withCampaignStore } from '../../test/campaigns';
import { openTab } from '../../test/players';
import { createCampaignStore } from './campaign-store';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();
const withStore = (name: string) => withCampaignStore(backend, name);

describe('campaign store', () => {
  it('creates and renames owned campaigns', async () => {
    const { tab, store } = await withStore('Gm One');
    const created = await store.create('Sunken Keep');
    expect(created?.name).toBe('Sunken Keep');
    expect(tab.toasts).toContainEqual({ message: 'Created new campaign: Sunken Keep', tone: 'success' });
    await store.rename(created!.id, 'Risen Keep');
    expect(store.state.owned.map((c) => c.name)).toEqual(['Risen Keep']);

    // A new store (another page load) finds it as owned.
    const again = createCampaignStore({ client: tab.client, bus: tab.bus, session: tab.session });
    await eventually(() => again.state.status === 'ready');
    expect(again.state.owned.map((c) => c.name)).toEqual(['Risen Keep']);
    expect(again.state.joined).toEqual([]);
    await again.dispose();
    await store.dispose();
    await tab.close();
  });

  it('a campaign created while the list is being read stays listed (the read does not overwrite it)', async () => {
    const { tab, store } = await withStore('Gm Quick');
    const reading = store.load();
    const created = await store.create('Quick Keep');
    await reading;
    expect(store.state.owned.map((c) => c.id)).toEqual([created!.id]);
    await store.dispose();
    await tab.close();
  });

  it('leaves and kicks through the server functions, and shows their error text', async () => {
    const { tab: gm, store: gmStore } = await withStore('Gm Three');
    const campaign = (await gmStore.create('Glass Tower'))!;
    const { tab: player, store } = await withStore('Player Three');
    const a = await createCharacter(player.client, { name: 'Moss' });
    const b = await createCharacter(player.client, { name: 'Fern' });
    await joinCampaign(gm.client, player.client, campaign.id, a);
    const dashboardB = await joinCampaign(gm.client, player.client, campaign.id, b);
    await store.load();
    expect(store.state.joined.map((c) => c.id)).toEqual([campaign.id]);

    expect(await gmStore.kick(dashboardB, 'Fern', campaign.id)).toBe(true);
    expect(gm.toasts).toContainEqual({ message: 'Kicked Fern from Glass Tower', tone: 'success' });

    expect(await store.leave(campaign.id)).toBe(true);
    expect(player.toasts).toContainEqual({ message: 'Left Glass Tower', tone: 'success' });
    expect(store.state.joined).toEqual([]);
    expect(openChannelCount(player.client)).toBe(1); // the user's one channel, whatever they joined

    // Leaving again: the function's own error text.
    expect(await store.leave(campaign.id)).toBe(false);
    expect(player.toasts).toContainEqual({ message: 'You are not in this campaign.', tone: 'error' });
    // Only the owner may delete.
    expect(await store.remove(campaign.id)).toBe(false);
    expect(player.toasts.at(-1)?.tone).toBe('error');
    expect(await gmStore.generateInvite(campaign.id)).toMatch(/^[0-9a-f]{32}$/);
    expect(await store.generateInvite(campaign.id)).toBeNull();
    expect(player.toasts.at(-1)).toEqual({ message: 'Error generating invite.', tone: 'error' });
    await store.dispose();
    await gmStore.dispose();
    await player.close();
    await gm.close();
  });

  it('signing out empties the lists and closes every channel', async () => {
    const { tab: gm, store: gmStore } = await withStore('Gm Four');
    const campaign = (await gmStore.create('Hollow Fen'))!;
    const player = await openTab(backend, 'Player Four');
    await joinCampaign(
      gm.client,
      player.client,
      campaign.id,
      await createCharacter(player.client, { name: 'Wren' }),
    );
    const store = createCampaignStore({ client: player.client, bus: player.bus, session: player.session });
    await eventually(() => store.state.joined.length === 1);
    expect(openChannelCount(player.client)).toBe(1);
    expect(await player.session.signOut()).toBeNull();
    await eventually(() => store.state.status === 'signed-out');
    expect(store.state.joined).toEqual([]);
    await eventually(() => openChannelCount(player.client) === 0, 5000, 'no channel left');
    await store.dispose();
    await gmStore.dispose();
    await player.close();
    await gm.close();
  });
});

describe('campaign store when a server function answers in an unexpected shape', () => {
  let odd: Backend;
  let functionsDir: string;
  beforeAll(async () => {
    // A stand-in leave-campaign that succeeds with a body the real one never sends.
    functionsDir = mkdtempSync(join(tmpdir(), 'odd-functions-'));
    mkdirSync(join(functionsDir, 'leave-campaign'));
    writeFileSync(
      join(functionsDir, 'leave-campaign', 'index.ts'),
      `Deno.serve(() => new Response(JSON.stringify({ left: 'everyone' }), {
        headers: { 'Content-Type': 'application/json' },
      }));`,
    );
    odd = await startTestBackend({ functionsDir });
  });
  afterAll(async () => {
    await odd?.stop();
    rmSync(functionsDir, { recursive: true, force: true });
  });

  it('toasts a message naming the bad field and reports failure', async () => {
    const { tab, store } = await withCampaignStore(odd, 'Odd Leaver');
    expect(await store.leave(4242)).toBe(false);
    expect(tab.toasts).toEqual([
      {
        message: expect.stringMatching(
          /^The server function leave-campaign gave an answer that could not be read \(campaign_id: .*left: /,
        ),
        tone: 'error',
      },
    ]);
    await store.dispose();
    await tab.close();
  });

  it('the owner sets Fear within 0 to 12 and the player sees it live', async () => {
    const { tab: gm, store: gmStore } = await withStore('Fear Gm');
    const campaign = (await gmStore.create('Dread March'))!;
    expect(campaign.fear).toBe(0);
    const player = await openTab(backend, 'Fear Player');
    await joinCampaign(
      gm.client,
      player.client,
      campaign.id,
      await createCharacter(player.client, { name: 'Kit' }),
    );
    const store = createCampaignStore({ client: player.client, bus: player.bus, session: player.session });
    await eventually(() => store.state.joined.length === 1, 5000, 'joined');
    await eventually(() => player.client.getChannels().every((c) => c.state === 'joined'), 5000, 'channels');

    expect((await gmStore.setFear(campaign.id, 3))?.fear).toBe(3);
    await eventually(() => store.state.joined[0]?.fear === 3, 5000, 'live Fear');
    expect((await gmStore.setFear(campaign.id, 20))?.fear).toBe(12);
    expect(gmStore.get(campaign.id)?.fear).toBe(12);
    await eventually(() => store.state.joined[0]?.fear === 12, 5000, 'live Fear at most 12');
    expect((await gmStore.setFear(campaign.id, -1))?.fear).toBe(0);
    // The player cannot set it: the update policy is the owner's.
    const refused = await player.client
      .from('campaigns')
      .update({ fear: 5 })
      .eq('id', campaign.id)
      .select('id');
    expect(refused.data).toEqual([]);
    await store.dispose();
    await gmStore.dispose();
    await player.close();
    await gm.close();
  });
});
