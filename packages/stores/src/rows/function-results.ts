// What the campaign server functions answer on success (supabase/functions/*, from the SQL functions of
// supabase/migrations/*_campaign_server_functions.sql). Each call parses its answer with one of these.
import { z } from '@duality/libs/zod';
import { dashboardRowSchema } from './dashboard-rows';
import { campaignHomebrewLinkRowSchema } from './homebrew-rows';

/** generate-campaign-invite: the new token (the old one stops working). */
export const inviteResultSchema = z.object({ invite: z.string().regex(/^[0-9a-f]{32}$/) });

/** join-campaign: the character's new dashboard row. */
export const joinResultSchema = z.object({ dashboard: dashboardRowSchema });

/** leave-campaign: the campaign left and how many of the caller's characters left it. */
export const leaveResultSchema = z.object({
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  left: z.number().int(),
});

/** kick-from-campaign: who was removed from which campaign. */
export const kickResultSchema = z.object({ character_name: z.string(), campaign_name: z.string() });

/** delete-campaign: the campaign that is gone. */
export const deleteResultSchema = z.object({ campaign_id: z.number().int(), campaign_name: z.string() });

/** link-campaign-homebrew and unlink-campaign-homebrew: the link row made or removed. */
export const linkResultSchema = z.object({ link: campaignHomebrewLinkRowSchema });

/** preview-campaign-invite: what the invite's visitor may see before joining. */
export const previewResultSchema = z.object({
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  owner_name: z.string(),
});
export type InvitePreview = z.infer<typeof previewResultSchema>;
