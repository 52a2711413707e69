// Campaigns (spec 4, "Campaigns" and "Campaign membership"; spec 7, "Campaigns" and "Server functions"): the
// campaigns the user owns and those their characters joined, with one live channel per joined campaign (a live
// update replaces it, a live delete removes it). Leaving, kicking, deleting and invites go through the server
// functions, whose returned error text is what the user reads.
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { Bus } from '@duality/bus';
import {
  invokeFunction,
  subscribeToChanges,
  type DualityClient,
  type RealtimePostgresChangesPayload,
  type Unsubscribe,
} from '@duality/supabase';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, toastError, toastSuccess, type DbContext } from '../shared/db';
import type { SessionSource } from '../shared/session';

export const INVITE_ERROR = 'Error generating invite.';

export interface CampaignRecord {
  id: number;
  user_id: string;
  name: string;
  fear: number;
}

export interface CampaignsState {
  status: 'signed-out' | 'loading' | 'ready' | 'error';
  /** Campaigns whose user_id is the user (spec 4). */
  owned: CampaignRecord[];
  /** Campaigns the user's characters joined. */
  joined: CampaignRecord[];
}

export interface CampaignStoreDeps {
  client: DualityClient;
  bus: Bus;
  session: SessionSource;
  clock?: Clock;
}

export interface CampaignStore {
  state$: Observable<CampaignsState>;
  readonly state: CampaignsState;
  load(): Promise<void>;
  /** Owned or joined campaign by id. */
  get(id: number): CampaignRecord | undefined;
  create(name: string): Promise<CampaignRecord | null>;
  rename(id: number, name: string): Promise<CampaignRecord | null>;
  /** A fresh invite token (replacing the old one); null with "Error generating invite." on failure. */
  generateInvite(campaignId: number): Promise<string | null>;
  leave(campaignId: number): Promise<boolean>;
  /** The owner removes a player's character: toast "Kicked {character} from {campaign}". */
  kick(dashboardId: number, characterName: string, campaignId: number): Promise<boolean>;
  remove(campaignId: number): Promise<boolean>;
  dispose(): Promise<void>;
}

const COLUMNS = 'id, user_id, name, fear';

export function createCampaignStore(deps: CampaignStoreDeps): CampaignStore {
  const { client, bus } = deps;
  const ctx: DbContext = { bus, clock: deps.clock ?? realClock };
  const state = new BehaviorSubject<CampaignsState>({ status: 'signed-out', owned: [], joined: [] });
  const channels = new Map<number, Unsubscribe>();
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
  const unwatchAll = () => Promise.all([...channels.keys()].map(unwatch));

  const onLive = (id: number) => (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => {
    if (payload.eventType === 'UPDATE') {
      const row = payload.new as unknown as CampaignRecord;
      set({ joined: state.value.joined.map((c) => (c.id === row.id ? pick(row) : c)) });
    } else if (payload.eventType === 'DELETE') {
      // Delete events carry only the primary key: match it against the campaign this channel watches.
      const goneId = Number((payload.old as { id?: unknown }).id ?? id);
      if (goneId !== id) return;
      set({ joined: state.value.joined.filter((c) => c.id !== id) });
      void unwatch(id);
    }
  };

  const watch = (id: number) => {
    if (channels.has(id)) return;
    channels.set(
      id,
      subscribeToChanges(
        client,
        { topic: `campaign:${id}`, table: 'campaigns', filter: `id=eq.${id}` },
        onLive(id),
      ),
    );
  };

  const load = async () => {
    const me = userId;
    const gen = generation;
    if (!me) return;
    const owned = await runQuery(ctx, () =>
      client.from('campaigns').select(COLUMNS).eq('user_id', me).order('id').retry(false),
    );
    // Joined: the campaigns of the user's characters (spec 7).
    const mine = await runQuery(ctx, () =>
      client.from('characters').select('campaign').not('campaign', 'is', null).retry(false),
    );
    if (gen !== generation) return;
    if (!owned.ok || !mine.ok) return set({ status: 'error' });
    const ids = [...new Set(mine.data.map((r) => r.campaign).filter((c): c is number => c !== null))];
    let joined: CampaignRecord[] = [];
    if (ids.length > 0) {
      const res = await runQuery(ctx, () =>
        client.from('campaigns').select(COLUMNS).in('id', ids).neq('user_id', me).order('id').retry(false),
      );
      if (gen !== generation) return;
      if (!res.ok) return set({ status: 'error' });
      joined = res.data.map(pick);
    }
    for (const id of channels.keys()) if (!joined.some((c) => c.id === id)) await unwatch(id);
    for (const c of joined) watch(c.id);
    set({ status: 'ready', owned: owned.data.map(pick), joined });
  };

  /** Calls a server function; on failure toasts its error text (spec 8) and returns ok: false. */
  const call = async <T>(
    name: string,
    body: Record<string, unknown>,
    failure?: string,
  ): Promise<{ ok: true; data: T } | { ok: false }> => {
    try {
      return { ok: true, data: await invokeFunction<T>(client, name, body) };
    } catch (err) {
      toastError(bus, failure ?? (err instanceof Error ? err.message : String(err)));
      return { ok: false };
    }
  };

  const sub: Subscription = deps.session.state$.subscribe(({ user }) => {
    const next = user?.id ?? null;
    if (next === userId) return;
    generation += 1;
    userId = next;
    void unwatchAll();
    set({ status: next ? 'loading' : 'signed-out', owned: [], joined: [] });
    if (next) void load();
  });

  return {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    load,
    get: find,
    async create(name) {
      const res = await runQuery(ctx, () =>
        client.from('campaigns').insert({ name }).select(COLUMNS).single(),
      );
      if (!res.ok) return null;
      const campaign = pick(res.data);
      set({ owned: [...state.value.owned, campaign] });
      toastSuccess(bus, `Created new campaign: ${campaign.name}`);
      return campaign;
    },
    async rename(id, name) {
      const res = await runQuery(ctx, () =>
        client.from('campaigns').update({ name }).eq('id', id).select(COLUMNS).single(),
      );
      if (!res.ok) return null;
      const campaign = pick(res.data);
      set({ owned: state.value.owned.map((c) => (c.id === id ? campaign : c)) });
      return campaign;
    },
    async generateInvite(campaignId) {
      const res = await call<{ invite?: unknown }>('generate-campaign-invite', { campaignId }, INVITE_ERROR);
      if (!res.ok) return null;
      if (typeof res.data?.invite === 'string') return res.data.invite;
      toastError(bus, INVITE_ERROR);
      return null;
    },
    async leave(campaignId) {
      const name = find(campaignId)?.name ?? 'the campaign';
      if (!(await call('leave-campaign', { campaignId })).ok) return false;
      await unwatch(campaignId);
      set({ joined: state.value.joined.filter((c) => c.id !== campaignId) });
      toastSuccess(bus, `Left ${name}`);
      return true;
    },
    async kick(dashboardId, characterName, campaignId) {
      if (!(await call('kick-from-campaign', { dashboardId })).ok) return false;
      toastSuccess(bus, `Kicked ${characterName} from ${find(campaignId)?.name ?? 'the campaign'}`);
      return true;
    },
    async remove(campaignId) {
      const name = find(campaignId)?.name ?? 'campaign';
      if (!(await call('delete-campaign', { campaignId })).ok) return false;
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

const pick = (row: CampaignRecord): CampaignRecord => ({
  id: row.id,
  user_id: row.user_id,
  name: row.name,
  fear: row.fear,
});
