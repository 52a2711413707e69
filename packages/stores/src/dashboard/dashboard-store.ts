// Campaign dashboards: the rows of a campaign, a live query (shared/live-query.ts) on the campaign's one channel
// however many views watch it, with insert, update and delete applied by dashboard-changes.ts, also on top of
// the snapshot when they were heard while it was read. A player's row is written only with their character's
// save (save_character, one transaction: see the character store), so it follows the committed save, never the
// intent to edit. A channel that drops comes back by itself (status `reconnecting`, the last rows kept), and
// the rows are read again once it is back.
import { distinctUntilChanged, map, type Observable } from '@duality/libs/rxjs';
import type { Catalog, Character } from '@duality/rules';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import { dashboardRowSchema, type DashboardRow } from '../rows/dashboard-rows';
import { eachRow } from '../rows/read-rows';
import { dashboardTable } from './dashboard-changes';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, type DbContext } from '../shared/db';
import { createKeyedChannels, type KeyedChannels } from '../shared/keyed-channels';
import { createLiveQuery } from '../shared/live-query';
import type { SessionSource } from '../shared/session';
import { createSessionScopedStore } from '../shared/session-scoped-store';

export interface CampaignDashboard {
  /** `reconnecting`: the live channel dropped; `rows` are the last known until it is back and reloaded. */
  status: 'loading' | 'ready' | 'reconnecting' | 'error';
  rows: DashboardRow[];
}

export interface DashboardState {
  campaigns: Record<number, CampaignDashboard>;
}

export interface DashboardStoreDeps {
  client: DualityClient;
  bus: Bus;
  clock?: Clock;
  /**
   * Writes a character's row through the character's save (the character store's `publishDashboardRow`);
   * `updateCharacter` asks it. Without it `updateCharacter` does nothing: no second write path.
   */
  publishRow?: (characterId: number) => Promise<boolean>;
  /** @deprecated Unused: the row's summary is derived with the character's save. */
  catalog?: () => Promise<Catalog>;
  /** @deprecated Unused: there is no separate debounced row write any more. */
  debounceMs?: number;
  /** When given, signing out closes every dashboard channel. */
  session?: SessionSource;
  /** The campaigns' shared channels (the data stores' one set); a set of its own without. */
  channels?: KeyedChannels<number>;
}

export interface DashboardStore {
  state$: Observable<DashboardState>;
  readonly state: DashboardState;
  campaign$(campaignId: number): Observable<CampaignDashboard | undefined>;
  /** Loads a campaign's rows and keeps them live; call the returned function when the view goes away. */
  watch(campaignId: number): Promise<() => Promise<void>>;
  /**
   * Asks for the character's row to be written from its saved document, through the character's save (one
   * transaction with the character); the character must be in a campaign.
   */
  updateCharacter(characterId: number, character: Character): void;
  /** Resolves when the rows asked for by updateCharacter are written (or could not be). */
  flush(): Promise<void>;
  /** Closes every channel (sign-out). */
  clear(): Promise<void>;
  dispose(): Promise<void>;
}

/** @deprecated No longer shown: a save of a character taken out of its campaign says so instead. */
export const missingDashboardEntry = (name: string): string =>
  `Could not find dashboard entry for character ${name}`;

export function createDashboardStore(deps: DashboardStoreDeps): DashboardStore {
  const { client, bus } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  const publishing = new Set<Promise<unknown>>();
  const kernel = createSessionScopedStore<DashboardState, { user: { id: string } | null }>({
    initial: () => ({ campaigns: {} }),
    session: deps.session,
    // Signing out (or another user) closes every channel.
    onLeave: () => void rows.releaseAll(),
  });
  const setCampaign = (id: number, next: CampaignDashboard | undefined) => {
    const campaigns = { ...kernel.state.campaigns };
    if (next) campaigns[id] = next;
    else delete campaigns[id];
    kernel.next({ campaigns });
  };

  const rows = createLiveQuery<number, DashboardRow[], number>({
    channels: deps.channels ?? createKeyedChannels({ client, clock, name: 'campaign' }),
    channelKey: (id) => id,
    tables: [dashboardTable],
    initial: (id) => kernel.state.campaigns[id]?.rows ?? [],
    read: async (id) => {
      const res = await runQuery(
        ctx,
        () => client.from('campaign_dashboard').select('*').eq('campaign_id', id).order('id'),
        eachRow(dashboardRowSchema, 'dashboard row'),
      );
      return res.ok ? res : { ok: false, message: res.message, data: [] };
    },
    onEntry: (id, entry) => setCampaign(id, entry && { status: entry.status, rows: entry.data }),
    bus,
  });
  const clear = async () => {
    kernel.next({ campaigns: {} });
    await rows.releaseAll();
  };
  kernel.start();

  return {
    state$: kernel.state$,
    get state() {
      return kernel.state;
    },
    campaign$(campaignId) {
      return kernel.state$.pipe(
        map((s) => s.campaigns[campaignId]),
        distinctUntilChanged(),
      );
    },
    watch: (campaignId) => rows.watch(campaignId),
    updateCharacter(characterId) {
      if (!deps.publishRow) return;
      const publish = deps.publishRow(characterId).finally(() => publishing.delete(publish));
      publishing.add(publish);
    },
    async flush() {
      await Promise.allSettled([...publishing]);
    },
    clear,
    async dispose() {
      await clear();
      kernel.dispose();
    },
  };
}
