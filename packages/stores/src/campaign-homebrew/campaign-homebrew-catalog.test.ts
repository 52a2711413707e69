// The homebrew linked to the user's campaigns, in their catalog, against the project's one embedded backend: a
// player builds with the private class and ancestry the game master linked, later links follow live, leaving
// the campaign takes them away, and someone outside the campaign never sees them.
import { describe, expect, it } from 'vitest';
import { BUILTIN_ANCESTRIES, BUILTIN_CLASSES } from '@duality/rules/content';
import { invokeFunction } from '@duality/supabase';
import { testBackend } from '../../test/testing';
import { eventually, openChannelCount } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { openTab, type Tab } from '../../test/players';
import { createDataStores, type DataStores } from '../data-stores';
import { linkResultSchema } from '../rows/function-results';
import { memoryKeyValueStorage } from '../shared/storage';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

/** A private record in the owner's name, its document a copy of a built-in's (less the row's own columns). */
async function privateRecord(tab: Tab, kind: 'classes' | 'ancestries', name: string): Promise<string> {
  const source = kind === 'classes' ? BUILTIN_CLASSES[0]! : BUILTIN_ANCESTRIES[0]!;
  const { id: _id, name: _name, public: _public, ...data } = source;
  const { data: row, error } = await tab.client
    .from(`homebrew_${kind}`)
    .insert({ name, data: kind === 'classes' ? { ...data, evasion: 13, startingHitPoints: 9 } : data })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return String(row.id);
}

const link = (gm: Tab, fn: string, type: string, itemId: string, campaignId: number) =>
  invokeFunction(gm.client, fn, { type, item_id: Number(itemId), campaign_id: campaignId }, linkResultSchema);

const storesOf = (tab: Tab): DataStores =>
  createDataStores({
    client: tab.client,
    bus: tab.bus,
    session: tab.session,
    storage: memoryKeyValueStorage(),
    clock: tab.clock,
  });

describe('campaign-linked homebrew in the catalog', () => {
  it('offers a campaign’s linked records to its players, live, and to nobody else', async () => {
    const gm = await openTab(backend, 'Linked Gm');
    const campaignId = await createCampaign(gm.client, 'Ember Vale');
    const warden = await privateRecord(gm, 'classes', 'Ember Warden');
    await link(gm, 'link-campaign-homebrew', 'classes', warden, campaignId);

    const player = await openTab(backend, 'Linked Player');
    await joinCampaign(
      gm.client,
      player.client,
      campaignId,
      await createCharacter(player.client, { name: 'A' }),
    );
    const stranger = await openTab(backend, 'Linked Stranger');

    const stores = storesOf(player);
    const catalog = await stores.catalog.load();
    // The GM's private class, as the player's catalog holds it: marked as homebrew, its numbers its own.
    expect(catalog.classes.get(warden)).toMatchObject({
      name: 'Ember Warden',
      evasion: 13,
      startingHitPoints: 9,
    });
    expect(catalog.classes.get(warden)?.user_id).toBe(gm.user?.id);
    expect(stores.linkedHomebrew.state.status).toBe('ready');

    const outsider = storesOf(stranger);
    expect((await outsider.catalog.load()).classes.has(warden)).toBe(false);

    // Live: a link added later joins the catalog; removing it takes the record away again.
    await eventually(
      () => player.client.getChannels().every((c) => c.state === 'joined'),
      5000,
      'channels joined',
    );
    const sprite = await privateRecord(gm, 'ancestries', 'Ember Sprite');
    await link(gm, 'link-campaign-homebrew', 'ancestries', sprite, campaignId);
    await eventually(() => stores.catalog.state?.ancestries.has(sprite) === true, 5000, 'linked live');
    await link(gm, 'unlink-campaign-homebrew', 'ancestries', sprite, campaignId);
    await eventually(() => stores.catalog.state?.ancestries.has(sprite) === false, 5000, 'unlinked live');

    // Leaving the campaign takes its homebrew with it.
    expect(await stores.campaigns.leave(campaignId)).toBe(true);
    await eventually(() => stores.catalog.state?.classes.has(warden) === false, 5000, 'gone after leaving');

    // The game master's own catalog has it through the campaign too (and their library).
    const gmStores = storesOf(gm);
    expect((await gmStores.catalog.load()).classes.has(warden)).toBe(true);
    expect(gmStores.linkedHomebrew.state.kinds.classes.map((c) => c.id)).toEqual([warden]);

    // Signing out forgets it and closes its channel.
    expect(await player.session.signOut()).toBeNull();
    await eventually(() => openChannelCount(player.client) === 0, 5000, 'no channel left');
    expect(stores.linkedHomebrew.state).toMatchObject({ status: 'idle', kinds: { classes: [] } });

    await Promise.all([stores.dispose(), outsider.dispose(), gmStores.dispose()]);
    await Promise.all([player.close(), stranger.close(), gm.close()]);
  });
});
