// Rows of the game master's table (migration 20261126120000_game_master_table; rolls' `offline` from
// 20261201000000_server_rolled_dice): the roll log, the campaign's
// settings, countdowns, saved encounters and their adversary cards, each read by one schema here. The database
// checks every range; these schemas only refuse what the screens could not show.
import { z } from '@duality/libs/zod';

export const campaignRollRowSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  character_id: z.number().int(),
  user_id: z.string(),
  character_name: z.string(),
  kind: z.enum(['action', 'reaction', 'damage', 'other']),
  label: z.string(),
  hope_die: z.number().int().nullable(),
  fear_die: z.number().int().nullable(),
  dice: z.array(z.object({ die: z.number().int(), value: z.number().int() })),
  modifier: z.number().int(),
  total: z.number().int(),
  /** Computed by the database from the Duality Dice; null for damage and other rolls. */
  outcome: z.enum(['hope', 'fear', 'critical']).nullable(),
  fear_given: z.boolean(),
  /** The dice were rolled in the player's browser while offline and reported later (20261201000000): no Fear. */
  offline: z.boolean(),
  created_at: z.string(),
});
/** @output A row as the database gives it: callers read it, the stores make it (a new column is a minor). */
export type CampaignRollRow = z.infer<typeof campaignRollRowSchema>;

export const campaignSettingsRowSchema = z.object({
  campaign_id: z.number().int(),
  roll_log_shared: z.boolean(),
  updated_at: z.string(),
});
/** @output A row as the database gives it: callers read it, the stores make it (a new column is a minor). */
export type CampaignSettingsRow = z.infer<typeof campaignSettingsRowSchema>;

export const countdownRowSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  name: z.string(),
  kind: z.enum(['standard', 'dynamic', 'progress', 'consequence']),
  loop: z.enum(['none', 'loop', 'increasing', 'decreasing']),
  start: z.number().int(),
  value: z.number().int(),
  long_term: z.boolean(),
  visible: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** @output A row as the database gives it: callers read it, the stores make it (a new column is a minor). */
export type CountdownRow = z.infer<typeof countdownRowSchema>;

export const encounterRowSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  name: z.string(),
  environment_id: z.string().nullable(),
  plan: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
/** @output A row as the database gives it: callers read it, the stores make it (a new column is a minor). */
export type EncounterRow = z.infer<typeof encounterRowSchema>;

export const encounterCardRowSchema = z.object({
  id: z.number().int(),
  encounter_id: z.number().int(),
  campaign_id: z.number().int(),
  adversary_id: z.string(),
  label: z.string(),
  position: z.number().int(),
  hp_marked: z.number().int(),
  stress_marked: z.number().int(),
  conditions: z.array(z.string()),
  revealed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** @output A row as the database gives it: callers read it, the stores make it (a new column is a minor). */
export type EncounterCardRow = z.infer<typeof encounterCardRowSchema>;

/** The fear column of a campaign, as its live channel carries it. */
export const campaignFearRowSchema = z.object({ id: z.number().int(), fear: z.number().int() });
