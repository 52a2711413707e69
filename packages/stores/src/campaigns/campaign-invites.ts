// The campaign's current invite token, which only its owner may read (the campaign_invites select policy).
// It is written by the campaign store's generateInvite (a server function); reading it lives here so that no
// area queries the table itself. A failed read is an error, never "no invite yet": an owner offered "Create
// invite link" after a failed read would replace the link the players already hold.
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import { campaignInviteRowSchema } from '../rows/read-only-rows';
import { maybeRow } from '../rows/read-rows';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, type DbContext } from '../shared/db';
import { toReadOutcome, type ReadOutcome } from '../shared/read-outcome';

/** Read failures start with this (then why, in our words). */
export const INVITE_READ_WHAT = 'The invite link';

export interface CampaignInvitesDeps {
  client: DualityClient;
  bus: Bus;
  clock?: Clock;
}

export interface CampaignInvites {
  /** The current token (null when none was made yet), or why it could not be read. Never toasts. */
  current(campaignId: number): Promise<ReadOutcome<string | null>>;
}

const inviteSchema = campaignInviteRowSchema.pick({ invite: true });

export function createCampaignInvites(deps: CampaignInvitesDeps): CampaignInvites {
  const ctx: DbContext = { bus: deps.bus, clock: deps.clock ?? realClock };
  return {
    async current(campaignId) {
      const res = await runQuery(
        ctx,
        () =>
          deps.client.from('campaign_invites').select('invite').eq('campaign_id', campaignId).maybeSingle(),
        maybeRow(inviteSchema, 'campaign invite'),
        { toast: false },
      );
      return toReadOutcome(INVITE_READ_WHAT, res.ok ? { ok: true, data: res.data?.invite ?? null } : res);
    },
  };
}
