// Rows the areas only read: the campaign's current invite (owner-only, by the campaign_invites select policy)
// and the user's homebrew counts against the caps (`my_homebrew_usage()`, which the database computes).
import { z } from '@duality/libs/zod';

/** A row of `campaign_invites`: the one current token of a campaign. */
export const campaignInviteRowSchema = z.object({
  campaign_id: z.number().int(),
  invite: z.string().regex(/^[0-9a-f]{32}$/),
  created_at: z.string(),
});
export type CampaignInviteRow = z.infer<typeof campaignInviteRowSchema>;

/** The one row of `my_homebrew_usage()`: the caller's counts and the caps the database holds them to. */
export const homebrewUsageSchema = z.object({
  created: z.number().int(),
  published: z.number().int(),
  creation_cap: z.number().int(),
  publish_cap: z.number().int(),
});
export type HomebrewUsage = z.infer<typeof homebrewUsageSchema>;
