// Campaigns: the campaigns the user owns and those their characters joined, with one live channel per joined campaign (a live
// update replaces it, a live delete removes it), and a live watch of the user's own dashboard rows, so a campaign
// joined, left or kicked from in another tab or device appears or goes without a reload. Joining, leaving,
// kicking, deleting and invites go through the server functions, whose returned error text is what the user reads.
import { BehaviorSubject, type Observable, type Subscription } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import { z } from '@duality/libs/zod';
import { invokeFunction, type DualityClient, type RowChange, type Unsubscribe } from '@duality/supabase';
import { campaignRowSchema, type CampaignRow } from '../rows/campaign-rows';
import { characterRowSchema } from '../rows/character-rows';
import type { DashboardRow } from '../rows/dashboard-rows';
import {
  deleteResultSchema,
  inviteResultSchema,
  joinResultSchema,
  kickResultSchema,
  leaveResultSchema,
  previewResultSchema,
  type InvitePreview,
} from '../rows/function-results';
import { eachRow, oneRow } from '../rows/read-rows';
import { callFunction } from '../shared/call-function';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, toastError, toastSuccess, type DbContext } from '../shared/db';
import { openLiveChannel } from '../shared/live-channel';
import type { SessionSource } from '../shared/session';
import { watchMyDashboardRows, type MyDashboardRows } from './my-dashboard-rows';

export const INVITE_ERROR = 'Error generating invite.';
/** The game master's Fear: 0 to 12 (the campaigns table checks it too). */
export const FEAR_MAX = 12;

export interface CampaignsState {
  status: 'signed-out' | 'loading' | 'ready' | 'error';
  /** Campaigns whose user_id is the user. */
  owned: CampaignRow[];
  /** Campaigns the user's characters joined. */
  joined: CampaignRow[];
}

export interface CampaignStoreDeps {
  client: DualityClient;
  bus: Bus;
  session: SessionSource;
  clock?: Clock;
  /** Runs after a character joined, before the joined list is read again (the dashboard row is filled in). */
  onJoined?: (row: DashboardRow) => Promise<void>;
}

/** What the invite page shows: the campaign and its game master, or why the invite cannot be used. */
export type PreviewOutcome = { ok: true; preview: InvitePreview } | { ok: false; error: string };

export interface CampaignStore {
  state$: Observable<CampaignsState>;
  readonly state: CampaignsState;
  load(): Promise<void>;
  /** Owned or joined campaign by id. */
  get(id: number): CampaignRow | undefined;
  create(name: string): Promise<CampaignRow | null>;
  rename(id: number, name: string): Promise<CampaignRow | null>;
  /** The owner sets the campaign's Fear (clamped to 0..12); members see it live. */
  setFear(id: number, fear: number): Promise<CampaignRow | null>;
  /** The campaign an invite leads to (works signed out); the function's error text when it cannot be used. */
  preview(invite: string): Promise<PreviewOutcome>;
  /** The user's character joins the invite's campaign: its complete dashboard row is written at once. */
  join(invite: string, characterId: number): Promise<DashboardRow | null>;
  /** A fresh invite token (replacing the old one); null with "Error generating invite." on failure. */
  generateInvite(campaignId: number): Promise<string | null>;
  leave(campaignId: number): Promise<boolean>;
  /** The owner removes a player's character: toast "Kicked {character} from {campaign}". */
  kick(dashboardId: number, characterName: string, campaignId: number): Promise<boolean>;
  remove(campaignId: number): Promise<boolean>;
  dispose(): Promise<void>;
}

/** The campaign column of the user's characters: which campaigns they joined. */
const joinedRowSchema = characterRowSchema.pick({ campaign: true });

export function createCampaignStore(deps: CampaignStoreDeps): CampaignStore {
  const { client, bus } = deps;
  const ctx: DbContext = { bus, clock: deps.clock ?? realClock };
  const state = new BehaviorSubject<CampaignsState>({ status: 'signed-out', owned: [], joined: [] });
  const channels = new Map<number, Unsubscribe>();
  let myRows: MyDashboardRows | null = null;
  let userId: string | null = null;
  let generation = 0;

  const set = (patch: Partial<CampaignsState>) => state.next({ ...state.value, ...patch });
  const find = (id: number) =>
    state.value.owned.find((c) => c.id === id) ?? state.value.joined.find((c) => c.id === id);

  const unwatch = async (id: number) => {
    const stop = channels.get(id);
    channels.delete(id);
    await stop?.();
  };
  const unwatchAll = async () => {
    const rows = myRows;
    myRows = null;
    await Promise.all([...channels.keys()].map(unwatch).concat(rows ? [rows.stop()] : []));
  };

  const onLive = (id: number) => (change: RowChange<CampaignRow>) => {
    if (change.eventType === 'MALFORMED') {
      toastError(bus, change.message);
    } else if (change.eventType === 'UPDATE') {
      const row = change.new;
      set({ joined: state.value.joined.map((c) => (c.id === row.id ? row : c)) });
    } else if (change.eventType === 'DELETE') {
      // Delete events carry only the primary key: match it against the campaign this channel watches.
      if (change.old.id !== id) return;
      set({ joined: state.value.joined.filter((c) => c.id !== id) });
      void unwatch(id);
    }
  };

  /** Reads one joined campaign again (what its channel cannot have heard) and puts it in the list. */
  const reread = async (id: number) => {
    const res = await runQuery(
      ctx,
      () => client.from('campaigns').select('*').eq('id', id),
      eachRow(campaignRowSchema, 'campaign'),
    );
    const row = res.ok ? res.data[0] : undefined;
    if (!row || !channels.has(id)) return;
    set({ joined: state.value.joined.map((c) => (c.id === id ? row : c)) });
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

  const load = async () => {
    const me = userId;
    const gen = generation;
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
    if (gen !== generation) return;
    if (!owned.ok || !mine.ok) return set({ status: 'error' });
    const ids = [...new Set(mine.data.map((r) => r.campaign).filter((c): c is number => c !== null))];
    let joined: CampaignRow[] = [];
    if (ids.length > 0) {
      const res = await runQuery(
        ctx,
        () => client.from('campaigns').select('*').in('id', ids).neq('user_id', me).order('id'),
        eachRow(campaignRowSchema, 'campaign'),
      );
      if (gen !== generation) return;
      if (!res.ok) return set({ status: 'error' });
      joined = res.data;
    }
    for (const id of channels.keys()) if (!joined.some((c) => c.id === id)) await unwatch(id);
    for (const c of joined) watch(c.id);
    set({ status: 'ready', owned: owned.data, joined });
    await myRows?.refresh();
  };

  const call = <T>(name: string, body: Record<string, unknown>, result: z.ZodType<T>, failure?: string) =>
    callFunction({ client, bus }, name, body, result, failure);

  const sub: Subscription = deps.session.state$.subscribe(({ user }) => {
    const next = user?.id ?? null;
    if (next === userId) return;
    generation += 1;
    userId = next;
    void unwatchAll();
    set({ status: next ? 'loading' : 'signed-out', owned: [], joined: [] });
    if (!next) return;
    myRows = watchMyDashboardRows({ client, ctx }, next, () => void load());
    void load();
  });

  return {
    state$: state.asObservable(),
    get state() {
      return state.value;
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
      set({ owned: [...state.value.owned, campaign] });
      toastSuccess(bus, `Created new campaign: ${campaign.name}`);
      return campaign;
    },
    async rename(id, name) {
      const res = await runQuery(
        ctx,
        () => client.from('campaigns').update({ name }).eq('id', id).select('*').single(),
        oneRow(campaignRowSchema, 'campaign'),
      );
      if (!res.ok) return null;
      const campaign = res.data;
      set({ owned: state.value.owned.map((c) => (c.id === id ? campaign : c)) });
      return campaign;
    },
    async setFear(id, fear) {
      const value = Math.min(Math.max(Math.round(fear), 0), FEAR_MAX);
      const res = await runQuery(
        ctx,
        () => client.from('campaigns').update({ fear: value }).eq('id', id).select('*').single(),
        oneRow(campaignRowSchema, 'campaign'),
      );
      if (!res.ok) return null;
      const campaign = res.data;
      set({ owned: state.value.owned.map((c) => (c.id === id ? campaign : c)) });
      return campaign;
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
      set({ joined: state.value.joined.filter((c) => c.id !== campaignId) });
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
      set({ owned: state.value.owned.filter((c) => c.id !== campaignId) });
      toastSuccess(bus, `Deleted ${name}`);
      return true;
    },
    async dispose() {
      generation += 1;
      sub.unsubscribe();
      await unwatchAll();
      state.complete();
    },
  };
}
