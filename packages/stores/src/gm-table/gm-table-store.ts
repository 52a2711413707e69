// The game master's table of a campaign, live: its Fear, the roll log, whether the log is shared, the
// countdowns and the adversary cards the game master revealed. A live query (shared/live-query.ts) on the
// campaign's one channel however many views watch it, each table moved by its reducer (gm-table-changes.ts);
// a dropped channel says `reconnecting` and everything is read again once it is back. The database decides
// who sees what (RLS): the same store serves the game master and the players.
import { distinctUntilChanged, map, type Observable } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import { realClock, type Clock } from '../shared/clock';
import type { DbContext } from '../shared/db';
import { createKeyedChannels, type KeyedChannels } from '../shared/keyed-channels';
import { createLiveQuery } from '../shared/live-query';
import type { SessionSource } from '../shared/session';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import type { CampaignRollRow, CountdownRow, EncounterCardRow } from './gm-rows';
import { gmTableTables } from './gm-table-changes';
import { createGmTableReads, type GmTableSnapshot } from './gm-table-reads';
import { createGmTableWrites, type GmTableWrites } from './gm-table-writes';

export { ROLL_LOG_KEPT } from './gm-table-reads';

/** @output The game master's table as the store publishes it: callers read it (a new member is a minor). */
export interface GmTable {
  status: 'loading' | 'ready' | 'reconnecting' | 'error';
  /** The campaign's Fear as the database holds it now; null until read. */
  fear: number | null;
  /** Newest first. */
  rolls: CampaignRollRow[];
  /** The game master shares the roll log with the players. */
  shared: boolean;
  /** Oldest first (the order they were made in). */
  countdowns: CountdownRow[];
  /** The adversary cards the game master revealed to the players, in the encounter's order. */
  revealed: EncounterCardRow[];
}

export interface GmTableState {
  campaigns: Record<number, GmTable>;
}

export interface GmTableStoreDeps {
  client: DualityClient;
  bus: Bus;
  clock?: Clock;
  session?: SessionSource;
}

export interface GmTableStore extends GmTableWrites {
  state$: Observable<GmTableState>;
  readonly state: GmTableState;
  table$(campaignId: number): Observable<GmTable | undefined>;
  /** Loads a campaign's table and keeps it live; call the returned function when the view goes away. */
  watch(campaignId: number): Promise<() => Promise<void>>;
  dispose(): Promise<void>;
}

const EMPTY: GmTable = {
  status: 'loading',
  fear: null,
  rolls: [],
  shared: false,
  countdowns: [],
  revealed: [],
};

export function createGmTableStore(deps: GmTableStoreDeps): GmTableStore {
  const clock = deps.clock ?? realClock;
  return gmTableStoreOn(createKeyedChannels({ client: deps.client, clock, name: 'campaign' }), deps);
}

/** The store over the campaigns' shared channels (the data stores' one set). */
export function gmTableStoreOn(channels: KeyedChannels<number>, deps: GmTableStoreDeps): GmTableStore {
  const { client, bus } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  const kernel = createSessionScopedStore<GmTableState, { user: { id: string } | null }>({
    initial: () => ({ campaigns: {} }),
    session: deps.session,
    onLeave: () => void tables.releaseAll(),
  });
  const put = (id: number, next: GmTable | undefined) => {
    const campaigns = { ...kernel.state.campaigns };
    if (next) campaigns[id] = next;
    else delete campaigns[id];
    kernel.next({ campaigns });
  };

  const { readRolls, readTable } = createGmTableReads(client, ctx);
  const tables = createLiveQuery<number, GmTableSnapshot, number>({
    channels,
    channelKey: (id) => id,
    tables: gmTableTables(async (id) => {
      const res = await readRolls(id);
      return res.ok ? res.data : null;
    }),
    initial: (id) => {
      const { status: _status, ...shown } = kernel.state.campaigns[id] ?? EMPTY;
      return shown;
    },
    read: async (id) => {
      const table = await readTable(id);
      return table ? { ok: true, data: table } : { ok: false, message: 'The table could not be read.' };
    },
    onEntry: (id, entry) => put(id, entry && { status: entry.status, ...entry.data }),
    bus,
  });
  kernel.start();

  return {
    ...createGmTableWrites({ client, ctx }),
    state$: kernel.state$,
    get state() {
      return kernel.state;
    },
    table$: (id) =>
      kernel.state$.pipe(
        map((s) => s.campaigns[id]),
        distinctUntilChanged(),
      ),
    watch: (id) => tables.watch(id),
    async dispose() {
      kernel.next({ campaigns: {} });
      await tables.releaseAll();
      kernel.dispose();
    },
  };
}
