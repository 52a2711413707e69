// preview-campaign-invite {invite} → {campaign_id, campaign_name, owner_name}: what a visitor of
// /campaign/invite/{invite} sees before joining; callable with the anon key (public.preview_campaign_invite).
import { z } from 'npm:zod@4.6.7';
import { inviteSchema, serveAction } from '../_shared/campaign-action.ts';

serveAction({
  body: z.object({ invite: inviteSchema }),
  rpc: 'preview_campaign_invite',
  args: (b) => ({ p_invite: b.invite }),
  result: (data) => data,
  allowAnon: true,
});
