// Rows the areas only read: the campaign's current invite (owner-only, by the campaign_invites select policy),
// the user's homebrew counts against the caps (`my_homebrew_usage()`, which the database computes) and the
// display names of public homebrew's authors (`homebrew_author_names()`).
import { z } from '@duality/libs/zod';

/** A row of `campaign_invites`: the one current token of a campaign. */
export const campaignInviteRowSchema = z.object({
  campaign_id: z.number().int(),
  invite: z.string().regex(/^[0-9a-f]{32}$/),
  created_at: z.string(),
});
/** @output A row as the database gives it: callers read it, the stores make it (a new column is a minor). */
export type CampaignInviteRow = z.infer<typeof campaignInviteRowSchema>;

/** The one row of `my_homebrew_usage()`: the caller's counts and the caps the database holds them to. */
export const homebrewUsageSchema = z.object({
  created: z.number().int(),
  published: z.number().int(),
  creation_cap: z.number().int(),
  publish_cap: z.number().int(),
});
export type HomebrewUsage = z.infer<typeof homebrewUsageSchema>;

/** A row of `homebrew_author_names()`: the display name of a user who has public homebrew (masked). */
export const homebrewAuthorRowSchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
});
/** @output A row as the database gives it: callers read it, the stores make it (a new column is a minor). */
export type HomebrewAuthorRow = z.infer<typeof homebrewAuthorRowSchema>;
