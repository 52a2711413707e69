// leave-campaign {campaignId}: the caller's characters leave the campaign; their dashboard rows are deleted,
// which revokes the sharing (public.leave_campaign).
import { z } from 'npm:zod@4.6.7';
import { idSchema, serveAction } from '../_shared/campaign-action.ts';

serveAction({
  body: z.object({ campaignId: idSchema('campaignId') }),
  rpc: 'leave_campaign',
  args: (b) => ({ p_campaign_id: b.campaignId }),
  result: (data) => data,
});
