// The seven homebrew libraries: each is its kind's built-in content plus the user's rows (own, and bookmarked
// public ones), and separately the public list of others. The built-ins join the lists when the built-in
// content arrives (loadBuiltins, or anyone else loading the same content store); until then a list holds the
// homebrew only and `builtinsLoaded` is false.
// Personal homebrew is loaded once per signed-in user, as soon as the profile (with its collection lists) is
// known; signing out resets every library to built-ins only. Bookmarks edit the profile's lists at once and are
// saved through the sync engine (./collection-sync): after a 3 s debounce, at once when the page is hidden or
// left, and after a reload when they had not reached the server.
import { distinctUntilChanged, map, type Subscription } from '@duality/libs/rxjs';
import { assertHomebrewKind, HOMEBREW_KINDS, sortHomebrew, type HomebrewKind } from '@duality/rules';
import { homebrewRecordSchema } from '../rows/homebrew-rows';
import type { UserProfileRow } from '../rows/profile-rows';
import { eachRow } from '../rows/read-rows';
import { createBuiltinContentStore } from '../content/builtin-content';
import { realClock } from '../shared/clock';
import { runQuery, type DbContext } from '../shared/db';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import { createCollectionSync, listsOf, sameLists } from './collection-sync';
import type {
  HomebrewLibraries,
  HomebrewLibrariesDeps,
  LibrariesState,
  LibraryState,
} from './libraries-types';
import { initialState, loadedWithLaterBookmarks, withBuiltins, type Builtins } from './library-state';
import { removeRecord, saveRecord, upsert, type LibraryAccess } from './library-writes';
import { homebrewTable, rowId, type HomebrewRecord } from './records';
import { keptHomebrew, type KeptHomebrew } from './kept-homebrew';

export * from './libraries-types';

/** What a list of a kind's rows is called in a message: "homebrew weapons". */
const rowsOf = (kind: HomebrewKind) => eachRow(homebrewRecordSchema(kind), `homebrew ${kind}`);

export function createHomebrewLibraries(deps: HomebrewLibrariesDeps): HomebrewLibraries {
  const { client, bus, session } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  const content = deps.content ?? createBuiltinContentStore({ bus });
  const builtins = (): Builtins | null => content.state?.BUILTIN_HOMEBREW ?? null;
  let hydratedFor: string | null = null;
  let kept: KeptHomebrew | null = null;
  /** A collection save kept from before a reload is re-applied once, when the user's profile first arrives. */
  let replay = false;
  /** Kinds whose load is under way: a retry does not ask twice. */
  const loading = new Set<HomebrewKind>();
  const collection = createCollectionSync({
    client,
    bus,
    clock,
    profile: () => session.state.profile,
    storage: deps.storage,
    online$: deps.online$,
    pageHidden$: deps.pageHidden$,
  });

  const kernel = createSessionScopedStore({
    initial: () => initialState(builtins()),
    session,
    onLeave: () => {
      kept?.clear(); // signed out: no copy of their homebrew stays on this device
      kept = null;
      hydratedFor = null;
      loading.clear();
      collection.open(null);
      void deps.campaignHomebrew?.clear();
    },
    onUser: (userId) => {
      collection.open(userId);
      replay = true;
      // What this device kept stands in (not yet `hydrated`) until the server answers: the catalog has it offline.
      kept = deps.storage ? keptHomebrew(deps.storage, clock, userId) : null;
      for (const kind of HOMEBREW_KINDS) {
        const records = kept?.serve(kind);
        if (records) put(kind, { homebrew: records });
      }
    },
    onSession: ({ user, profile }) => {
      if (!user || !profile || profile.user_id !== user.id) return;
      if (replay) {
        replay = false;
        const waiting = collection.waiting();
        if (waiting) {
          void collection.flush();
          // The profile comes back through this subscription with the kept lists, and is hydrated then.
          if (!sameLists(listsOf(profile), waiting))
            return session.replaceProfile({ ...profile, ...waiting });
        }
      }
      void hydrate();
    },
  });

  const me = () => session.state.user?.id ?? null;
  const get = <K extends HomebrewKind>(kind: K): LibraryState<K> => kernel.state[kind];
  const put = <K extends HomebrewKind>(kind: K, patch: Partial<LibraryState<K>>) => {
    const next = { ...get(kind), ...patch };
    if (patch.homebrew) {
      next.list = sortHomebrew([...(builtins()?.[kind] ?? []), ...next.homebrew]);
    }
    kernel.next({ ...kernel.state, [kind]: next });
  };
  const access: LibraryAccess = { deps, ctx, get, put };

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
    if (!kernel.isCurrent(gen)) return;
    loading.delete(kind);
    if (!res.ok) put(kind, { loadError: res.message });
    else {
      // Bookmarks tapped while the answer was on its way are the profile's now: they outlive the answer.
      const now = session.state.profile?.[kind] ?? ids;
      const homebrew = loadedWithLaterBookmarks(res.data, ids, now, userId, get(kind).homebrew);
      put(kind, { homebrew, hydrated: true, loadError: null });
      kept?.put(kind, homebrew);
    }
  };

  const hydrate = async ({ force = false } = {}) => {
    const { user, profile } = session.state;
    if (!user || !profile) return;
    const again = hydratedFor === user.id && !force;
    hydratedFor = user.id;
    const gen = kernel.generation;
    // Once loaded, only the kinds that failed are asked for again.
    const kinds = again ? HOMEBREW_KINDS.filter((k) => get(k).loadError !== null) : HOMEBREW_KINDS;
    await Promise.all(
      kinds.filter((k) => force || !loading.has(k)).map((k) => hydrateKind(k, user.id, profile, gen)),
    );
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
    const next = { ...profile, [kind]: add ? [...list, n] : list.filter((x) => x !== n) };
    collection.save(listsOf(next)); // kept on the device before anything else: a reload cannot lose it
    session.replaceProfile(next);
    const lib = get(kind);
    const key = String(n);
    if (add) {
      const record = lib.public.find((r) => r.id === key) ?? (shown?.id === key ? shown : undefined);
      if (record) put(kind, { homebrew: upsert(lib.homebrew, record) });
    } else {
      const mine = lib.homebrew.find((r) => r.id === key)?.user_id === me();
      if (!mine) put(kind, { homebrew: lib.homebrew.filter((r) => r.id !== key) });
    }
    return true;
  };

  const clear = async () => {
    kernel.reset();
    hydratedFor = null;
    loading.clear();
    await deps.campaignHomebrew?.clear();
  };

  const contentSub: Subscription = content.state$.subscribe((arrived) => {
    if (arrived === null || HOMEBREW_KINDS.every((k) => kernel.state[k].builtinsLoaded)) return;
    const s = kernel.state;
    const b = arrived.BUILTIN_HOMEBREW;
    const next = {} as Record<HomebrewKind, LibraryState>;
    for (const k of HOMEBREW_KINDS) next[k] = withBuiltins(s[k] as LibraryState, b);
    kernel.next(next as LibrariesState);
  });

  kernel.start();
  return {
    state$: kernel.state$,
    get state() {
      return kernel.state;
    },
    library(kind) {
      return get(assertHomebrewKind(kind) as typeof kind);
    },
    library$(kind) {
      assertHomebrewKind(kind);
      return kernel.state$.pipe(
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
      const gen = kernel.generation;
      const res = await runQuery(
        ctx,
        () => {
          const q = client.from(homebrewTable(kind)).select('*').eq('public', true);
          return userId ? q.neq('user_id', userId) : q;
        },
        rowsOf(kind),
      );
      if (!res.ok || !kernel.isCurrent(gen)) return;
      put(kind, { public: sortHomebrew(res.data), publicHydrated: true });
    },
    save: (kind, record, options) => saveRecord(access, kind, record, options),
    remove: (kind, recordId) => removeRecord(access, kind, recordId),
    addToCollection: (kind, id, record) => editCollection(kind, id, true, record),
    removeFromCollection: (kind, id) => editCollection(kind, id, false),
    flushCollection: () => collection.flush(),
    clear,
    dispose() {
      collection.dispose();
      contentSub.unsubscribe();
      kernel.dispose();
    },
  };
}
