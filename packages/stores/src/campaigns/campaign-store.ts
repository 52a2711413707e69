// Campaigns: the campaigns the user owns and those their characters joined, a live query (shared/live-query.ts)
// on the user's one channel (campaign-changes.ts): a campaign renamed or deleted shows at once, and one
// joined, left or kicked from in another tab or device appears or goes without a reload. Joining, leaving,
// kicking, deleting and invites go through the server functions, whose returned error text is what the user reads.
import type { z } from '@duality/libs/zod';
import { invokeFunction } from '@duality/supabase';
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
import { dashboardRowSchema } from '../rows/dashboard-rows';
import { realClock } from '../shared/clock';
import { runQuery, toastSuccess, type DbContext } from '../shared/db';
import { createKeyedChannels } from '../shared/keyed-channels';
import { createLiveQuery, type SnapshotOutcome } from '../shared/live-query';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import { campaignTables, type CampaignLists } from './campaign-changes';
import {
  FEAR_MAX,
  INVITE_ERROR,
  type CampaignsState,
  type CampaignStore,
  type CampaignStoreDeps,
} from './campaign-types';

export * from './campaign-types';

/** The campaign column of the user's characters: which campaigns they joined. */
const joinedRowSchema = characterRowSchema.pick({ campaign: true });
const ownRowSchema = dashboardRowSchema.pick({ id: true });

export function createCampaignStore(deps: CampaignStoreDeps): CampaignStore {
  const { client, bus } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  const state = createSessionScopedStore<CampaignsState, { user: { id: string } | null }>({
    initial: () => ({ status: 'signed-out', owned: [], joined: [] }),
    session: deps.session,
    onLeave: () => void lists.releaseAll(),
    onUser: (next) => {
      set({ status: 'loading' });
      void lists.watch(next);
    },
  });
  const set = (patch: Partial<CampaignsState>) => state.patch(patch);
  const find = (id: number) =>
    state.state.owned.find((c) => c.id === id) ?? state.state.joined.find((c) => c.id === id);
  /** Moves the signed-in user's lists (what the server answered to a write; replayed on a read in flight). */
  const change = (reduce: (lists: CampaignLists) => CampaignLists) => {
    if (state.userId) lists.patch(state.userId, reduce);
  };
  /** An owned campaign as the server returned it after a write. */
  const replaceOwned = (campaign: CampaignRow) => {
    change((l) => ({ ...l, owned: l.owned.map((c) => (c.id === campaign.id ? campaign : c)) }));
    return campaign;
  };

  const readLists = async (me: string, shown: CampaignLists): Promise<SnapshotOutcome<CampaignLists>> => {
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
    if (!owned.ok) return owned;
    if (!mine.ok) return mine;
    const ids = [...new Set(mine.data.map((r) => r.campaign).filter((c): c is number => c !== null))];
    let joined: CampaignRow[] = [];
    if (ids.length > 0) {
      const res = await runQuery(
        ctx,
        () => client.from('campaigns').select('*').in('id', ids).neq('user_id', me).order('id'),
        eachRow(campaignRowSchema, 'campaign'),
      );
      if (!res.ok) return res;
      joined = res.data;
    }
    const rows = await runQuery(
      ctx,
      () => client.from('campaign_dashboard').select('id').eq('user_id', me),
      eachRow(ownRowSchema, 'dashboard row'),
    );
    const myRows = rows.ok ? rows.data.map((r) => r.id) : shown.myRows;
    return { ok: true, data: { owned: owned.data, joined, myRows } };
  };

  const lists = createLiveQuery<string, CampaignLists, string>({
    channels: deps.channels ?? createKeyedChannels({ client, clock, name: 'user' }),
    channelKey: (me) => me,
    tables: campaignTables,
    initial: () => ({ owned: [], joined: [], myRows: [] }),
    read: readLists,
    onEntry: (me, entry) => {
      if (!entry || me !== state.userId) return;
      const status = entry.status === 'reconnecting' ? 'ready' : entry.status;
      set({ status, owned: entry.data.owned, joined: entry.data.joined });
    },
    bus,
  });
  const load = async () => {
    if (state.userId) await lists.refetch(state.userId);
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
      change((l) =>
        l.owned.some((c) => c.id === campaign.id) ? l : { ...l, owned: [...l.owned, campaign] },
      );
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
      change((l) => ({ ...l, joined: l.joined.filter((c) => c.id !== campaignId) }));
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
      change((l) => ({ ...l, owned: l.owned.filter((c) => c.id !== campaignId) }));
      toastSuccess(bus, `Deleted ${name}`);
      return true;
    },
    async dispose() {
      state.dispose();
      await lists.releaseAll();
    },
  };
}
