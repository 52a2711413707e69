// The user's own dashboard rows, kept live: a character of theirs joining a campaign from another tab or device
// (an insert of a row with their user id), or leaving it or being kicked (a delete of one of their row ids),
// tells the campaign store to read its joined list again. Deletes carry only the id and are not filtered by the
// server, so the ids of the user's rows are kept to recognise theirs.
import type { DualityClient, Unsubscribe } from '@duality/supabase';
import { dashboardRowSchema } from '../rows/dashboard-rows';
import { eachRow } from '../rows/read-rows';
import { runQuery, toastError, type DbContext } from '../shared/db';
import { openLiveChannel } from '../shared/live-channel';

// Each watch has its own topic: supabase-js hands back an existing channel of the same topic, and two stores
// of one user (another page's store in tests) must not share one.
let watches = 0;

const ownRowSchema = dashboardRowSchema.pick({ id: true, campaign_id: true });

export interface MyDashboardRows {
  /** Reads the ids of the user's rows again (after the joined list was read). */
  refresh(): Promise<void>;
  stop: Unsubscribe;
}

/** Watches the user's dashboard rows; `onChanged` runs when one of theirs appears or goes. */
export function watchMyDashboardRows(
  deps: { client: DualityClient; ctx: DbContext },
  userId: string,
  onChanged: () => void,
): MyDashboardRows {
  const { client, ctx } = deps;
  const ids = new Set<number>();
  const refresh = async () => {
    const res = await runQuery(
      ctx,
      () => client.from('campaign_dashboard').select('id, campaign_id').eq('user_id', userId),
      eachRow(ownRowSchema, 'dashboard row'),
    );
    if (!res.ok) return;
    ids.clear();
    for (const row of res.data) ids.add(row.id);
  };
  const stop = openLiveChannel({
    client,
    clock: ctx.clock,
    subscription: {
      topic: `my-dashboard-rows:${userId}:${(watches += 1)}`,
      table: 'campaign_dashboard',
      bindings: [{ event: 'INSERT', filter: `user_id=eq.${userId}` }, { event: 'DELETE' }],
    },
    schema: dashboardRowSchema,
    onChange: (change) => {
      if (change.eventType === 'MALFORMED') toastError(ctx.bus, change.message);
      else if (change.eventType === 'INSERT') onChanged();
      else if (change.eventType === 'DELETE' && ids.has(change.old.id)) onChanged();
    },
    // Missed while the channel was down: read the list again.
    onJoined: (resumed) => {
      if (resumed) onChanged();
    },
  });
  return { refresh, stop };
}
