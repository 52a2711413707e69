// The character store's contract: its states, its dependencies and its methods.
import type { Observable } from '@duality/libs/rxjs';
import type { Character, DashboardSummary } from '@duality/rules';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import type { Clock } from '../shared/clock';
import type { SessionSource } from '../shared/session';
import type { KeyValueStorage } from '../shared/storage';

export const CHARACTER_NOT_FOUND = 'Character not found';
/** A save unanswered this long is abandoned and retried like one made offline. */
export const CHARACTER_SAVE_TIMEOUT_MS = 15_000;
/** Why an abandoned save failed (it stays waiting in the outbox; the saving line says offline). */
export const SAVE_TIMED_OUT = 'The save got no answer in time; it will be tried again.';
/** Told when the unsynced edits kept on this device cannot be read (they are set aside, not deleted). */
export const OUTBOX_SET_ASIDE =
  'Unsaved character edits kept on this device could not be read, so they were set aside. Your characters are loaded from the server.';
/** Told when this device's storage refuses to keep an unsynced edit (full or disabled). */
export const OUTBOX_WRITE_FAILED =
  "This device's storage is full, so your latest changes are kept only while this page stays open. They are still being saved to the server.";

export interface CharacterEntry {
  id: number;
  /** The server revision this copy is based on. */
  revision: number;
  character: Character;
}

/** A push the server refused as stale: the player's version and the server's, side by side. */
export interface CharacterConflict {
  id: number;
  mine: Character;
  theirs: Character;
  theirsRevision: number;
  /** The server's refusal, as it said it. */
  message: string;
}

export interface CharactersState {
  status: 'signed-out' | 'loading' | 'ready' | 'offline';
  characters: CharacterEntry[];
  /** True while an edit is waiting for its debounced push or being pushed. */
  saving: boolean;
  /** Ids of characters with edits not yet on the server (outbox). */
  unsynced: number[];
  conflicts: CharacterConflict[];
  /**
   * When the list shown was kept on this device (ms since the epoch): the server could not be reached, so the
   * last copy it gave is shown, with the edits still waiting over it. Null while the list is the server's
   * (optional only so that states written before it still type-check; the store always sets it).
   */
  keptAt?: number | null;
}

export interface CharacterStoreDeps {
  client: DualityClient;
  bus: Bus;
  session: SessionSource;
  /** Where unsynced edits wait (localStorage in the browser). */
  storage: KeyValueStorage;
  clock?: Clock;
  /**
   * The rules' dashboard summary of a character in a campaign, over the player's catalog: its class text and
   * track sizes go to the dashboard row with the save (the database takes the rest from the document).
   */
  summarize?: (character: Character) => Promise<DashboardSummary>;
  debounceMs?: number;
  /** How long a save may go unanswered before it counts as failed (kept, retried); default 15 s. */
  saveTimeoutMs?: number;
  /** How often an unreachable backend is tried again; default 3000 ms (the general retry delay). */
  offlineRetryMs?: number;
  /** Fires when the device is back online (the browser's `online` event): retry at once, not at the next poll. */
  online$?: Observable<unknown> | undefined;
  /** Fires when the device goes offline (the browser's `offline` event): the list says so at once. */
  offline$?: Observable<unknown> | undefined;
  /** Fires when the page is hidden or left: waiting edits are pushed at once. */
  pageHidden$?: Observable<unknown> | undefined;
}

export interface CharacterStore {
  state$: Observable<CharactersState>;
  readonly state: CharactersState;
  /** (Re)loads the list from the server, migrating older versions first. */
  load(): Promise<void>;
  get(id: number): CharacterEntry | undefined;
  create(character?: Character): Promise<CharacterEntry | null>;
  /** Applies an edit locally at once and queues the push; throws "Character not found" for an unknown id. */
  update(id: number, change: Partial<Character> | ((c: Character) => Character)): Character;
  remove(id: number): Promise<boolean>;
  /** Settles a conflict: 'mine' pushes the player's version over the server's, 'theirs' takes the server's. */
  resolveConflict(id: number, keep: 'mine' | 'theirs'): Promise<void>;
  /**
   * Pushes what waits and resolves true once the server holds the character's latest edit (and, in a
   * campaign, its dashboard row): false while it cannot be reached or refused it. Say "saved" only then.
   */
  saved(id: number): Promise<boolean>;
  /**
   * Writes the character's dashboard row through the character's save (after joining a campaign, before any
   * edit): the same one transaction as every save. False when not in a campaign or not saved.
   */
  publishDashboardRow(id: number): Promise<boolean>;
  /** Pushes every waiting edit now (also done by itself on a timer while offline). */
  flush(): Promise<void>;
  dispose(): void;
}
