// Rows of `campaigns` as the server sends them (REST and live changes).
import { z } from '@duality/libs/zod';

export const campaignRowSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  name: z.string(),
  /** The game master's Fear, 0 to 12. */
  fear: z.number().int(),
  created_at: z.string(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;
