// Characters: the player's characters from the server, edited
// locally at once and pushed after a 300 ms debounce. Every edit is first written to a local outbox, so a push
// that fails for network reasons waits there (across reloads) and is retried while the backend is unreachable.
// The server refuses a push based on an old revision; such a push is kept and offered as a conflict
// (keep mine or keep theirs): nothing is ever dropped silently. A push that gets no answer within the save
// timeout is abandoned and treated as unreachable: the edit stays in the outbox and is tried again.
import { BehaviorSubject, type Subscription } from '@duality/libs/rxjs';
import {
  characterSchema,
  DEBOUNCE,
  GENERAL_DELAY_MS,
  MIGRATING_MESSAGE,
  migrateCharacter,
  needsMigration,
  newCharacter,
  type Character,
} from '@duality/rules';
import type { Json } from '@duality/supabase';
import { characterRowSchema, type CharacterRow } from '../rows/character-rows';
import { eachRow, noRows, oneRow } from '../rows/read-rows';
import { createDebouncer, realClock } from '../shared/clock';
import { runQuery, toastError, toastSuccess, type DbContext, type QueryOutcome } from '../shared/db';
import { canonicalJson } from '../shared/session';
import { openOutbox, type Outbox } from './outbox';

import {
  CHARACTER_NOT_FOUND,
  CHARACTER_SAVE_TIMEOUT_MS,
  SAVE_TIMED_OUT,
  OUTBOX_SET_ASIDE,
  OUTBOX_WRITE_FAILED,
  type CharacterConflict,
  type CharacterEntry,
  type CharactersState,
  type CharacterStore,
  type CharacterStoreDeps,
} from './character-types';

export * from './character-types';

const readRow = oneRow(characterRowSchema, 'character');
export function createCharacterStore(deps: CharacterStoreDeps): CharacterStore {
  const { client, bus, storage } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  const debounce = createDebouncer<number>(clock, deps.debounceMs ?? DEBOUNCE.defaultMs);
  const offlineRetryMs = deps.offlineRetryMs ?? GENERAL_DELAY_MS;
  const saveTimeoutMs = deps.saveTimeoutMs ?? CHARACTER_SAVE_TIMEOUT_MS;

  const state = new BehaviorSubject<CharactersState>({
    status: 'signed-out',
    characters: [],
    saving: false,
    unsynced: [],
    conflicts: [],
  });
  let userId: string | null = null;
  let outbox: Outbox | null = null;
  /** The server's document as last read or accepted, per id: tells a real conflict from a server-side move. */
  const synced = new Map<number, string>();
  const inFlight = new Set<number>();
  const again = new Set<number>();
  let offlineTimer: unknown = null;
  let generation = 0;
  let loaded = false;

  const set = (patch: Partial<CharactersState>) => {
    const next = { ...state.value, ...patch };
    next.saving = debounce.pending() || inFlight.size > 0;
    next.unsynced = outbox ? [...outbox.all().keys()] : [];
    state.next(next);
  };
  const setEntry = (entry: CharacterEntry) => {
    const list = state.value.characters;
    const i = list.findIndex((c) => c.id === entry.id);
    set({ characters: i < 0 ? [...list, entry] : list.map((c) => (c.id === entry.id ? entry : c)) });
  };
  /** Writes an unsynced edit to the outbox with the revision and server document it is based on. */
  const keepEdit = (id: number, character: Character, revision: number) =>
    outbox?.put(id, { character, revision, base: synced.get(id) ?? null });
  /** Each problem of the local storage is told once per sign-in, not at every edit. */
  const told = new Set<string>();
  const tellOnce = (message: string) => {
    if (told.has(message)) return;
    told.add(message);
    toastError(bus, message);
  };
  const outboxReports = {
    unreadable: () => tellOnce(OUTBOX_SET_ASIDE),
    writeFailed: () => tellOnce(OUTBOX_WRITE_FAILED),
  };
  const dropConflict = (id: number) => set({ conflicts: state.value.conflicts.filter((c) => c.id !== id) });

  const scheduleOfflineRetry = () => {
    if (offlineTimer !== null) return;
    set({ status: 'offline' });
    offlineTimer = clock.setTimeout(() => {
      offlineTimer = null;
      void (loaded ? flush() : load());
    }, offlineRetryMs);
  };

  /**
   * Runs a save with a time limit: past it the request is aborted and the outcome is a network failure, whether
   * or not the request ever settles (a hung request must not keep the indicator at "saving").
   */
  const withTimeout = async <T>(
    run: (signal: AbortSignal) => Promise<QueryOutcome<T>>,
  ): Promise<QueryOutcome<T>> => {
    const controller = new AbortController();
    let timer: unknown = null;
    const timedOut = new Promise<QueryOutcome<T>>((resolve) => {
      timer = clock.setTimeout(() => {
        controller.abort();
        resolve({ ok: false, message: SAVE_TIMED_OUT, status: 0, code: 'TIMEOUT', network: true });
      }, saveTimeoutMs);
    });
    try {
      return await Promise.race([run(controller.signal), timedOut]);
    } finally {
      clock.clearTimeout(timer);
    }
  };

  const parse = (row: CharacterRow): Character | null => {
    const parsed = characterSchema.safeParse({ ...row.data, campaign: row.campaign });
    if (parsed.success) return parsed.data;
    toastError(
      bus,
      `Could not read character ${row.id}: ${parsed.error.issues[0]?.message ?? 'invalid data'}`,
    );
    return null;
  };

  const selectAll = () =>
    runQuery(
      ctx,
      () => client.from('characters').select('*').order('id'),
      eachRow(characterRowSchema, 'character'),
    );

  /** Migrates older characters on the server, saying so first; true if any was migrated. */
  const migrate = async (rows: CharacterRow[]): Promise<boolean> => {
    const old = rows.filter((r) => needsMigration({ version: r.version, ...r.data }));
    if (old.length === 0) return false;
    bus.publish('toast.requested', { message: MIGRATING_MESSAGE, tone: 'info' });
    for (const row of old) {
      let migrated: Character;
      try {
        migrated = migrateCharacter({ version: row.version, ...row.data });
      } catch (err) {
        toastError(bus, err instanceof Error ? err.message : String(err));
        continue;
      }
      const { campaign: _campaign, ...data } = migrated;
      await runQuery(
        ctx,
        () =>
          client
            .from('characters')
            .update({ data: toDocument(data), version: migrated.version, expected_revision: row.revision })
            .eq('id', row.id)
            .select('id')
            .single(),
        noRows,
      );
    }
    return true;
  };

  const load = async (): Promise<void> => {
    const gen = generation;
    if (!userId) return;
    if (!loaded) set({ status: 'loading' });
    let res = await selectAll();
    if (gen !== generation) return;
    if (res.ok && (await migrate(res.data))) {
      res = await selectAll(); // "then reloaded"
      if (gen !== generation) return;
    }
    if (!res.ok) {
      if (res.network) scheduleOfflineRetry();
      return;
    }
    const entries: CharacterEntry[] = [];
    synced.clear();
    for (const row of res.data) {
      const character = parse(row);
      if (!character) continue;
      synced.set(row.id, canonicalJson(stripCampaign(character)));
      entries.push({ id: row.id, revision: row.revision, character });
    }
    // Edits that never reached the server win over what it has: they are newer. Their push checks the revision.
    const waiting = outbox!.all();
    for (const [id, pending] of waiting) {
      const i = entries.findIndex((e) => e.id === id);
      const character = characterSchema.safeParse(pending.character);
      if (i < 0 || !character.success) {
        toastError(bus, i < 0 ? CHARACTER_NOT_FOUND : `Could not read the unsaved edit of character ${id}`);
        continue; // kept in the outbox: never silently dropped
      }
      entries[i] = { id, revision: pending.revision ?? entries[i]!.revision, character: character.data };
      // The edit's base, not what the server has now: a change made elsewhere meanwhile must be a conflict.
      if (pending.base !== null) synced.set(id, pending.base);
      else synced.delete(id);
    }
    loaded = true;
    set({ status: 'ready', characters: entries });
    await Promise.all([...waiting.keys()].filter((id) => entries.some((e) => e.id === id)).map(push));
  };

  const push = async (id: number): Promise<void> => {
    if (inFlight.has(id)) {
      again.add(id);
      return;
    }
    const entry = state.value.characters.find((c) => c.id === id);
    if (!entry || !userId) return;
    if (state.value.conflicts.some((c) => c.id === id)) return; // waits for the player's choice
    const data = stripCampaign(entry.character);
    // The server already holds this very document (a retry that an earlier push has answered): sending it
    // again would only write a second revision of the same change.
    if (synced.get(id) === canonicalJson(data)) {
      outbox?.remove(id);
      set({ status: 'ready' });
      return;
    }
    const gen = generation;
    inFlight.add(id);
    set({});
    const res = await withTimeout((signal) =>
      runQuery(
        ctx,
        () =>
          client
            .from('characters')
            .update({
              data: toDocument(data),
              version: entry.character.version,
              expected_revision: entry.revision,
            })
            .eq('id', id)
            .select('*')
            .abortSignal(signal)
            .single(),
        readRow,
        { toast: false },
      ),
    );
    inFlight.delete(id);
    if (gen !== generation) return;
    const current = state.value.characters.find((c) => c.id === id);
    if (res.ok) {
      const row = res.data;
      synced.set(id, canonicalJson(data));
      if (current) {
        const unchanged = current.character === entry.character;
        setEntry({ ...current, revision: row.revision });
        if (unchanged) outbox?.remove(id);
        else keepEdit(id, current.character, row.revision);
      }
      set({ status: 'ready' });
    } else if (res.network) {
      scheduleOfflineRetry();
    } else if (res.status === 409 || res.code === 'PT409') {
      await onStale(id, entry, res.message);
    } else {
      toastError(bus, res.message); // kept in the outbox and locally; retried on the next load
      set({});
    }
    if (again.delete(id)) await push(id);
    else set({});
  };

  const onStale = async (id: number, tried: CharacterEntry, message: string) => {
    const triedRevision = tried.revision;
    const res = await runQuery(
      ctx,
      () => client.from('characters').select('*').eq('id', id).single(),
      readRow,
    );
    const current = state.value.characters.find((c) => c.id === id);
    if (!res.ok || !current) return;
    const row = res.data;
    const theirs = parse(row);
    if (!theirs) return;
    // The server already holds the very document that was pushed: an earlier push of it was applied but its
    // answer was lost (the connection or the server died on the way back). That is this edit, not a conflict,
    // and sending it again would write it twice.
    if (
      row.revision !== triedRevision &&
      canonicalJson(stripCampaign(theirs)) === canonicalJson(stripCampaign(tried.character))
    ) {
      synced.set(id, canonicalJson(stripCampaign(theirs)));
      setEntry({ ...current, revision: row.revision });
      if (current.character === tried.character) outbox?.remove(id);
      else {
        keepEdit(id, current.character, row.revision);
        again.add(id);
      }
      set({ status: 'ready' });
      return;
    }
    // Only server-owned columns moved (e.g. joining a campaign): the document is what we last saw, so the
    // player's edit applies on top without asking.
    // (Only when the server really moved on: a refusal at the same revision must not loop.)
    const theirsDocument = canonicalJson(stripCampaign(theirs));
    // The server already holds exactly this edit (a push given up on that landed after all): adopt its revision.
    if (theirsDocument === canonicalJson(stripCampaign(current.character))) {
      synced.set(id, theirsDocument);
      setEntry({ ...current, revision: row.revision });
      outbox?.remove(id);
      return;
    }
    if (row.revision !== triedRevision && theirsDocument === synced.get(id)) {
      const rebased = {
        ...current,
        revision: row.revision,
        character: { ...current.character, campaign: row.campaign },
      };
      setEntry(rebased);
      keepEdit(id, rebased.character, row.revision);
      again.add(id);
      return;
    }
    toastError(bus, message);
    const conflict: CharacterConflict = {
      id,
      mine: current.character,
      theirs,
      theirsRevision: row.revision,
      message,
    };
    set({ conflicts: [...state.value.conflicts.filter((c) => c.id !== id), conflict] });
  };

  const flush = async (): Promise<void> => {
    if (!outbox) return;
    debounce.cancelAll();
    const ids = [...outbox.all().keys()].filter((id) => state.value.characters.some((c) => c.id === id));
    await Promise.all(ids.map(push));
  };

  const reset = () => {
    generation += 1;
    debounce.cancelAll();
    if (offlineTimer !== null) clock.clearTimeout(offlineTimer);
    offlineTimer = null;
    inFlight.clear();
    again.clear();
    synced.clear();
    told.clear();
    loaded = false;
  };

  const retryNow = () => {
    if (offlineTimer === null) return;
    clock.clearTimeout(offlineTimer);
    offlineTimer = null;
    void (loaded ? flush() : load());
  };
  const onlineSub = deps.online$?.subscribe(retryNow);

  const sub: Subscription = deps.session.state$.subscribe(({ user }) => {
    const next = user?.id ?? null;
    if (next === userId) return;
    reset();
    userId = next;
    outbox = next ? openOutbox(storage, next, outboxReports) : null;
    set({ status: next ? 'loading' : 'signed-out', characters: [], conflicts: [] });
    if (next) void load();
  });

  return {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    load,
    get: (id) => state.value.characters.find((c) => c.id === id),
    async create(character = newCharacter()) {
      const { campaign: _campaign, ...data } = character;
      const res = await runQuery(
        ctx,
        () =>
          client
            .from('characters')
            .insert({ data: toDocument(data), version: character.version })
            .select('*')
            .single(),
        readRow,
      );
      if (!res.ok) return null;
      const row = res.data;
      const entry = {
        id: row.id,
        revision: row.revision,
        character: { ...character, campaign: row.campaign },
      };
      synced.set(row.id, canonicalJson(data));
      setEntry(entry);
      return entry;
    },
    update(id, change) {
      const current = state.value.characters.find((c) => c.id === id);
      if (!current) {
        toastError(bus, CHARACTER_NOT_FOUND);
        throw new Error(CHARACTER_NOT_FOUND);
      }
      const character =
        typeof change === 'function' ? change(current.character) : { ...current.character, ...change };
      keepEdit(id, character, current.revision);
      debounce.schedule(id, () => void push(id));
      setEntry({ ...current, character });
      if (character.campaign !== null) deps.onCampaignCharacterChanged?.(id, character);
      return character;
    },
    async remove(id) {
      const current = state.value.characters.find((c) => c.id === id);
      if (!current) {
        toastError(bus, CHARACTER_NOT_FOUND);
        return false;
      }
      const res = await runQuery(ctx, () => client.from('characters').delete().eq('id', id), noRows);
      if (!res.ok) return false;
      debounce.cancel(id);
      outbox?.remove(id);
      set({
        characters: state.value.characters.filter((c) => c.id !== id),
        conflicts: state.value.conflicts.filter((c) => c.id !== id),
      });
      toastSuccess(bus, `Deleted ${current.character.name || 'character'}`);
      return true;
    },
    async resolveConflict(id, keep) {
      const conflict = state.value.conflicts.find((c) => c.id === id);
      const current = state.value.characters.find((c) => c.id === id);
      if (!conflict || !current) return;
      dropConflict(id);
      synced.set(id, canonicalJson(stripCampaign(conflict.theirs)));
      if (keep === 'theirs') {
        outbox?.remove(id);
        setEntry({ id, revision: conflict.theirsRevision, character: conflict.theirs });
        return;
      }
      const character = { ...conflict.mine, campaign: conflict.theirs.campaign };
      keepEdit(id, character, conflict.theirsRevision);
      setEntry({ id, revision: conflict.theirsRevision, character });
      await push(id);
    },
    flush,
    dispose() {
      reset();
      sub.unsubscribe();
      onlineSub?.unsubscribe();
      state.complete();
    },
  };
}

/** The campaign lives in its own column, owned by the server (join-campaign); the document never carries it. */
function stripCampaign(character: Character): Omit<Character, 'campaign'> {
  const { campaign: _campaign, ...rest } = character;
  return rest;
}

/**
 * The document as the `data` column's type. Outgoing only: a Character comes from the character schema, which
 * admits JSON values alone, but some of its fields are typed `unknown`, which the generated `Json` type refuses.
 */
const toDocument = (document: Omit<Character, 'campaign'>): Json => document as Json;
