// Loading the player's characters: older versions are migrated on the server first (saying so), and edits
// still waiting in the outbox (a reload with unsynced changes) win over what the server has: they are newer,
// and their push checks the revision they were based on. With no answer at all, the list kept on this device
// stands in (see character-offline.ts).
import {
  characterSchema,
  MIGRATING_MESSAGE,
  migrateCharacter,
  needsMigration,
  type Character,
} from '@duality/rules';
import { characterRowSchema, type CharacterRow } from '../rows/character-rows';
import { eachRow, noRows } from '../rows/read-rows';
import { runQuery, toastError } from '../shared/db';
import type { SyncEngine } from '../shared/sync-engine';
import { documentOf, stripCampaign, toDocument, type CharacterCore } from './character-sync';
import { CHARACTER_NOT_FOUND, type CharacterEntry } from './character-types';
import type { OutboxEntry } from './outbox';
import { isLocalId } from './character-offline';

const selectAll = (core: CharacterCore) =>
  runQuery(
    core.ctx,
    () => core.deps.client.from('characters').select('*').order('id'),
    eachRow(characterRowSchema, 'character'),
    // No toast for a missing answer: the list says offline calmly (and retries every few seconds).
    { toast: false },
  );

/** Migrates older characters on the server, saying so first; true if any was migrated. */
async function migrate(core: CharacterCore, rows: CharacterRow[]): Promise<boolean> {
  const { bus, client } = core.deps;
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
    await runQuery(
      core.ctx,
      () =>
        client
          .from('characters')
          .update({
            data: toDocument(stripCampaign(migrated)),
            version: migrated.version,
            expected_revision: row.revision,
          })
          .eq('id', row.id)
          .select('id')
          .single(),
      noRows,
    );
  }
  return true;
}

/**
 * Reads the characters (migrating first), re-applies the outbox's edits and pushes them. `isCurrent` tells
 * whether the session that started the load is still the store's; `onLoaded` runs once the list is read.
 */
export async function loadCharacters(
  core: CharacterCore,
  engine: SyncEngine<OutboxEntry>,
  isCurrent: () => boolean,
  onLoaded: (keptAt: number | null) => void,
  /** Whether the kept copy may stand in (not while the server's list is shown: it stays, marked offline). */
  serveKept = true,
): Promise<boolean> {
  let res = await selectAll(core);
  if (!isCurrent()) return false;
  if (res.ok && (await migrate(core, res.data))) {
    res = await selectAll(core); // "then reloaded"
    if (!isCurrent()) return false;
  }
  let entries: CharacterEntry[] = [];
  let keptAt: number | null = null;
  core.synced.clear();
  if (res.ok) {
    for (const row of res.data) {
      const character = core.parse(row);
      if (!character) continue;
      entries.push({ id: row.id, revision: row.revision, character });
    }
    core.kept?.remember(entries);
    engine.reachable();
  } else {
    if (!res.network) return (toastError(core.deps.bus, res.message), false);
    engine.unreachable();
    if (!serveKept) return false;
    // No answer: the copy the server gave last, kept on this device, with the outbox's edits over it.
    const kept = core.kept?.serve();
    if (!kept) return false;
    entries = kept.entries;
    keptAt = kept.savedAt;
  }
  for (const e of entries) core.synced.set(e.id, documentOf(e.character));
  const known = applyPending(core, engine, entries);
  onLoaded(keptAt);
  core.set({ status: 'ready', characters: entries, keptAt });
  if (keptAt === null) await Promise.all(known.map((key) => engine.push(key)));
  return true;
}

/** Puts the outbox's edits (and the characters built offline) over `entries`; answers the keys to push. */
function applyPending(core: CharacterCore, engine: SyncEngine<OutboxEntry>, entries: CharacterEntry[]) {
  const known: string[] = [];
  for (const [key, pending] of engine.pending()) {
    const id = Number(key);
    const i = entries.findIndex((e) => e.id === id);
    const character = characterSchema.safeParse(pending.character);
    if (character.success && i < 0 && pending.create && isLocalId(id)) {
      entries.push({ id, revision: 0, character: character.data });
      known.push(key);
      continue;
    }
    if (i < 0 || !character.success) {
      toastError(
        core.deps.bus,
        i < 0 ? CHARACTER_NOT_FOUND : `Could not read the unsaved edit of character ${id}`,
      );
      continue; // kept in the outbox: never silently dropped
    }
    entries[i] = { id, revision: pending.revision ?? entries[i]!.revision, character: character.data };
    // The edit's base, not what the server has now: a change made elsewhere meanwhile must be a conflict.
    if (pending.base !== null) core.synced.set(id, pending.base);
    else core.synced.delete(id);
    known.push(key);
  }
  return known;
}
