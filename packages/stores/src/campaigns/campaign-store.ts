// Campaigns: the campaigns the user owns and those their characters joined, with one live channel per joined
// campaign (joined-channels.ts), and a live watch of the user's own dashboard rows, so a campaign
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
import { realClock } from '../shared/clock';
import { runQuery, toastSuccess, type DbContext } from '../shared/db';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import {
  FEAR_MAX,
  INVITE_ERROR,
  type CampaignsState,
  type CampaignStore,
  type CampaignStoreDeps,
} from './campaign-types';
import { joinedChannels } from './joined-channels';
import { watchMyDashboardRows, type MyDashboardRows } from './my-dashboard-rows';

export * from './campaign-types';

/** The campaign column of the user's characters: which campaigns they joined. */
const joinedRowSchema = characterRowSchema.pick({ campaign: true });

export function createCampaignStore(deps: CampaignStoreDeps): CampaignStore {
  const { client, bus } = deps;
  const ctx: DbContext = { bus, clock: deps.clock ?? realClock };
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
  const channels = joinedChannels({
    client,
    ctx,
    joined: () => state.state.joined,
    setJoined: (joined) => set({ joined }),
  });
  const unwatchAll = async () => {
    const rows = myRows;
    myRows = null;
    await Promise.all([channels.unwatchAll(), rows?.stop()]);
  };

  let ownedWrites = 0; // owned campaigns created or deleted: a list read across one reads again
  const load = async (): Promise<void> => {
    const me = state.userId;
    const gen = state.generation;
    const writes = ownedWrites;
    const mark = channels.heard();
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
      joined = channels.withLiveSince(res.data, mark);
    }
    await channels.follow(joined.map((c) => c.id));
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
      await channels.unwatch(campaignId);
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
