// Campaign fixtures through the product's own server functions: an invite from the owner, a character of the
// player joining with it.
import { invokeFunction, type DualityClient, type Json } from '@duality/supabase';
import { inviteResultSchema, joinResultSchema } from '../src/rows/function-results';

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
