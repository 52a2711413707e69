// The snapshot reads of a campaign's table, made when its channels have joined and again after a dropped
// channel comes back: Fear, the roll log, the settings, the countdowns and the revealed adversary cards. RLS
// decides what each reader gets (a player: visible countdowns, revealed cards, the rolls they may see).
import type { DualityClient } from '@duality/supabase';
import { eachRow, maybeRow } from '../rows/read-rows';
import { runQuery, type DbContext } from '../shared/db';
import {
  campaignFearRowSchema,
  campaignRollRowSchema,
  campaignSettingsRowSchema,
  countdownRowSchema,
  encounterCardRowSchema,
  type CampaignRollRow,
  type CountdownRow,
  type EncounterCardRow,
} from './gm-rows';

/** The rolls the log keeps (the database keeps the same number). */
export const ROLL_LOG_KEPT = 200;

export interface GmTableSnapshot {
  fear: number | null;
  rolls: CampaignRollRow[];
  shared: boolean;
  countdowns: CountdownRow[];
  revealed: EncounterCardRow[];
}

/** Cards in the order the game master set them. */
export const byPosition = (a: EncounterCardRow, b: EncounterCardRow) =>
  a.position - b.position || a.id - b.id;

export function createGmTableReads(client: DualityClient, ctx: DbContext) {
  const readRolls = (id: number) =>
    runQuery(
      ctx,
      () =>
        client
          .from('campaign_rolls')
          .select('*')
          .eq('campaign_id', id)
          .order('id', { ascending: false })
          .limit(ROLL_LOG_KEPT),
      eachRow(campaignRollRowSchema, 'roll'),
    );

  /** Everything the table shows, or null when a read failed (the caller says so). */
  const readTable = async (id: number): Promise<GmTableSnapshot | null> => {
    const [fear, rolls, settings, countdowns, revealed] = await Promise.all([
      runQuery(
        ctx,
        () => client.from('campaigns').select('id, fear').eq('id', id).maybeSingle(),
        maybeRow(campaignFearRowSchema, 'campaign'),
      ),
      readRolls(id),
      runQuery(
        ctx,
        () => client.from('campaign_settings').select('*').eq('campaign_id', id).maybeSingle(),
        maybeRow(campaignSettingsRowSchema, 'campaign settings'),
      ),
      runQuery(
        ctx,
        () => client.from('campaign_countdowns').select('*').eq('campaign_id', id).order('id'),
        eachRow(countdownRowSchema, 'countdown'),
      ),
      runQuery(
        ctx,
        () =>
          client
            .from('campaign_encounter_adversaries')
            .select('*')
            .eq('campaign_id', id)
            .eq('revealed', true)
            .order('position')
            .order('id'),
        eachRow(encounterCardRowSchema, 'adversary card'),
      ),
    ]);
    if (!fear.ok || !rolls.ok || !settings.ok || !countdowns.ok || !revealed.ok) return null;
    return {
      fear: fear.data?.fear ?? null,
      rolls: rolls.data,
      shared: settings.data?.roll_log_shared ?? false,
      countdowns: countdowns.data,
      revealed: revealed.data,
    };
  };
  return { readRolls, readTable };
}
