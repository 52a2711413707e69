// Characters: the player's characters from the server, edited locally at once. A repository over the sync
// engine (../shared/sync-engine): every edit goes to the per-user outbox first, is pushed after a 300 ms
// debounce through save_character (the character and, in a campaign, its dashboard row in one transaction),
// and waits there across reloads while the backend cannot be reached. A push refused as stale becomes a
// conflict (keep mine or keep theirs) unless only server columns moved: nothing is ever dropped silently.
import { DEBOUNCE, GENERAL_DELAY_MS, characterSchema, newCharacter, type Character } from '@duality/rules';
import type { CharacterRow } from '../rows/character-rows';
import { noRows } from '../rows/read-rows';
import { realClock } from '../shared/clock';
import { runQuery, toastError, toastSuccess, type DbContext } from '../shared/db';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import { createSyncEngine, isLatestEntry, type SyncEngine } from '../shared/sync-engine';
import { loadCharacters } from './character-load';
import { characterSender, documentOf, editEntry, type CharacterCore } from './character-sync';
import {
  CHARACTER_NOT_FOUND,
  CHARACTER_SAVE_TIMEOUT_MS,
  OUTBOX_SET_ASIDE,
  OUTBOX_WRITE_FAILED,
  type CharacterEntry,
  type CharactersState,
  type CharacterStore,
  type CharacterStoreDeps,
} from './character-types';
import { openCharacterOutbox, type OutboxEntry } from './outbox';
import { noAliases, openCharacterAliases, type CharacterAliases } from './character-aliases';
import { createCharacter, isLocalId, keptCharacters, type KeptCharacters } from './character-offline';

export * from './character-types';
export { noLongerInCampaign } from './character-sync';
export { SUMMARY_WAIT_MS, summarizeWith } from './character-summary';
export { isLocalId } from './character-offline';

const nobody = (): CharactersState => ({
  status: 'signed-out',
  characters: [],
  saving: false,
  unsynced: [],
  conflicts: [],
  keptAt: null,
});

export function createCharacterStore(deps: CharacterStoreDeps): CharacterStore {
  const { client, bus, storage } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  let loaded = false;
  let kept: KeptCharacters | null = null;
  let aliases: CharacterAliases = noAliases;
  /** Each problem of the local storage is told once per sign-in, not at every edit. */
  const told = new Set<string>();
  const tellOnce = (message: string) => {
    if (told.has(message)) return;
    told.add(message);
    toastError(bus, message);
  };

  const kernel = createSessionScopedStore({
    initial: nobody,
    session: deps.session,
    onLeave: () => {
      kept?.clear(); // signed out: this device keeps no copy of their characters (the outbox stays, unsent)
      kept = null;
      aliases = noAliases; // kept in storage for their next sign-in
      engine.reset(null);
      loaded = false;
      told.clear();
      core.synced.clear();
    },
    onUser: (userId) => {
      kept = keptCharacters(storage, clock, userId);
      aliases = openCharacterAliases(storage, userId);
      engine.reset(
        openCharacterOutbox(storage, userId, {
          unreadable: () => tellOnce(OUTBOX_SET_ASIDE),
          writeFailed: () => tellOnce(OUTBOX_WRITE_FAILED),
        }),
      );
      set({ status: 'loading' });
      void load();
    },
  });

  const set = (patch: Partial<CharactersState>) => {
    const next = { ...kernel.state, ...patch };
    next.saving = engine.saving;
    next.unsynced = [...engine.pending().keys()].map(Number);
    if (next.status !== 'signed-out') {
      if (engine.offline) next.status = 'offline';
      else if (next.status === 'offline') next.status = loaded ? 'ready' : 'loading';
    }
    kernel.next(next);
  };
  const core: CharacterCore = {
    deps,
    ctx,
    get state() {
      return kernel.state;
    },
    set,
    setEntry(entry: CharacterEntry) {
      const list = kernel.state.characters;
      const i = list.findIndex((c) => c.id === entry.id);
      set({ characters: i < 0 ? [...list, entry] : list.map((c) => (c.id === entry.id ? entry : c)) });
    },
    get: (id) => {
      const real = core.aliases.get(id) ?? id;
      return kernel.state.characters.find((c) => c.id === real);
    },
    synced: new Map(),
    get kept() {
      return kept;
    },
    get aliases() {
      return aliases;
    },
    parse(row: CharacterRow) {
      const parsed = characterSchema.safeParse({ ...row.data, campaign: row.campaign });
      if (parsed.success) return parsed.data;
      toastError(
        bus,
        `Could not read character ${row.id}: ${parsed.error.issues[0]?.message ?? 'invalid data'}`,
      );
      return null;
    },
  };
  const engine: SyncEngine<OutboxEntry> = createSyncEngine<OutboxEntry>({
    clock,
    send: characterSender(core, (key, entry) => isLatestEntry(engine, key, entry)),
    debounceMs: deps.debounceMs ?? DEBOUNCE.defaultMs,
    saveTimeoutMs: deps.saveTimeoutMs ?? CHARACTER_SAVE_TIMEOUT_MS,
    offlineRetryMs: deps.offlineRetryMs ?? GENERAL_DELAY_MS,
    // With nothing waiting, trying again means reading the list (which also tells that the server is back).
    retry: (): Promise<void> => (loaded && engine.pending().size > 0 ? flush() : load()),
    online$: deps.online$,
    pageHidden$: deps.pageHidden$,
    onChange: () => set({}),
  });

  async function load(): Promise<void> {
    const gen = kernel.generation;
    if (!kernel.userId) return;
    if (!loaded) set({ status: 'loading' });
    const done = await loadCharacters(
      core,
      engine,
      () => kernel.isCurrent(gen),
      (keptAt) => (loaded = keptAt === null),
      !loaded,
    );
    if (done) set({});
  }
  async function flush(): Promise<void> {
    await engine.flush();
  }
  /** Pushes what waits; true when the server then holds the character's latest edit. */
  async function saved(id: number): Promise<boolean> {
    await engine.flush();
    return core.get(id) !== undefined && !engine.pending().has(String(id));
  }
  const keepEdit = (id: number, character: Character, revision: number) =>
    engine.keep(String(id), editEntry(core, id, character, revision));

  const wentOffline = deps.offline$?.subscribe(() => kernel.userId && engine.unreachable());
  kernel.start();
  return {
    state$: kernel.state$,
    get state() {
      return kernel.state;
    },
    load,
    get: core.get,
    create: (character = newCharacter()) => createCharacter(core, engine, character),
    update(asked, change) {
      const id = core.aliases.get(asked) ?? asked;
      if (id !== asked) engine.remove(String(asked)); // an edit of a character built offline, now inserted
      const current = core.get(id);
      if (!current) {
        toastError(bus, CHARACTER_NOT_FOUND);
        throw new Error(CHARACTER_NOT_FOUND);
      }
      const character =
        typeof change === 'function' ? change(current.character) : { ...current.character, ...change };
      core.setEntry({ ...current, character });
      const entry = editEntry(core, id, character, current.revision);
      const clientKey = engine.pending().get(String(id))?.clientKey; // the creation's key, kept with it
      engine.put(String(id), isLocalId(id) ? { ...entry, revision: null, create: true, clientKey } : entry);
      return character;
    },
    saved,
    async publishDashboardRow(id) {
      const current = core.get(id);
      if (!current || current.character.campaign === null) return false;
      if (!engine.pending().has(String(id))) {
        const entry = editEntry(core, id, current.character, current.revision);
        engine.keep(String(id), { ...entry, republish: true });
      }
      return saved(id);
    },
    async remove(asked) {
      const current = core.get(asked);
      if (!current) {
        toastError(bus, CHARACTER_NOT_FOUND);
        return false;
      }
      const id = current.id; // the server's id of a character built offline and since inserted
      if (!isLocalId(current.id)) {
        const res = await runQuery(ctx, () => client.from('characters').delete().eq('id', id), noRows);
        if (!res.ok) return false;
      }
      engine.remove(String(id));
      kept?.drop(id);
      aliases.dropTarget(id);
      set({
        characters: kernel.state.characters.filter((c) => c.id !== id),
        conflicts: kernel.state.conflicts.filter((c) => c.id !== id),
      });
      toastSuccess(bus, `Deleted ${current.character.name || 'character'}`);
      return true;
    },
    async resolveConflict(id, keep) {
      const conflict = kernel.state.conflicts.find((c) => c.id === id);
      if (!conflict || !core.get(id)) return;
      set({ conflicts: kernel.state.conflicts.filter((c) => c.id !== id) });
      core.synced.set(id, documentOf(conflict.theirs));
      engine.release(String(id));
      if (keep === 'theirs') {
        engine.remove(String(id));
        core.setEntry({ id, revision: conflict.theirsRevision, character: conflict.theirs });
        return;
      }
      const character = { ...conflict.mine, campaign: conflict.theirs.campaign };
      keepEdit(id, character, conflict.theirsRevision);
      core.setEntry({ id, revision: conflict.theirsRevision, character });
      await engine.push(String(id));
    },
    flush,
    dispose() {
      engine.dispose();
      wentOffline?.unsubscribe();
      kernel.dispose();
    },
  };
}
