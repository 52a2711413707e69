// Rows of `campaigns` as the server sends them (REST and live changes).
import { z } from '@duality/libs/zod';
import { FEAR_MAX } from '@duality/rules';

export const campaignRowSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  name: z.string(),
  /** The game master's Fear, 0 to 12. */
  fear: z.number().int(),
  created_at: z.string(),
});
/** @output A row as the database gives it: callers read it, the stores make it (a new column is a minor). */
export type CampaignRow = z.infer<typeof campaignRowSchema>;

/** The Fear `change_fear` answers with. */
export const fearSchema = z.number().int().min(0).max(FEAR_MAX);
