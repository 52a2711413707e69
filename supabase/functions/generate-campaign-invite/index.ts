// generate-campaign-invite {campaignId} → {invite}: the campaign owner mints a new invite; the old one stops
// working (public.generate_campaign_invite).
import { z } from 'npm:zod@4.6.7';
import { idSchema, serveAction } from '../_shared/campaign-action.ts';

serveAction({
  body: z.object({ campaignId: idSchema('campaignId') }),
  rpc: 'generate_campaign_invite',
  args: (b) => ({ p_campaign_id: b.campaignId }),
  result: (invite) => ({ invite }),
});
