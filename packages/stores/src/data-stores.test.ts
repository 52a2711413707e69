// The wired data stores against the real embedded backend: a character edit in a campaign reaches the
// dashboard, and signing out leaves no open channel and resets every store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_HOMEBREW } from '@duality/rules';
import type { Backend } from '@duality/supabase-local';
import { eventually, openChannelCount, startTestBackend } from '../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../test/campaigns';
import { advanceUntil } from '../test/manual-clock';
import { openTab } from '../test/players';
import { createDataStores } from './data-stores';
import { memoryKeyValueStorage } from './shared/storage';

let backend: Backend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());

describe('data stores together', () => {
  it('sends a campaign character edit to the dashboard, and signing out leaves no open channel', async () => {
    const gm = await openTab(backend, 'Wired Gm');
    const campaignId = await createCampaign(gm.client, 'Moonlit Pass');
    const player = await openTab(backend, 'Wired Player');
    const characterId = await createCharacter(player.client, { name: 'Ash', level: 1 });
    await joinCampaign(gm.client, player.client, campaignId, characterId);

    const stores = createDataStores({
      client: player.client,
      bus: player.bus,
      session: player.session,
      storage: memoryKeyValueStorage(),
      clock: player.clock,
    });
    await eventually(() => stores.characters.state.status === 'ready', 5000, 'characters');
    await eventually(() => stores.campaigns.state.joined.length === 1, 5000, 'joined campaign');
    await eventually(() => stores.homebrew.library('items').hydrated, 5000, 'homebrew');
    await stores.campaignHomebrew.hydrate(campaignId);
    await stores.dashboard.watch(campaignId);
    expect(openChannelCount(player.client)).toBe(1 + 7 + 1); // campaign, seven link kinds, dashboard

    // The join moved the character server-side (campaign and revision); the store loaded it after.
    expect(stores.characters.get(characterId)?.character.campaign).toBe(campaignId);
    stores.characters.update(characterId, (c) => ({ ...c, resources: { ...c.resources, hope: 5 } }));
    await advanceUntil(
      player.clock,
      () => stores.dashboard.state.campaigns[campaignId]?.rows[0]?.hope.current === 5,
      { step: 100, what: 'dashboard row updated' },
    );
    expect(stores.characters.state.conflicts).toEqual([]);

    expect(await player.session.signOut()).toBeNull();
    await eventually(() => openChannelCount(player.client) === 0, 5000, 'no channel left');
    expect(stores.characters.state).toMatchObject({ status: 'signed-out', characters: [] });
    expect(stores.campaigns.state.joined).toEqual([]);
    expect(stores.campaignHomebrew.state.hydrated).toBe(false);
    expect(stores.dashboard.state.campaigns).toEqual({});
    expect(stores.homebrew.library('items').hydrated).toBe(false);
    expect(stores.homebrew.library('items').list).toHaveLength(BUILTIN_HOMEBREW.items.length);
    await stores.dispose();
    await player.close();
    await gm.close();
  });
});
