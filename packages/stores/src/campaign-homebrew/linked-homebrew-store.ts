// The homebrew linked to every campaign the user owns or plays in, so the builder and the sheet offer and count
// it (a player builds with the class their game master shared). The database decides what that is: the link
// tables' policies show a user only the links of their own campaigns, so one select per kind with an inner join
// to its link table answers exactly the linked records, without naming campaigns.
// Loaded when first asked for (the catalog asks when a page derives characters), loaded again when the user's
// campaigns change (joined, left, kicked, created, deleted), and kept live by a live query (shared/live-query.ts)
// on the user's one channel: a link added in one of the user's campaigns, or a known link removed, reads again.
import type { Observable, Subscription } from '@duality/libs/rxjs';
import { z } from '@duality/libs/zod';
import { HOMEBREW_KINDS, type HomebrewKind } from '@duality/rules';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import { campaignHomebrewLinkRowSchema, homebrewRecordSchema } from '../rows/homebrew-rows';
import { eachRow } from '../rows/read-rows';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, toastError, type DbContext } from '../shared/db';
import { createKeyedChannels, type KeyedChannels } from '../shared/keyed-channels';
import { createLiveQuery, type SnapshotOutcome } from '../shared/live-query';
import { liveTable, type LiveTable } from '../shared/live-table';
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
  /** The users' shared channels (the data stores' one set); a set of its own without. */
  channels?: KeyedChannels<string>;
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

/** What the live query keeps: the records, the ids of the links that show them, and whether a kind failed. */
interface Linked {
  kinds: LinkedHomebrewState['kinds'];
  linkIds: string[];
  failed: boolean;
}

/** The link tables on the user's channel: a link added in one of their campaigns, or a known one removed. */
const linkedTables: LiveTable<string, Linked>[] = HOMEBREW_KINDS.map((kind) =>
  liveTable({
    table: linkTable(kind),
    schema: campaignHomebrewLinkRowSchema,
    // Inserts are delivered only when the user may see the link (its campaign is theirs); deletes carry only
    // the link id and reach every listener, so only a known link's removal reads again.
    bindings: () => [{ event: 'INSERT' }, { event: 'DELETE' }],
    reduce: (linked) => linked,
    effect: (change, { previous, refetch }) => {
      if (change.eventType === 'INSERT') refetch();
      else if (change.eventType === 'DELETE' && previous.linkIds.includes(`${kind}:${change.old.id}`))
        refetch();
    },
  }),
);

export function createLinkedHomebrewStore(deps: LinkedHomebrewDeps): LinkedHomebrewStore {
  const { client, bus } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  let requested = false;
  let membership: string | null = null;
  let loadedFor: string | null = null;
  // Resolved when the first load after a request has settled (or the user changed meanwhile).
  let firstLoad: { promise: Promise<void>; resolve(): void } | null = null;

  // Ends the previous user's request: its first load settles, its watch ends (the kernel resets the state).
  const release = async () => {
    requested = false;
    loadedFor = null;
    firstLoad?.resolve();
    firstLoad = null;
    await linked.releaseAll();
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

  const read = async (_me: string, shown: Linked): Promise<SnapshotOutcome<Linked>> => {
    loadedFor = membership;
    const answers = await Promise.all(HOMEBREW_KINDS.map((kind) => fetchKind(kind)));
    const kinds = emptyKinds();
    const ids: string[] = [];
    let failed: (Error & { network: boolean }) | null = null;
    for (const [i, kind] of HOMEBREW_KINDS.entries()) {
      const answer = answers[i]!;
      if (answer instanceof Error) {
        failed ??= answer;
        // A kind that failed keeps what it had, so a passing failure does not take a class from the sheet.
        (kinds[kind] as HomebrewRecord[]) = shown.kinds[kind];
        ids.push(...shown.linkIds.filter((id) => id.startsWith(`${kind}:`)));
        continue;
      }
      (kinds[kind] as HomebrewRecord[]) = answer.map((a) => a.record);
      for (const a of answer) for (const id of a.linkIds) ids.push(`${kind}:${id}`);
    }
    if (failed && !failed.network) toastError(bus, failed.message);
    return { ok: true, data: { kinds, linkIds: ids, failed: failed !== null } };
  };

  const linked = createLiveQuery<string, Linked, string>({
    channels: deps.channels ?? createKeyedChannels({ client, clock, name: 'user' }),
    channelKey: (me) => me,
    tables: linkedTables,
    initial: () => ({ kinds: emptyKinds(), linkIds: [], failed: false }),
    read,
    onEntry: (me, entry) => {
      if (!entry || me !== state.userId) return;
      const failed = entry.status === 'error' || entry.data.failed;
      state.next({
        status: entry.status === 'loading' ? 'loading' : failed ? 'error' : 'ready',
        kinds: entry.data.kinds,
      });
    },
    bus,
  });

  /** Watches the user's linked homebrew, once the campaigns are known (one load, not two). */
  const start = () => {
    const me = state.userId;
    const settled = firstLoad;
    if (!me) return;
    void linked.watch(me).then(() => settled?.resolve());
  };

  const campaignsSub: Subscription = deps.campaigns.state$.subscribe((s) => {
    const before = membership;
    membership = membershipKey(s);
    if (!requested || membership === null || membership === loadedFor) return;
    // The campaigns became known after the request: the first load starts now.
    if (before === null && !linked.entry(state.userId ?? '')) start();
    // The user's campaigns changed after the load: what is linked to them did too.
    else void linked.refetch(state.userId ?? '');
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
        if (membership !== null) start();
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
