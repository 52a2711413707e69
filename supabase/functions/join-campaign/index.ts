// join-campaign {invite, characterId} → {dashboard}: the caller's character joins the invite's campaign and its
// dashboard row is created; the player has agreed to share the character's name, level, class and four
// tracks with the campaign (public.join_campaign).
import { z } from 'npm:zod@4.6.7';
import { idSchema, inviteSchema, serveAction } from '../_shared/campaign-action.ts';

serveAction({
  body: z.object({ invite: inviteSchema, characterId: idSchema('characterId') }),
  rpc: 'join_campaign',
  args: (b) => ({ p_invite: b.invite, p_character_id: b.characterId }),
  result: (dashboard) => ({ dashboard }),
});
