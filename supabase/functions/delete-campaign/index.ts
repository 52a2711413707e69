// delete-campaign {campaignId}: the campaign owner deletes it with its dashboard, invite and homebrew links
// (public.delete_campaign).
import { z } from 'npm:zod@4.6.7';
import { idSchema, serveAction } from '../_shared/campaign-action.ts';

serveAction({
  body: z.object({ campaignId: idSchema('campaignId') }),
  rpc: 'delete_campaign',
  args: (b) => ({ p_campaign_id: b.campaignId }),
  result: (data) => data,
});
