// Homebrew in play through a campaign: a game master (an API client) makes a campaign, writes private homebrew
// and links it to the campaign with the product's server functions; a player's character joins with an
// invite. Everything here goes through the API the way another client would.
import { invokeFunction, type DualityClient } from '@duality/supabase';
import { z } from 'zod';
import { createCharacter } from './api';
import { insertHomebrew, type Doc, type Kind } from './homebrew';

/** A campaign of the game master's; answers its id. */
export async function createCampaignApi(gm: DualityClient, name: string): Promise<number> {
  const { data, error } = await gm.from('campaigns').insert({ name }).select('id').single();
  if (error) throw new Error(`creating campaign ${name}: ${error.message}`);
  return data.id;
}

/** Writes a private record in the game master's name and links it to the campaign; answers its id. */
export async function linkPrivateHomebrew(
  gm: DualityClient,
  campaignId: number,
  kind: Kind,
  name: string,
  document: Doc,
): Promise<number> {
  const id = await insertHomebrew(gm, kind, name, document, false);
  await invokeFunction(
    gm,
    'link-campaign-homebrew',
    { type: kind, item_id: id, campaign_id: campaignId },
    z.object({ link: z.object({ id: z.number() }) }),
  );
  return id;
}

/** The player's new character joins the campaign with a fresh invite of the game master's. */
export async function joinWithNewCharacter(
  gm: DualityClient,
  player: DualityClient,
  campaignId: number,
  characterName: string,
): Promise<void> {
  const { invite } = await invokeFunction(
    gm,
    'generate-campaign-invite',
    { campaignId },
    z.object({ invite: z.string() }),
  );
  const characterId = await createCharacter(player, { name: characterName, level: 1 });
  await invokeFunction(
    player,
    'join-campaign',
    { invite, characterId },
    z.object({ dashboard: z.object({ id: z.number() }) }),
  );
}
