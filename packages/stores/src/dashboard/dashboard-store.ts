// Campaign dashboards: the rows of a campaign, kept live by ONE channel per campaign however many views watch it
// (reference-counted), with insert, update and delete applied as they come. A player's row is written only with
// their character's save (save_character, one transaction: see the character store), so it follows the
// committed save, never the intent to edit. A channel that drops is opened again after 1, 2, 5, then every 10 s
// (status `reconnecting`, the last rows kept), and the rows are reloaded once it is back.
import { distinctUntilChanged, map, type Observable } from '@duality/libs/rxjs';
import type { Catalog, Character } from '@duality/rules';
import type { Bus } from '@duality/bus';
import type { DualityClient, RowChange, Unsubscribe } from '@duality/supabase';
import { dashboardRowSchema, type DashboardRow } from '../rows/dashboard-rows';
import { eachRow } from '../rows/read-rows';
import { heardDuringRead } from '../shared/heard-during-read';
import { applyDashboardChange } from './dashboard-changes';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, toastError, type DbContext } from '../shared/db';
import { openLiveChannel } from '../shared/live-channel';
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
  const watched = new Map<number, { count: number; stop: Unsubscribe; ready: Promise<void> }>();
  const publishing = new Set<Promise<unknown>>();
  const kernel = createSessionScopedStore<DashboardState, { user: { id: string } | null }>({
    initial: () => ({ campaigns: {} }),
    session: deps.session,
    // Signing out (or another user) closes every channel.
    onLeave: () => void stopAll(),
  });
  const setCampaign = (id: number, next: CampaignDashboard | undefined) => {
    const campaigns = { ...kernel.state.campaigns };
    if (next) campaigns[id] = next;
    else delete campaigns[id];
    kernel.next({ campaigns });
  };
  const rowsOf = (id: number) => kernel.state.campaigns[id]?.rows ?? [];

  // Changes heard while a campaign's snapshot is read are replayed on top of it (shared/heard-during-read.ts).
  const heardWhileReading = heardDuringRead<RowChange<DashboardRow>>();

  const onLive = (campaignId: number) => (change: RowChange<DashboardRow>) => {
    if (change.eventType === 'MALFORMED') {
      toastError(bus, change.message);
      return;
    }
    heardWhileReading.hear(campaignId, change);
    const current = kernel.state.campaigns[campaignId];
    if (!current) return;
    const rows = applyDashboardChange(current.rows, change, campaignId);
    if (rows !== current.rows) setCampaign(campaignId, { ...current, rows });
  };

  const load = async (campaignId: number) => {
    const { value: res, heard } = await heardWhileReading.read(campaignId, () =>
      runQuery(
        ctx,
        () => client.from('campaign_dashboard').select('*').eq('campaign_id', campaignId).order('id'),
        eachRow(dashboardRowSchema, 'dashboard row'),
      ),
    );
    if (!watched.has(campaignId)) return;
    if (!res.ok) {
      setCampaign(campaignId, { status: 'error', rows: [] });
      return;
    }
    const rows = heard.reduce((acc, change) => applyDashboardChange(acc, change, campaignId), res.data);
    setCampaign(campaignId, { status: 'ready', rows });
  };

  const release = async (campaignId: number) => {
    const entry = watched.get(campaignId);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return;
    watched.delete(campaignId);
    setCampaign(campaignId, undefined);
    await entry.stop();
  };

  const stopAll = async () => {
    const all = [...watched.values()];
    watched.clear();
    await Promise.all(all.map((w) => w.stop()));
  };
  const clear = async () => {
    kernel.next({ campaigns: {} });
    await stopAll();
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
    async watch(campaignId) {
      let released = false;
      const existing = watched.get(campaignId);
      if (existing) {
        existing.count += 1; // one subscription per campaign, however many watchers
        await existing.ready;
      } else {
        setCampaign(campaignId, { status: 'loading', rows: rowsOf(campaignId) });
        // The snapshot is read only once the channel has joined (or failed to): a change made between a
        // snapshot read first and a later join would reach neither.
        let joined: () => void = () => undefined;
        const join = new Promise<void>((resolve) => (joined = resolve));
        const stop = openLiveChannel({
          client,
          clock,
          subscription: {
            topic: `campaign-dashboard:${campaignId}`,
            table: 'campaign_dashboard',
            // Deletes carry only the row id, so a campaign_id filter would never match them: inserts and
            // updates are filtered on the server, deletes are matched by id in onLive.
            bindings: [
              { event: 'INSERT', filter: `campaign_id=eq.${campaignId}` },
              { event: 'UPDATE', filter: `campaign_id=eq.${campaignId}` },
              { event: 'DELETE' },
            ],
          },
          schema: dashboardRowSchema,
          onChange: onLive(campaignId),
          onLost: () => {
            joined();
            const current = kernel.state.campaigns[campaignId];
            if (current && watched.has(campaignId))
              setCampaign(campaignId, { ...current, status: 'reconnecting' });
          },
          // Changes made while no channel listened are not replayed: read the rows again.
          onJoined: (resumed) => {
            joined();
            if (resumed) void load(campaignId);
          },
        });
        const entry = { count: 1, stop, ready: Promise.resolve() };
        watched.set(campaignId, entry);
        entry.ready = join.then(() => load(campaignId));
        await entry.ready;
      }
      return async () => {
        if (released) return;
        released = true;
        await release(campaignId);
      };
    },
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
