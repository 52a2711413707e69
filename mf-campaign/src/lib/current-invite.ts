// The campaign's current invite token, which only its owner may read (the campaign_invites select policy).
import { z } from '@duality/libs/zod';
import { getSupabase } from '@duality/supabase';

const inviteRowSchema = z.object({ invite: z.string().regex(/^[0-9a-f]{32}$/) });

/** The current token, null when none was made yet; throws the server's text on failure. */
export async function readCurrentInvite(campaignId: number): Promise<string | null> {
  const { data, error } = await getSupabase()
    .from('campaign_invites')
    .select('invite')
    .eq('campaign_id', campaignId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (data === null) return null;
  const row = inviteRowSchema.safeParse(data);
  if (!row.success) throw new Error('The campaign’s invite could not be read.');
  return row.data.invite;
}
