// How one live change of `campaign_dashboard` moves a campaign's rows. Pure, so the store can apply a change
// as it comes and also replay, on top of a snapshot, the changes it heard while that snapshot was read: the
// snapshot may have been taken before or after any of them, so a change must be harmless when the snapshot
// already holds it (an insert of a row already there is skipped; an update older than the row it would
// replace, by `updated_at`, is skipped).
import type { RowChange } from '@duality/supabase';
import { dashboardRowSchema, type DashboardRow } from '../rows/dashboard-rows';
import { liveTable } from '../shared/live-table';

const newer = (candidate: DashboardRow, kept: DashboardRow): boolean =>
  Date.parse(candidate.updated_at) >= Date.parse(kept.updated_at);

/** The rows after `change`; the same array when the change does not concern them. */
export function applyDashboardChange(
  rows: DashboardRow[],
  change: RowChange<DashboardRow>,
  campaignId: number,
): DashboardRow[] {
  if (change.eventType === 'MALFORMED') return rows;
  if (change.eventType === 'DELETE') {
    // Deletes carry only the id (and are not filtered by campaign): match it against this campaign's rows.
    const { id } = change.old;
    return rows.some((r) => r.id === id) ? rows.filter((r) => r.id !== id) : rows;
  }
  const row = change.new;
  if (row.campaign_id !== campaignId) return rows;
  const at = rows.findIndex((r) => r.id === row.id);
  if (at === -1) return [...rows, row];
  if (change.eventType === 'INSERT' || !newer(row, rows[at]!)) return rows;
  return rows.map((r, i) => (i === at ? row : r));
}

/**
 * The dashboard's table on the campaign's channel. Deletes carry only the row id, so a campaign_id filter would
 * never match them: inserts and updates are filtered on the server, deletes are matched by id.
 */
export const dashboardTable = liveTable<number, DashboardRow[], DashboardRow>({
  table: 'campaign_dashboard',
  schema: dashboardRowSchema,
  bindings: (campaignId) => [
    { event: 'INSERT', filter: `campaign_id=eq.${campaignId}` },
    { event: 'UPDATE', filter: `campaign_id=eq.${campaignId}` },
    { event: 'DELETE' },
  ],
  reduce: (rows, change, campaignId) => applyDashboardChange(rows, change, campaignId),
});
