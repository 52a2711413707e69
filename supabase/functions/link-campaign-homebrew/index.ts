// link-campaign-homebrew {type, item_id, campaign_id}: the campaign owner shares one of their records, or a
// public one, with the campaign (public.link_campaign_homebrew).
import { z } from 'npm:zod@4.6.7';
import { idSchema, serveAction } from '../_shared/campaign-action.ts';
import { HOMEBREW_TYPES, INVALID_HOMEBREW_TYPE } from '../_shared/homebrew-types.ts';

serveAction({
  body: z.object({
    type: z.enum(HOMEBREW_TYPES, { error: INVALID_HOMEBREW_TYPE }),
    item_id: idSchema('item_id'),
    campaign_id: idSchema('campaign_id'),
  }),
  rpc: 'link_campaign_homebrew',
  args: (b) => ({ p_type: b.type, p_item_id: b.item_id, p_campaign_id: b.campaign_id }),
  result: (link) => ({ link }),
});
