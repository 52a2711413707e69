// Rows of `campaign_dashboard`: what a player's character shares with its campaign. The four tracks are jsonb
// `{current, max}`; the database checks their range, and a track is a count of slots, so a fraction is refused
// here as well. Evasion, the thresholds and the conditions in play come with every save.
import { z } from '@duality/libs/zod';
import { conditionSchema } from '@duality/rules';

export const trackSchema = z.object({ current: z.number().int().min(0), max: z.number().int().min(0) });

export const dashboardRowSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  character_id: z.number().int(),
  user_id: z.string(),
  character_name: z.string(),
  /** "Class" or "Class / Multiclass". */
  character_class: z.string(),
  character_level: z.number().int(),
  health: trackSchema,
  stress: trackSchema,
  armor: trackSchema,
  hope: trackSchema,
  evasion: z.number().int().min(0),
  major_threshold: z.number().int().min(0),
  severe_threshold: z.number().int().min(0),
  conditions: z.array(conditionSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
/** @output A row as the database gives it: callers read it, the stores make it (a new column is a minor). */
export type DashboardRow = z.infer<typeof dashboardRowSchema>;
