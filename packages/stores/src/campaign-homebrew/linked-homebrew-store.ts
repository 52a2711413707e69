// The homebrew linked to every campaign the user owns or plays in, so the builder and the sheet offer and count
// it (a player builds with the class their game master shared). The database decides what that is: the link
// tables' policies show a user only the links of their own campaigns, so one select per kind with an inner join
// to its link table answers exactly the linked records, without naming campaigns.
// Loaded when first asked for (the catalog asks when a page derives characters), loaded again when the user's
// campaigns change (joined, left, kicked, created, deleted), and kept live by one channel on the seven link
// tables: a link added in one of the user's campaigns, or a known link removed, loads the lists again.
import type { Observable, Subscription } from '@duality/libs/rxjs';
import { z } from '@duality/libs/zod';
import { HOMEBREW_KINDS, type HomebrewKind } from '@duality/rules';
import type { Bus } from '@duality/bus';
import { subscribeToChanges, type DualityClient, type Unsubscribe } from '@duality/supabase';
import { campaignHomebrewLinkRowSchema, homebrewRecordSchema } from '../rows/homebrew-rows';
import { eachRow } from '../rows/read-rows';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, toastError, type DbContext } from '../shared/db';
import type { SessionSource } from '../shared/session';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import { homebrewTable, linkFetchError, linkTable, type HomebrewRecord } from '../homebrew/records';

export interface LinkedHomebrewState {
  /** idle: not asked for (or signed out); error: a kind could not be loaded (its toast was shown). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  kinds: { [K in HomebrewKind]: HomebrewRecord<K>[] };
}

/** What the store needs of the campaigns store: which campaigns the user owns and plays in. */
export interface CampaignMembership {
  state$: Observable<{ status: string; owned: readonly { id: number }[]; joined: readonly { id: number }[] }>;
}

export interface LinkedHomebrewDeps {
  client: DualityClient;
  bus: Bus;
  session: SessionSource;
  campaigns: CampaignMembership;
  clock?: Clock;
}

export interface LinkedHomebrewStore {
  state$: Observable<LinkedHomebrewState>;
  readonly state: LinkedHomebrewState;
  /** Loads the linked homebrew once per signed-in user (and keeps it current); resolves when it has settled. */
  request(): Promise<void>;
  dispose(): Promise<void>;
}

const emptyKinds = (): LinkedHomebrewState['kinds'] => ({
  items: [],
  weapons: [],
  armor: [],
  communities: [],
  ancestries: [],
  subclasses: [],
  classes: [],
});

/** A record with the ids of the links that make it visible (`links:` is the embedded link table). */
const linkedRecordSchema = <K extends HomebrewKind>(kind: K) => {
  const record = homebrewRecordSchema(kind);
  return z.looseObject({ links: z.array(z.object({ id: z.number().int() })) }).transform((row, ctx) => {
    const parsed = record.safeParse(row);
    if (parsed.success) return { record: parsed.data, linkIds: row.links.map((l) => l.id) };
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', input: row });
    return z.NEVER;
  });
};

/** The user's campaigns as one comparable key; null while they are not known. */
const membershipKey = (s: {
  status: string;
  owned: readonly { id: number }[];
  joined: readonly { id: number }[];
}) =>
  s.status === 'ready' || s.status === 'error'
    ? [...s.owned, ...s.joined]
        .map((c) => c.id)
        .sort((a, b) => a - b)
        .join(',')
    : null;

export function createLinkedHomebrewStore(deps: LinkedHomebrewDeps): LinkedHomebrewStore {
  const { client, bus } = deps;
  const ctx: DbContext = { bus, clock: deps.clock ?? realClock };
  let requested = false;
  let membership: string | null = null;
  let loadedFor: string | null = null;
  let linkIds = new Set<string>();
  let channel: Unsubscribe | null = null;
  // Resolved when the first load after a request has settled (or the user changed meanwhile).
  let firstLoad: { promise: Promise<void>; resolve(): void } | null = null;

  // Ends the previous user's request: its first load settles, its channel closes (the kernel resets the state).
  const release = async () => {
    requested = false;
    loadedFor = null;
    firstLoad?.resolve();
    firstLoad = null;
    linkIds = new Set();
    const stop = channel;
    channel = null;
    await stop?.();
  };
  const state = createSessionScopedStore({
    initial: (): LinkedHomebrewState => ({ status: 'idle', kinds: emptyKinds() }),
    session: deps.session,
    onLeave: () => void release(),
  });

  const fetchKind = async <K extends HomebrewKind>(kind: K) => {
    const res = await runQuery(
      ctx,
      () => client.from(homebrewTable(kind)).select(`*, links:${linkTable(kind)}!inner(id)`),
      eachRow(linkedRecordSchema(kind), `linked homebrew ${kind}`),
      { toast: false },
    );
    if (res.ok) return res.data;
    // No answer (offline): kept quiet, the kind keeps what it had; a refusal is told.
    return Object.assign(new Error(linkFetchError(kind)), { network: res.network });
  };

  const load = async () => {
    const gen = state.generation;
    loadedFor = membership;
    state.patch({ status: 'loading' });
    const answers = await Promise.all(HOMEBREW_KINDS.map((kind) => fetchKind(kind)));
    if (!state.isCurrent(gen)) return;
    const kinds = emptyKinds();
    const ids = new Set<string>();
    let failed: (Error & { network: boolean }) | null = null;
    for (const [i, kind] of HOMEBREW_KINDS.entries()) {
      const answer = answers[i]!;
      if (answer instanceof Error) {
        failed ??= answer;
        // A kind that failed keeps what it had, so a passing failure does not take a class from the sheet.
        (kinds[kind] as HomebrewRecord[]) = state.state.kinds[kind];
        continue;
      }
      (kinds[kind] as HomebrewRecord[]) = answer.map((a) => a.record);
      for (const a of answer) for (const id of a.linkIds) ids.add(`${kind}:${id}`);
    }
    linkIds = ids;
    firstLoad?.resolve();
    if (failed && !failed.network) toastError(bus, failed.message);
    state.next({ status: failed ? 'error' : 'ready', kinds });
  };

  const reload = () => load().catch((err: unknown) => toastError(bus, String(err)));

  const watch = (gen: number) =>
    subscribeToChanges(
      client,
      {
        topic: `linked-homebrew:${state.userId}`,
        table: linkTable('items'),
        // Inserts are delivered only when the user may see the link (its campaign is theirs); deletes carry
        // only the link id and reach every listener, so only a known link's removal loads again.
        bindings: HOMEBREW_KINDS.flatMap((kind) => [
          { event: 'INSERT' as const, table: linkTable(kind) },
          { event: 'DELETE' as const, table: linkTable(kind) },
        ]),
      },
      campaignHomebrewLinkRowSchema,
      (change) => {
        if (!state.isCurrent(gen) || change.eventType === 'MALFORMED') return;
        const known =
          change.eventType === 'DELETE'
            ? HOMEBREW_KINDS.some((kind) => linkIds.has(`${kind}:${change.old.id}`))
            : true;
        if (known) void reload();
      },
    );

  const campaignsSub: Subscription = deps.campaigns.state$.subscribe((s) => {
    membership = membershipKey(s);
    // The user's campaigns changed after the load: what is linked to them did too.
    if (requested && membership !== null && membership !== loadedFor) void reload();
  });

  state.start();

  return {
    state$: state.state$,
    get state() {
      return state.state;
    },
    async request() {
      if (!state.userId) return;
      if (!requested) {
        requested = true;
        let resolve = () => {};
        const promise = new Promise<void>((r) => (resolve = r));
        firstLoad = { promise, resolve };
        channel = watch(state.generation);
        // Loaded now if the campaigns are known, else as soon as they are (one load, not two).
        if (membership !== null) void reload();
        else state.patch({ status: 'loading' });
      }
      await firstLoad?.promise;
    },
    async dispose() {
      campaignsSub.unsubscribe();
      const stopping = release();
      state.reset();
      state.dispose();
      await stopping;
    },
  };
}
