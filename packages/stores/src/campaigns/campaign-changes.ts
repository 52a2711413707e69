// How the user's own channel moves their campaign lists: a campaign they own or joined renamed, its Fear
// changed or deleted (RLS sends a user only the campaigns they may read, so the binding needs no filter), and
// one of their characters joining a campaign from another tab or device (an insert of a dashboard row with
// their user id) or leaving it or being kicked (a delete of one of their row ids), which reads the lists
// again. Deletes carry only the id and are not filtered by the server, so the ids of the user's rows are
// kept to recognise theirs.
import { campaignRowSchema, type CampaignRow } from '../rows/campaign-rows';
import { dashboardRowSchema } from '../rows/dashboard-rows';
import { liveTable, type LiveTable } from '../shared/live-table';

export interface CampaignLists {
  owned: CampaignRow[];
  joined: CampaignRow[];
  /** The ids of the user's own dashboard rows (one per character in a campaign). */
  myRows: number[];
}

const replaceIn = (list: CampaignRow[], row: CampaignRow) =>
  list.some((c) => c.id === row.id) ? list.map((c) => (c.id === row.id ? row : c)) : list;

export const campaignTables: LiveTable<string, CampaignLists>[] = [
  liveTable({
    table: 'campaigns',
    schema: campaignRowSchema,
    bindings: () => [{ event: 'UPDATE' }, { event: 'DELETE' }],
    reduce: (lists, change) => {
      if (change.eventType === 'DELETE') {
        const gone = (c: CampaignRow) => c.id !== change.old.id;
        return [...lists.owned, ...lists.joined].some((c) => c.id === change.old.id)
          ? { ...lists, owned: lists.owned.filter(gone), joined: lists.joined.filter(gone) }
          : lists;
      }
      const owned = replaceIn(lists.owned, change.new);
      const joined = replaceIn(lists.joined, change.new);
      return owned === lists.owned && joined === lists.joined ? lists : { ...lists, owned, joined };
    },
  }),
  liveTable({
    table: 'campaign_dashboard',
    schema: dashboardRowSchema.pick({ id: true, campaign_id: true, user_id: true }),
    bindings: (userId) => [{ event: 'INSERT', filter: `user_id=eq.${userId}` }, { event: 'DELETE' }],
    reduce: (lists, change) => {
      if (change.eventType === 'DELETE') {
        const { id } = change.old;
        return lists.myRows.includes(id) ? { ...lists, myRows: lists.myRows.filter((r) => r !== id) } : lists;
      }
      const { id } = change.new;
      return lists.myRows.includes(id) ? lists : { ...lists, myRows: [...lists.myRows, id] };
    },
    effect: (change, { previous, refetch }) => {
      if (change.eventType !== 'DELETE' || previous.myRows.includes(change.old.id)) refetch();
    },
  }),
];
