// kick-from-campaign {dashboardId}: the campaign owner removes a player's character (public.kick_from_campaign).
import { z } from 'npm:zod@4.6.7';
import { idSchema, serveAction } from '../_shared/campaign-action.ts';

serveAction({
  body: z.object({ dashboardId: idSchema('dashboardId') }),
  rpc: 'kick_from_campaign',
  args: (b) => ({ p_dashboard_id: b.dashboardId }),
  result: (data) => data,
});
