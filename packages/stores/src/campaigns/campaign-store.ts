// Campaigns: the campaigns the user owns and those their characters joined, with one live channel per joined campaign (a live
// update replaces it, a live delete removes it), and a live watch of the user's own dashboard rows, so a campaign
// joined, left or kicked from in another tab or device appears or goes without a reload. Joining, leaving,
// kicking, deleting and invites go through the server functions, whose returned error text is what the user reads.
import type { z } from '@duality/libs/zod';
import { invokeFunction, type RowChange, type Unsubscribe } from '@duality/supabase';
import { campaignRowSchema, fearSchema, type CampaignRow } from '../rows/campaign-rows';
import { characterRowSchema } from '../rows/character-rows';
import {
  deleteResultSchema,
  inviteResultSchema,
  joinResultSchema,
  kickResultSchema,
  leaveResultSchema,
  previewResultSchema,
} from '../rows/function-results';
import { eachRow, oneRow } from '../rows/read-rows';
import { callFunction } from '../shared/call-function';
import { realClock } from '../shared/clock';
import { runQuery, toastError, toastSuccess, type DbContext } from '../shared/db';
import { openLiveChannel } from '../shared/live-channel';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import {
  FEAR_MAX,
  INVITE_ERROR,
  type CampaignsState,
  type CampaignStore,
  type CampaignStoreDeps,
} from './campaign-types';
import { watchMyDashboardRows, type MyDashboardRows } from './my-dashboard-rows';

export * from './campaign-types';

/** The campaign column of the user's characters: which campaigns they joined. */
const joinedRowSchema = characterRowSchema.pick({ campaign: true });

export function createCampaignStore(deps: CampaignStoreDeps): CampaignStore {
  const { client, bus } = deps;
  const ctx: DbContext = { bus, clock: deps.clock ?? realClock };
  const channels = new Map<number, Unsubscribe>();
  let myRows: MyDashboardRows | null = null;
  const state = createSessionScopedStore<CampaignsState, { user: { id: string } | null }>({
    initial: () => ({ status: 'signed-out', owned: [], joined: [] }),
    session: deps.session,
    onLeave: () => void unwatchAll(),
    onUser: (next) => {
      set({ status: 'loading' });
      myRows = watchMyDashboardRows({ client, ctx }, next, () => void load());
      void load();
    },
  });
  const set = (patch: Partial<CampaignsState>) => state.patch(patch);
  /** An owned campaign as the server returned it after a write. */
  const replaceOwned = (campaign: CampaignRow) => {
    set({ owned: state.state.owned.map((c) => (c.id === campaign.id ? campaign : c)) });
    return campaign;
  };
  const find = (id: number) =>
    state.state.owned.find((c) => c.id === id) ?? state.state.joined.find((c) => c.id === id);
  const unwatch = async (id: number) => {
    const stop = channels.get(id);
    await (channels.delete(id) && stop?.());
  };
  const unwatchAll = async () => {
    const rows = myRows;
    myRows = null;
    await Promise.all([...channels.keys()].map(unwatch).concat(rows ? [rows.stop()] : []));
  };

  // Live changes heard, counted: a read sent before a joined campaign's latest change was heard may answer
  // with the row as it was before it, and the change (committed, and newer) wins.
  let heard = 0;
  const heardAt = new Map<number, number>();
  const heardSince = (id: number, mark: number) => (heardAt.get(id) ?? 0) > mark;
  /** Joined rows read since `mark`, each replaced by what its channel has heard since (or dropped: deleted). */
  const withLiveSince = (rows: CampaignRow[], mark: number) =>
    rows.flatMap((row) => {
      if (!heardSince(row.id, mark)) return [row];
      const live = state.state.joined.find((c) => c.id === row.id);
      return live ? [live] : [];
    });

  const onLive = (id: number) => (change: RowChange<CampaignRow>) => {
    if (change.eventType === 'MALFORMED') return toastError(bus, change.message);
    heardAt.set(id, (heard += 1));
    if (change.eventType === 'UPDATE') {
      const row = change.new;
      set({ joined: state.state.joined.map((c) => (c.id === row.id ? row : c)) });
    } else if (change.eventType === 'DELETE') {
      // Delete events carry only the primary key: match it against the campaign this channel watches.
      if (change.old.id !== id) return;
      set({ joined: state.state.joined.filter((c) => c.id !== id) });
      void unwatch(id);
    }
  };

  /** Reads one joined campaign again (what its channel cannot have heard) and puts it in the list. */
  const reread = async (id: number) => {
    const mark = heard;
    const res = await runQuery(
      ctx,
      () => client.from('campaigns').select('*').eq('id', id),
      eachRow(campaignRowSchema, 'campaign'),
    );
    const row = res.ok ? res.data[0] : undefined;
    if (!row || !channels.has(id) || heardSince(id, mark)) return;
    set({ joined: state.state.joined.map((c) => (c.id === id ? row : c)) });
  };

  const watch = (id: number) => {
    if (channels.has(id)) return;
    channels.set(
      id,
      openLiveChannel({
        client,
        clock: ctx.clock,
        subscription: { topic: `campaign:${id}`, table: 'campaigns', filter: `id=eq.${id}` },
        schema: campaignRowSchema,
        onChange: onLive(id),
        // The server never sends a change made before the channel joined (between the first read and the
        // join) or while it was down (the connection dropped): read the row each time it joins.
        onJoined: () => void reread(id),
      }),
    );
  };

  let ownedWrites = 0; // owned campaigns created or deleted: a list read across one reads again
  const load = async (): Promise<void> => {
    const me = state.userId;
    const gen = state.generation;
    const writes = ownedWrites;
    const mark = heard;
    if (!me) return;
    const owned = await runQuery(
      ctx,
      () => client.from('campaigns').select('*').eq('user_id', me).order('id'),
      eachRow(campaignRowSchema, 'campaign'),
    );
    // Joined: the campaigns of the user's characters.
    const mine = await runQuery(
      ctx,
      () => client.from('characters').select('campaign').not('campaign', 'is', null),
      eachRow(joinedRowSchema, "character's campaign"),
    );
    if (!state.isCurrent(gen)) return;
    if (writes !== ownedWrites) return load();
    if (!owned.ok || !mine.ok) return set({ status: 'error' });
    const ids = [...new Set(mine.data.map((r) => r.campaign).filter((c): c is number => c !== null))];
    let joined: CampaignRow[] = [];
    if (ids.length > 0) {
      const res = await runQuery(
        ctx,
        () => client.from('campaigns').select('*').in('id', ids).neq('user_id', me).order('id'),
        eachRow(campaignRowSchema, 'campaign'),
      );
      if (!state.isCurrent(gen)) return;
      if (!res.ok) return set({ status: 'error' });
      joined = withLiveSince(res.data, mark);
    }
    for (const id of channels.keys()) if (!joined.some((c) => c.id === id)) await unwatch(id);
    for (const c of joined) watch(c.id);
    set({ status: 'ready', owned: owned.data, joined });
    await myRows?.refresh();
  };

  const call = <T>(name: string, body: Record<string, unknown>, result: z.ZodType<T>, failure?: string) =>
    callFunction({ client, bus }, name, body, result, failure);

  state.start();
  return {
    state$: state.state$,
    get state() {
      return state.state;
    },
    load,
    get: find,
    async create(name) {
      const res = await runQuery(
        ctx,
        () => client.from('campaigns').insert({ name }).select('*').single(),
        oneRow(campaignRowSchema, 'campaign'),
      );
      if (!res.ok) return null;
      const campaign = res.data;
      ownedWrites += 1;
      set({ owned: [...state.state.owned, campaign] });
      toastSuccess(bus, `Created new campaign: ${campaign.name}`);
      return campaign;
    },
    async rename(id, name) {
      const res = await runQuery(
        ctx,
        () => client.from('campaigns').update({ name }).eq('id', id).select('*').single(),
        oneRow(campaignRowSchema, 'campaign'),
      );
      return res.ok ? replaceOwned(res.data) : null;
    },
    async changeFear(id, delta) {
      const res = await runQuery(
        ctx,
        () => client.rpc('change_fear', { p_campaign_id: id, p_delta: Math.round(delta) }),
        oneRow(fearSchema, 'Fear'),
      );
      const campaign = find(id);
      if (!res.ok || !campaign) return null;
      return state.state.owned.includes(campaign) ? replaceOwned({ ...campaign, fear: res.data }) : campaign;
    },
    async setFear(id, fear) {
      const value = Math.min(Math.max(Math.round(fear), 0), FEAR_MAX);
      const res = await runQuery(
        ctx,
        () => client.from('campaigns').update({ fear: value }).eq('id', id).select('*').single(),
        oneRow(campaignRowSchema, 'campaign'),
      );
      return res.ok ? replaceOwned(res.data) : null;
    },
    async preview(invite) {
      try {
        return {
          ok: true,
          preview: await invokeFunction(client, 'preview-campaign-invite', { invite }, previewResultSchema),
        };
      } catch (err) {
        return { ok: false, error: err instanceof Error ? err.message : String(err) };
      }
    },
    async join(invite, characterId) {
      const res = await call('join-campaign', { invite, characterId }, joinResultSchema);
      if (!res.ok) return null;
      const row = res.data.dashboard;
      await deps.onJoined?.(row);
      await load();
      return row;
    },
    async generateInvite(campaignId) {
      const res = await call('generate-campaign-invite', { campaignId }, inviteResultSchema, INVITE_ERROR);
      return res.ok ? res.data.invite : null;
    },
    async leave(campaignId) {
      const name = find(campaignId)?.name ?? 'the campaign';
      if (!(await call('leave-campaign', { campaignId }, leaveResultSchema)).ok) return false;
      await unwatch(campaignId);
      set({ joined: state.state.joined.filter((c) => c.id !== campaignId) });
      toastSuccess(bus, `Left ${name}`);
      return true;
    },
    async kick(dashboardId, characterName, campaignId) {
      if (!(await call('kick-from-campaign', { dashboardId }, kickResultSchema)).ok) return false;
      toastSuccess(bus, `Kicked ${characterName} from ${find(campaignId)?.name ?? 'the campaign'}`);
      return true;
    },
    async remove(campaignId) {
      const name = find(campaignId)?.name ?? 'campaign';
      if (!(await call('delete-campaign', { campaignId }, deleteResultSchema)).ok) return false;
      ownedWrites += 1;
      set({ owned: state.state.owned.filter((c) => c.id !== campaignId) });
      toastSuccess(bus, `Deleted ${name}`);
      return true;
    },
    async dispose() {
      state.dispose();
      await unwatchAll();
    },
  };
}
