// Campaign fixtures through the product's own server functions: an invite from the owner, a character of the
// player joining with it.
import { invokeFunction, type DualityClient, type Json } from '@duality/supabase';
import type { Backend } from '@duality/supabase-local';
import { createCampaignStore, type CampaignStore } from '../src/campaigns/campaign-store';
import { inviteResultSchema, joinResultSchema } from '../src/rows/function-results';
import { eventually } from './backend';
import { openTab, type Tab } from './players';

export async function createCampaign(owner: DualityClient, name: string): Promise<number> {
  const { data, error } = await owner.from('campaigns').insert({ name }).select('id').single();
  if (error) throw new Error(error.message);
  return data.id;
}

export async function createCharacter(player: DualityClient, data: Record<string, unknown>): Promise<number> {
  const { data: row, error } = await player
    .from('characters')
    .insert({ data: data as Json })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return row.id;
}

/** The player's character joins the owner's campaign; returns the dashboard row id. */
export async function joinCampaign(
  owner: DualityClient,
  player: DualityClient,
  campaignId: number,
  characterId: number,
): Promise<number> {
  const { invite } = await invokeFunction(
    owner,
    'generate-campaign-invite',
    { campaignId },
    inviteResultSchema,
  );
  const { dashboard } = await invokeFunction(
    player,
    'join-campaign',
    { invite, characterId },
    joinResultSchema,
  );
  return dashboard.id;
}

/** A new user's tab and their campaign store, once it has loaded. */
export async function withCampaignStore(
  backend: Pick<Backend, 'url' | 'anonKey'>,
  name: string,
): Promise<{ tab: Tab; store: CampaignStore }> {
  const tab = await openTab(backend, name);
  const store = createCampaignStore({
    client: tab.client,
    bus: tab.bus,
    session: tab.session,
    clock: tab.clock,
  });
  await eventually(() => store.state.status === 'ready', 5000, 'campaigns loaded');
  return { tab, store };
}
