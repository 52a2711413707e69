// The game master's table of a campaign, live: its Fear, the roll log, whether the log is shared, the
// countdowns and the adversary cards the game master revealed. One set of channels per campaign however many views watch it (reference-counted, as the
// dashboard store); a dropped channel says `reconnecting` and everything is read again once it is back. The
// database decides who sees what (RLS): the same store serves the game master and the players.
import { distinctUntilChanged, map, type Observable } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import type { DualityClient, RowChange, Unsubscribe } from '@duality/supabase';
import { realClock, type Clock } from '../shared/clock';
import { toastError, type DbContext } from '../shared/db';
import { heardDuringRead } from '../shared/heard-during-read';
import type { SessionSource } from '../shared/session';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import { openGmChannels } from './gm-channels';
import type { CampaignRollRow, CountdownRow, EncounterCardRow } from './gm-rows';
import { byPosition, createGmTableReads, ROLL_LOG_KEPT } from './gm-table-reads';
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

/** A change to a campaign's table, from a live event. */
type Patch = (table: GmTable) => Partial<GmTable>;

const EMPTY: GmTable = {
  status: 'loading',
  fear: null,
  rolls: [],
  shared: false,
  countdowns: [],
  revealed: [],
};

export function createGmTableStore(deps: GmTableStoreDeps): GmTableStore {
  const { client, bus } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  const watched = new Map<number, { count: number; stop: Unsubscribe; ready: Promise<void> }>();
  const kernel = createSessionScopedStore<GmTableState, { user: { id: string } | null }>({
    initial: () => ({ campaigns: {} }),
    session: deps.session,
    onLeave: () => void stopAll(),
  });
  const get = (id: number) => kernel.state.campaigns[id];
  const put = (id: number, next: GmTable | undefined) => {
    const campaigns = { ...kernel.state.campaigns };
    if (next) campaigns[id] = next;
    else delete campaigns[id];
    kernel.next({ campaigns });
  };
  const heardWhileReading = heardDuringRead<Patch>();
  const update = (id: number, patch: Patch) => {
    heardWhileReading.hear(id, patch);
    const current = get(id);
    if (current && watched.has(id)) put(id, { ...current, ...patch(current) });
  };

  const { readRolls, readTable } = createGmTableReads(client, ctx);
  // A snapshot read before a change can arrive after that change's live event: the changes heard meanwhile
  // are applied again on top of it (each is idempotent), so the snapshot never undoes one (the Fear the game
  // master just added went back to 0 and stayed there).
  const load = async (id: number) => {
    const { value: table, heard } = await heardWhileReading.read(id, () => readTable(id));
    if (!watched.has(id)) return;
    if (!table) return update(id, () => ({ status: 'error' }));
    let next: GmTable = { status: 'ready', ...table };
    for (const patch of heard) next = { ...next, ...patch(next) };
    put(id, next);
  };

  const malformed = <R>(
    change: RowChange<R>,
  ): change is Extract<RowChange<R>, { eventType: 'MALFORMED' }> => {
    if (change.eventType !== 'MALFORMED') return false;
    toastError(bus, change.message);
    return true;
  };

  const handlers = (id: number) => ({
    fear(change: RowChange<{ id: number; fear: number }>) {
      if (malformed(change) || change.eventType !== 'UPDATE' || change.new.id !== id) return;
      update(id, () => ({ fear: change.new.fear }));
    },
    roll(change: RowChange<CampaignRollRow>) {
      if (malformed(change)) return;
      if (change.eventType === 'INSERT') {
        const row = change.new;
        update(id, (t) =>
          row.campaign_id !== id || t.rolls.some((r) => r.id === row.id)
            ? {}
            : { rolls: [row, ...t.rolls].sort((a, b) => b.id - a.id).slice(0, ROLL_LOG_KEPT) },
        );
      } else if (change.eventType === 'DELETE') {
        update(id, (t) => ({ rolls: t.rolls.filter((r) => r.id !== change.old.id) }));
      }
    },
    settings(change: RowChange<{ campaign_id: number; roll_log_shared: boolean }>) {
      if (malformed(change) || change.eventType === 'DELETE') return;
      const shared = change.new.roll_log_shared;
      if (get(id)?.shared === shared) return;
      update(id, () => ({ shared }));
      // Sharing (or no longer sharing) changes which rolls a player may read: read them again.
      void readRolls(id).then((res) => {
        if (res.ok) update(id, () => ({ rolls: res.data }));
      });
    },
    countdown(change: RowChange<CountdownRow>) {
      if (malformed(change)) return;
      if (change.eventType === 'DELETE') {
        update(id, (t) => ({ countdowns: t.countdowns.filter((c) => c.id !== change.old.id) }));
        return;
      }
      const row = change.new;
      if (row.campaign_id !== id) return;
      update(id, (t) => {
        const others = t.countdowns.filter((c) => c.id !== row.id);
        return { countdowns: [...others, row].sort((a, b) => a.id - b.id) };
      });
    },
    card(change: RowChange<EncounterCardRow>) {
      if (malformed(change)) return;
      // A hidden card leaves by a delete (players are sent no update of a row they may no longer read).
      const gone = change.eventType === 'DELETE' ? change.old.id : null;
      const row = change.eventType === 'DELETE' ? null : change.new;
      if (row && row.campaign_id !== id) return;
      update(id, (t) => {
        const others = t.revealed.filter((c) => c.id !== (gone ?? row?.id));
        return { revealed: row?.revealed ? [...others, row].sort(byPosition) : others };
      });
    },
    lost: () => update(id, () => ({ status: 'reconnecting' })),
    resumed: () => void load(id),
  });

  const release = async (id: number) => {
    const entry = watched.get(id);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return;
    watched.delete(id);
    put(id, undefined);
    await entry.stop();
  };
  const stopAll = async () => {
    const all = [...watched.values()];
    watched.clear();
    await Promise.all(all.map((w) => w.stop()));
  };
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
    async watch(id) {
      let released = false;
      const existing = watched.get(id);
      if (existing) {
        existing.count += 1;
        await existing.ready;
      } else {
        put(id, get(id) ?? EMPTY);
        const channels = openGmChannels(client, clock, id, handlers(id));
        const entry = { count: 1, stop: channels.stop, ready: Promise.resolve() };
        watched.set(id, entry);
        // The snapshot is read once the channels have joined: a change made before would reach neither.
        entry.ready = channels.joined.then(() => load(id));
        await entry.ready;
      }
      return async () => {
        if (released) return;
        released = true;
        await release(id);
      };
    },
    async dispose() {
      kernel.next({ campaigns: {} });
      await stopAll();
      kernel.dispose();
    },
  };
}
