// Campaign dashboards: the rows of a campaign, kept live by ONE channel per campaign however many views watch it
// (reference-counted), with insert, update and delete applied as they come. A player's row follows their
// character: each change is sent after a 300 ms debounce, with the rules' dashboardSummary of the character
// over the player's catalog, so the row shows what their sheet shows. A channel that drops is opened again after
// 1, 2, 5, then every 10 s (status `reconnecting`, the last rows kept), and the rows are reloaded once it is back.
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from '@duality/libs/rxjs';
import { DEBOUNCE, dashboardSummary, type Catalog, type Character } from '@duality/rules';
import type { Bus } from '@duality/bus';
import type { DualityClient, RowChange, Unsubscribe } from '@duality/supabase';
import { dashboardRowSchema, type DashboardRow } from '../rows/dashboard-rows';
import { eachRow, maybeRow, noRows } from '../rows/read-rows';
import { createDebouncer, realClock, type Clock } from '../shared/clock';
import { runQuery, toastError, type DbContext } from '../shared/db';
import { openLiveChannel } from '../shared/live-channel';
import type { SessionSource } from '../shared/session';

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
   * The player's catalog (built-ins and their homebrew), to name classes and size tracks as the sheet does;
   * it waits for the built-in content. The built-ins alone when not given.
   */
  catalog?: () => Promise<Catalog>;
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
  /** Queues the update of the character's row (debounced); the row must exist. */
  updateCharacter(characterId: number, character: Character): void;
  /** Sends waiting row updates now. */
  flush(): Promise<void>;
  /** Closes every channel (sign-out). */
  clear(): Promise<void>;
  dispose(): Promise<void>;
}

export const missingDashboardEntry = (name: string): string =>
  `Could not find dashboard entry for character ${name}`;

const idRowSchema = dashboardRowSchema.pick({ id: true });

export function createDashboardStore(deps: DashboardStoreDeps): DashboardStore {
  const { client, bus } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  const catalog =
    deps.catalog ?? (() => import('@duality/rules/content').then((content) => content.builtinCatalog()));
  const debounce = createDebouncer<number>(clock, deps.debounceMs ?? DEBOUNCE.defaultMs);
  const state = new BehaviorSubject<DashboardState>({ campaigns: {} });
  const watched = new Map<number, { count: number; stop: Unsubscribe; ready: Promise<void> }>();
  const waiting = new Map<number, Character>();

  const setCampaign = (id: number, next: CampaignDashboard | undefined) => {
    const campaigns = { ...state.value.campaigns };
    if (next) campaigns[id] = next;
    else delete campaigns[id];
    state.next({ campaigns });
  };
  const rowsOf = (id: number) => state.value.campaigns[id]?.rows ?? [];

  const onLive = (campaignId: number) => (change: RowChange<DashboardRow>) => {
    const current = state.value.campaigns[campaignId];
    if (!current) return;
    if (change.eventType === 'MALFORMED') {
      toastError(bus, change.message);
    } else if (change.eventType === 'INSERT') {
      const row = change.new;
      if (row.campaign_id !== campaignId || current.rows.some((r) => r.id === row.id)) return;
      setCampaign(campaignId, { ...current, rows: [...current.rows, row] });
    } else if (change.eventType === 'UPDATE') {
      const row = change.new;
      if (row.campaign_id !== campaignId) return;
      setCampaign(campaignId, { ...current, rows: current.rows.map((r) => (r.id === row.id ? row : r)) });
    } else {
      // Deletes carry only the id (and are not filtered by campaign): match it against this campaign's rows.
      const id = change.old.id;
      if (current.rows.some((r) => r.id === id)) {
        setCampaign(campaignId, { ...current, rows: current.rows.filter((r) => r.id !== id) });
      }
    }
  };

  const load = async (campaignId: number) => {
    const res = await runQuery(
      ctx,
      () => client.from('campaign_dashboard').select('*').eq('campaign_id', campaignId).order('id'),
      eachRow(dashboardRowSchema, 'dashboard row'),
    );
    if (!watched.has(campaignId)) return;
    setCampaign(campaignId, res.ok ? { status: 'ready', rows: res.data } : { status: 'error', rows: [] });
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

  const push = async (characterId: number) => {
    const character = waiting.get(characterId);
    waiting.delete(characterId);
    if (!character) return;
    let rowId = Object.values(state.value.campaigns)
      .flatMap((c) => c.rows)
      .find((r) => r.character_id === characterId)?.id;
    if (rowId === undefined) {
      const res = await runQuery(
        ctx,
        () => client.from('campaign_dashboard').select('id').eq('character_id', characterId).maybeSingle(),
        maybeRow(idRowSchema, 'dashboard row'),
      );
      if (!res.ok) return;
      rowId = res.data?.id;
    }
    if (rowId === undefined) {
      toastError(bus, missingDashboardEntry(character.name));
      return;
    }
    const { health, stress, armor, hope, ...text } = dashboardSummary(character, await catalog());
    const id = rowId;
    await runQuery(
      ctx,
      () =>
        client
          .from('campaign_dashboard')
          // Each track spread into a plain object: the column type is JSON, which an interface does not fit.
          .update({
            ...text,
            health: { ...health },
            stress: { ...stress },
            armor: { ...armor },
            hope: { ...hope },
          })
          .eq('id', id)
          .select('id')
          .single(),
      noRows,
    );
  };

  const clear = async () => {
    debounce.cancelAll();
    waiting.clear();
    const all = [...watched.values()];
    watched.clear();
    state.next({ campaigns: {} });
    await Promise.all(all.map((w) => w.stop()));
  };
  const sub = deps.session?.state$.subscribe(({ user }) => {
    if (!user && watched.size > 0) void clear();
  });

  return {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    campaign$(campaignId) {
      return state.pipe(
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
            const current = state.value.campaigns[campaignId];
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
    updateCharacter(characterId, character) {
      waiting.set(characterId, character);
      debounce.schedule(characterId, () => void push(characterId));
    },
    async flush() {
      debounce.cancelAll();
      await Promise.all([...waiting.keys()].map(push));
    },
    clear,
    async dispose() {
      sub?.unsubscribe();
      await clear();
      state.complete();
    },
  };
}
