// The homebrew libraries' contract: their state, dependencies and methods, and the messages they show.
import type { Observable } from '@duality/libs/rxjs';
import type { HomebrewKind } from '@duality/rules';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import type { BuiltinContentStore } from '../content/builtin-content';
import type { UserProfileRow } from '../rows/profile-rows';
import type { Clock } from '../shared/clock';
import type { KeyValueStorage } from '../shared/storage';
import type { HomebrewDraft, HomebrewRecord } from './records';

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
  pageHidden$?: Observable<unknown> | undefined;
  /** The device is back online: a collection save waiting for the server is sent at once. */
  online$?: Observable<unknown> | undefined;
  /**
   * Where a collection save waits until the server has it (localStorage in the browser), so a bookmark made
   * just before a reload or leaving the page is not lost; in memory only when not given.
   */
  storage?: KeyValueStorage;
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
