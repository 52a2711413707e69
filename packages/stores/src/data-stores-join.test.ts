// The wired data stores against the real embedded backend: joining a campaign with an invite completes the
// player's row at once, and the same user in another tab sees the campaign live.
import { describe, expect, it } from 'vitest';
import { newCharacter } from '@duality/rules';
import { invokeFunction } from '@duality/supabase';
import { testBackend } from '../test/testing';
import { eventually } from '../test/backend';
import { createCampaign, createCharacter } from '../test/campaigns';
import { openTab } from '../test/players';
import { createCampaignStore } from './campaigns/campaign-store';
import { createDataStores } from './data-stores';
import { inviteResultSchema } from './rows/function-results';
import { memoryKeyValueStorage } from './shared/storage';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

describe('joining a campaign through the data stores', () => {
  it('joins with an invite: the row is complete at once, and the same user in another tab lists the campaign live', async () => {
    const gm = await openTab(backend, 'Join Gm');
    const campaignId = await createCampaign(gm.client, 'Cinder Hall');
    const { invite } = await invokeFunction(
      gm.client,
      'generate-campaign-invite',
      { campaignId },
      inviteResultSchema,
    );
    const player = await openTab(backend, 'Join Player');
    const characterId = await createCharacter(player.client, {
      ...newCharacter(),
      name: 'Wren',
      level: 2,
      baseClass: 'core_class_bard',
      resources: { health: 1, stress: 2, armor: 0, hope: 3 },
    });
    const stores = createDataStores({
      client: player.client,
      bus: player.bus,
      session: player.session,
      storage: memoryKeyValueStorage(),
    });
    await eventually(() => stores.characters.state.status === 'ready', 5000, 'characters');
    await eventually(() => stores.campaigns.state.status === 'ready', 5000, 'campaigns');

    // The same user in another tab: its own client and session.
    const other = await openTab(backend);
    const signIn = await other.client.auth.signInWithPassword({
      email: player.user!.email,
      password: player.user!.password,
    });
    expect(signIn.error).toBeNull();
    const otherCampaigns = createCampaignStore({
      client: other.client,
      bus: other.bus,
      session: other.session,
    });
    await eventually(() => otherCampaigns.state.status === 'ready', 5000, "other tab's campaigns");
    expect(otherCampaigns.state.joined).toEqual([]);
    await eventually(() => other.client.getChannels().every((c) => c.state === 'joined'), 5000, 'joined');

    // Signed out, the invite shows the campaign and its game master; a wrong invite says why.
    const visitor = await openTab(backend);
    const visitorCampaigns = createCampaignStore({
      client: visitor.client,
      bus: visitor.bus,
      session: visitor.session,
    });
    expect(await visitorCampaigns.preview(invite)).toEqual({
      ok: true,
      preview: { campaign_id: campaignId, campaign_name: 'Cinder Hall', owner_name: 'Join Gm' },
    });
    expect(await visitorCampaigns.preview('0'.repeat(32))).toEqual({
      ok: false,
      error: 'This invite is not valid: it may have been replaced by a newer one.',
    });

    const row = await stores.campaigns.join(invite, characterId);
    expect(row?.character_id).toBe(characterId);
    // At once, before any edit: the class, level and the four tracks as the sheet shows them.
    const seen = await gm.client.from('campaign_dashboard').select('*').eq('id', row!.id).single();
    expect(seen.data).toMatchObject({
      character_name: 'Wren',
      character_class: 'Bard',
      character_level: 2,
      health: { current: 1, max: 5 },
      stress: { current: 2, max: 6 },
      hope: { current: 3, max: 6 },
    });
    expect(stores.campaigns.state.joined.map((c) => c.name)).toEqual(['Cinder Hall']);
    expect(stores.characters.get(characterId)?.character.campaign).toBe(campaignId);
    await eventually(
      () => otherCampaigns.state.joined.some((c) => c.name === 'Cinder Hall'),
      5000,
      'the other tab lists the campaign live',
    );

    // Leaving in the first tab removes it in the other, live.
    expect(await stores.campaigns.leave(campaignId)).toBe(true);
    await eventually(() => otherCampaigns.state.joined.length === 0, 5000, 'the other tab drops it live');

    await Promise.all([otherCampaigns.dispose(), visitorCampaigns.dispose(), stores.dispose()]);
    await Promise.all([other.close(), visitor.close(), player.close(), gm.close()]);
  });
});
