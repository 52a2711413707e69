// The seven homebrew libraries: each is its kind's built-in content plus the user's rows (own, and bookmarked
// public ones), and separately the public list of others. The built-ins join the lists when the built-in
// content arrives (loadBuiltins, or anyone else loading the same content store); until then a list holds the
// homebrew only and `builtinsLoaded` is false.
// Personal homebrew is loaded once per signed-in user, as soon as the profile (with its collection lists) is
// known; signing out resets every library to built-ins only. Bookmarks edit the profile's lists at once and save
// them after a 3 s debounce, or at once when the page is hidden or left.
import {
  BehaviorSubject,
  distinctUntilChanged,
  map,
  type Observable,
  type Subscription,
} from '@duality/libs/rxjs';
import {
  assertHomebrewKind,
  DEBOUNCE,
  HOMEBREW_KINDS,
  sortHomebrew,
  type HomebrewKind,
} from '@duality/rules';
import type { Bus } from '@duality/bus';
import { deletedRowSchema, type DualityClient } from '@duality/supabase';
import { homebrewRecordSchema } from '../rows/homebrew-rows';
import type { UserProfileRow } from '../rows/profile-rows';
import { eachRow, noRows, oneRow } from '../rows/read-rows';
import { createBuiltinContentStore, type BuiltinContentStore } from '../content/builtin-content';
import { createDebouncer, realClock, type Clock } from '../shared/clock';
import { runQuery, toastError, toastSuccess, type DbContext } from '../shared/db';
import { homebrewTable, rowId, toRow, type HomebrewDraft, type HomebrewRecord } from './records';

export const COLLECTION_SAVE_ERROR = 'There was an error saving your collection';
/** Told when a save names the revision it is based on and the record has moved on since (another device). */
export const HOMEBREW_CHANGED_ELSEWHERE =
  'This homebrew was changed somewhere else after you opened it. Nothing was overwritten: look at the other version, then make your change again.';

/** How a save of an existing record checks that it still changes what the editor loaded. */
export interface HomebrewSaveOptions<K extends HomebrewKind = HomebrewKind> {
  /**
   * The revision the editor loaded (the record's `revision`): the update applies only while the server is
   * still at that revision. Without it the update applies whatever changed meanwhile.
   */
  expectedRevision?: number;
  /** Called with the server's current record when the update was refused because it moved on. */
  onConflict?: (theirs: HomebrewRecord<K>) => void;
}

export interface LibraryState<K extends HomebrewKind = HomebrewKind> {
  kind: K;
  /** Built-ins first, then homebrew, each by name case-insensitively. */
  list: HomebrewRecord<K>[];
  /** The user's rows: their own and the bookmarked ones. */
  homebrew: HomebrewRecord<K>[];
  /** Public rows of other users (loaded on demand), sorted like the list. */
  public: HomebrewRecord<K>[];
  /** The list holds the built-ins (the built-in content has arrived). */
  builtinsLoaded: boolean;
  hydrated: boolean;
  /** Why the user's rows of this kind could not be loaded (toasted too); `hydrate()` tries again. */
  loadError: string | null;
  publicHydrated: boolean;
}

export type LibrariesState = { [K in HomebrewKind]: LibraryState<K> };

/** What the libraries need of the session store: the user, their profile, and a way to replace it. */
export interface ProfileSession {
  state$: Observable<{ user: { id: string } | null; profile: UserProfileRow | null }>;
  readonly state: { user: { id: string } | null; profile: UserProfileRow | null };
  replaceProfile(profile: UserProfileRow): void;
}

export interface HomebrewLibrariesDeps {
  client: DualityClient;
  bus: Bus;
  session: ProfileSession;
  clock?: Clock;
  /** Cleared with the libraries on sign-out, which also ends the campaign's homebrew subscriptions. */
  campaignHomebrew?: { clear(): Promise<void> };
  /** Where the built-ins come from (shared with the catalog); a store of its own when not given. */
  content?: BuiltinContentStore;
  /**
   * Emits when the page is hidden or left (the tab closed, the app switched away): a bookmark still waiting
   * for its debounced save is saved at once, so closing the tab within 3 s does not lose it.
   */
  pageHidden$?: Observable<unknown>;
}

export interface HomebrewLibraries {
  state$: Observable<LibrariesState>;
  readonly state: LibrariesState;
  /** One library; throws "Invalid homebrew type" for an unknown kind. */
  library<K extends HomebrewKind>(kind: K): LibraryState<K>;
  library$<K extends HomebrewKind>(kind: K): Observable<LibraryState<K>>;
  /** Loads the built-in content if it is not there yet; the lists hold the built-ins when this resolves. */
  loadBuiltins(): Promise<void>;
  /**
   * Loads the user's homebrew of every kind (done by itself once per login); called again, it loads the kinds
   * that failed (no new login needed), or every kind with `force`.
   */
  hydrate(options?: { force?: boolean }): Promise<void>;
  /** Loads the public list of a kind: public rows of other users. */
  loadPublic(kind: HomebrewKind): Promise<void>;
  /**
   * Creates a record without id, updates one with id; null when the server refused (toast shown). With
   * `expectedRevision`, an update over a newer revision is refused: nothing is overwritten, the library takes
   * the server's record, and `onConflict` gets it.
   */
  save<K extends HomebrewKind>(
    kind: K,
    record: HomebrewDraft<K>,
    options?: HomebrewSaveOptions<K>,
  ): Promise<HomebrewRecord<K> | null>;
  remove(kind: HomebrewKind, id: string): Promise<boolean>;
  /**
   * Bookmarks a record (true if the list changed); saved after 3 s. `record`: the public record as the browse
   * page shows it, so it joins the library at once even when it is not in the loaded public list.
   */
  addToCollection<K extends HomebrewKind>(kind: K, id: string | number, record?: HomebrewRecord<K>): boolean;
  removeFromCollection(kind: HomebrewKind, id: string | number): boolean;
  /** Saves a waiting collection change now. */
  flushCollection(): Promise<void>;
  /** Back to built-in content only (sign-out). */
  clear(): Promise<void>;
  dispose(): void;
}

type Builtins = { [K in HomebrewKind]: readonly HomebrewRecord<K>[] };

const emptyLibrary = <K extends HomebrewKind>(kind: K, builtins: Builtins | null): LibraryState<K> => ({
  kind,
  list: sortHomebrew(builtins?.[kind] ?? []),
  homebrew: [],
  public: [],
  builtinsLoaded: builtins !== null,
  hydrated: false,
  loadError: null,
  publicHydrated: false,
});
const initialState = (builtins: Builtins | null): LibrariesState => ({
  items: emptyLibrary('items', builtins),
  weapons: emptyLibrary('weapons', builtins),
  armor: emptyLibrary('armor', builtins),
  communities: emptyLibrary('communities', builtins),
  ancestries: emptyLibrary('ancestries', builtins),
  subclasses: emptyLibrary('subclasses', builtins),
  classes: emptyLibrary('classes', builtins),
});
/** A library whose list gains the built-ins that have just arrived. */
const withBuiltins = <K extends HomebrewKind>(
  library: LibraryState<K>,
  builtins: Builtins,
): LibraryState<K> => ({
  ...library,
  list: sortHomebrew([...builtins[library.kind], ...library.homebrew]),
  builtinsLoaded: true,
});
/** What a list of a kind's rows is called in a message: "homebrew weapons". */
const rowsOf = (kind: HomebrewKind) => eachRow(homebrewRecordSchema(kind), `homebrew ${kind}`);

export function createHomebrewLibraries(deps: HomebrewLibrariesDeps): HomebrewLibraries {
  const { client, bus, session } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  const content = deps.content ?? createBuiltinContentStore({ bus });
  const builtins = (): Builtins | null => content.state?.BUILTIN_HOMEBREW ?? null;
  const state = new BehaviorSubject<LibrariesState>(initialState(builtins()));
  const profileSave = createDebouncer<'profile'>(clock, DEBOUNCE.profileSaveMs);
  let hydratedFor: string | null = null;
  let generation = 0;
  /** Kinds whose load is under way: a retry does not ask twice. */
  const loading = new Set<HomebrewKind>();

  const me = () => session.state.user?.id ?? null;
  const get = <K extends HomebrewKind>(kind: K): LibraryState<K> => state.value[kind];
  const put = <K extends HomebrewKind>(kind: K, patch: Partial<LibraryState<K>>) => {
    const next = { ...get(kind), ...patch };
    if (patch.homebrew) {
      next.list = sortHomebrew([...(builtins()?.[kind] ?? []), ...next.homebrew]);
    }
    state.next({ ...state.value, [kind]: next });
  };
  const upsert = <T extends { id: string }>(list: T[], record: T) =>
    list.some((r) => r.id === record.id)
      ? list.map((r) => (r.id === record.id ? record : r))
      : [...list, record];

  const hydrateKind = async (kind: HomebrewKind, userId: string, profile: UserProfileRow, gen: number) => {
    const ids = profile[kind] ?? [];
    loading.add(kind);
    const res = await runQuery(
      ctx,
      () => {
        const q = client.from(homebrewTable(kind)).select('*');
        // The spec's query: own rows OR rows whose id is in the collection list.
        return ids.length > 0
          ? q.or(`user_id.eq.${userId},id.in.(${ids.join(',')})`)
          : q.eq('user_id', userId);
      },
      rowsOf(kind),
    );
    if (gen !== generation) return;
    loading.delete(kind);
    if (!res.ok) put(kind, { loadError: res.message });
    else put(kind, { homebrew: res.data, hydrated: true, loadError: null });
  };

  const hydrate = async ({ force = false } = {}) => {
    const { user, profile } = session.state;
    if (!user || !profile) return;
    const again = hydratedFor === user.id && !force;
    hydratedFor = user.id;
    const gen = generation;
    // Once loaded, only the kinds that failed are asked for again.
    const kinds = again ? HOMEBREW_KINDS.filter((k) => get(k).loadError !== null) : HOMEBREW_KINDS;
    await Promise.all(
      kinds.filter((k) => force || !loading.has(k)).map((k) => hydrateKind(k, user.id, profile, gen)),
    );
  };

  let collectionErrorTold = false;
  const saveCollection = async () => {
    const profile = session.state.profile;
    if (!profile) return;
    const { items, weapons, armor, communities, ancestries, subclasses, classes } = profile;
    const lists = { items, weapons, armor, communities, ancestries, subclasses, classes };
    const res = await runQuery(
      ctx,
      // `.single()`: an update that reached no row is a failure too.
      () =>
        client.from('user_profiles').update(lists).eq('user_id', profile.user_id).select('user_id').single(),
      noRows,
      { toast: false },
    );
    if (res.ok) {
      collectionErrorTold = false;
      return;
    }
    if (!collectionErrorTold) toastError(bus, COLLECTION_SAVE_ERROR);
    // Unreachable (offline, the server down): the bookmarks stay in the profile and are sent again until the
    // server answers, told once; a refusal is told and not repeated.
    collectionErrorTold = res.network;
    if (res.network) profileSave.schedule('profile', () => void saveCollection());
  };

  const editCollection = <K extends HomebrewKind>(
    kind: K,
    id: string | number,
    add: boolean,
    shown?: HomebrewRecord<K>,
  ): boolean => {
    assertHomebrewKind(kind);
    const profile = session.state.profile;
    const n = rowId(id);
    if (!profile || n === null) return false;
    const list = profile[kind] ?? [];
    if (add === list.includes(n)) return false; // adding a present id or removing an absent one does nothing
    session.replaceProfile({ ...profile, [kind]: add ? [...list, n] : list.filter((x) => x !== n) });
    const lib = get(kind);
    const key = String(n);
    if (add) {
      const record = lib.public.find((r) => r.id === key) ?? (shown?.id === key ? shown : undefined);
      if (record) put(kind, { homebrew: upsert(lib.homebrew, record) });
    } else {
      const mine = lib.homebrew.find((r) => r.id === key)?.user_id === me();
      if (!mine) put(kind, { homebrew: lib.homebrew.filter((r) => r.id !== key) });
    }
    profileSave.schedule('profile', () => void saveCollection());
    return true;
  };

  const flushCollection = async () => {
    if (!profileSave.pending()) return;
    profileSave.cancelAll();
    await saveCollection();
  };

  const clear = async () => {
    generation += 1;
    hydratedFor = null;
    loading.clear();
    profileSave.cancelAll();
    state.next(initialState(builtins()));
    await deps.campaignHomebrew?.clear();
  };

  const contentSub: Subscription = content.state$.subscribe((arrived) => {
    if (arrived === null || HOMEBREW_KINDS.every((k) => state.value[k].builtinsLoaded)) return;
    const s = state.value;
    const b = arrived.BUILTIN_HOMEBREW;
    state.next({
      items: withBuiltins(s.items, b),
      weapons: withBuiltins(s.weapons, b),
      armor: withBuiltins(s.armor, b),
      communities: withBuiltins(s.communities, b),
      ancestries: withBuiltins(s.ancestries, b),
      subclasses: withBuiltins(s.subclasses, b),
      classes: withBuiltins(s.classes, b),
    });
  });

  const hiddenSub: Subscription | undefined = deps.pageHidden$?.subscribe(() => void flushCollection());

  const sub: Subscription = session.state$.subscribe(({ user, profile }) => {
    if (!user) {
      if (hydratedFor !== null || HOMEBREW_KINDS.some((k) => state.value[k].hydrated)) void clear();
      return;
    }
    if (hydratedFor !== null && hydratedFor !== user.id) void clear();
    if (profile && profile.user_id === user.id) void hydrate();
  });

  return {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    library(kind) {
      return get(assertHomebrewKind(kind) as typeof kind);
    },
    library$(kind) {
      assertHomebrewKind(kind);
      return state.pipe(
        map((s) => s[kind]),
        distinctUntilChanged(),
      );
    },
    async loadBuiltins() {
      await content.load();
    },
    hydrate,
    async loadPublic(kind) {
      assertHomebrewKind(kind);
      const userId = me();
      const gen = generation;
      const res = await runQuery(
        ctx,
        () => {
          const q = client.from(homebrewTable(kind)).select('*').eq('public', true);
          return userId ? q.neq('user_id', userId) : q;
        },
        rowsOf(kind),
      );
      if (!res.ok || gen !== generation) return;
      put(kind, {
        public: sortHomebrew(res.data),
        publicHydrated: true,
      });
    },
    async save(kind, record, options = {}) {
      assertHomebrewKind(kind);
      const id = rowId(record.id);
      if (record.id !== undefined && id === null) {
        toastError(bus, `${record.name} is built-in content and cannot be changed`);
        return null;
      }
      const values = toRow(record);
      const expected = options.expectedRevision;
      const table = client.from(homebrewTable(kind));
      const readOne = oneRow(homebrewRecordSchema(kind), `homebrew ${kind}`);
      const res = await runQuery(
        ctx,
        () =>
          id === null
            ? table.insert(values).select('*').single()
            : table
                .update(expected === undefined ? values : { ...values, expected_revision: expected })
                .eq('id', id)
                .select('*')
                .single(),
        readOne,
        { toast: false },
      );
      if (!res.ok) {
        if (id !== null && res.code === 'PT409') {
          toastError(bus, HOMEBREW_CHANGED_ELSEWHERE);
          const theirs = await runQuery(ctx, () => table.select('*').eq('id', id).single(), readOne);
          if (theirs.ok) {
            put(kind, { homebrew: upsert(get(kind).homebrew, theirs.data) });
            options.onConflict?.(theirs.data);
          }
        } else toastError(bus, res.message);
        return null;
      }
      const saved = res.data;
      const lib = get(kind);
      put(kind, {
        homebrew: upsert(lib.homebrew, saved),
        public: lib.public.some((r) => r.id === saved.id) ? upsert(lib.public, saved) : lib.public,
      });
      toastSuccess(bus, id === null ? `Created new item: ${saved.name}` : `Saved changes to ${saved.name}`);
      return saved;
    },
    async remove(kind, recordId) {
      assertHomebrewKind(kind);
      const id = rowId(recordId);
      const lib = get(kind);
      const record = lib.homebrew.find((r) => r.id === recordId) ?? lib.public.find((r) => r.id === recordId);
      if (id === null) return false;
      const res = await runQuery(
        ctx,
        () => client.from(homebrewTable(kind)).delete().eq('id', id).select('id'),
        eachRow(deletedRowSchema, `deleted homebrew ${kind}`),
      );
      if (!res.ok) return false;
      if (res.data.length === 0) {
        // Row level security hides rows one may not delete: nothing happened on the server.
        toastError(bus, `Could not delete ${record?.name ?? 'this record'}: only its owner can delete it.`);
        return false;
      }
      put(kind, {
        homebrew: get(kind).homebrew.filter((r) => r.id !== recordId),
        public: get(kind).public.filter((r) => r.id !== recordId),
      });
      toastSuccess(bus, `Deleted ${record?.name ?? 'item'}`);
      return true;
    },
    addToCollection: (kind, id, record) => editCollection(kind, id, true, record),
    removeFromCollection: (kind, id) => editCollection(kind, id, false),
    flushCollection,
    clear,
    dispose() {
      generation += 1;
      profileSave.cancelAll();
      sub.unsubscribe();
      hiddenSub?.unsubscribe();
      contentSub.unsubscribe();
      state.complete();
    },
  };
}
