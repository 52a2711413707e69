// A campaign with a game master and one joined player, made through the API (for the realtime faults and the
// dashboard's layout-shift check), and
// a page signed in as a given session without going through the login page.
import type { Page } from '@playwright/test';
import { invokeFunction, type DualityClient } from '@duality/supabase';
import { z } from 'zod';
import { newAccount } from './account';
import { createCharacter, signUpApi, type BackendAddress } from './api';

export interface PlayedCampaign {
  gm: DualityClient;
  gmSession: unknown;
  player: DualityClient;
  playerSession: unknown;
  campaignId: number;
  /** The player's character in it (its save writes the dashboard row). */
  characterId: number;
  dashboardId: number;
  characterName: string;
}

/** A campaign of a new game master, joined by a new player's character. */
export async function playedCampaign(backend: BackendAddress, name: string): Promise<PlayedCampaign> {
  const { client: gm, session: gmSession } = await signUpApi(newAccount(`${name} Gm`), backend);
  const { data: campaign, error } = await gm.from('campaigns').insert({ name }).select('id').single();
  if (error) throw new Error(error.message);
  const { invite } = await invokeFunction(
    gm,
    'generate-campaign-invite',
    { campaignId: campaign.id },
    z.object({ invite: z.string() }),
  );
  const { client: player, session } = await signUpApi(newAccount(`${name} Player`), backend);
  const characterName = `${name} Hero`;
  const characterId = await createCharacter(player, { name: characterName, level: 1 });
  const { dashboard } = await invokeFunction(
    player,
    'join-campaign',
    { invite, characterId },
    z.object({ dashboard: z.object({ id: z.number() }) }),
  );
  return {
    gm,
    gmSession,
    player,
    playerSession: session,
    campaignId: campaign.id,
    characterId,
    dashboardId: dashboard.id,
    characterName,
  };
}

/** Puts the session where supabase-js in the page looks for it, then opens `path`. */
export async function openSignedIn(page: Page, backend: BackendAddress, session: unknown, path: string) {
  await page.goto('/about');
  const storageKey = `sb-${new URL(backend.url).hostname.split('.')[0]}-auth-token`;
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(session),
  ] as const);
  await page.goto(path);
}
