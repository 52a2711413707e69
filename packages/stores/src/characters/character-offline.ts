// Characters with no network. The last list the server gave is kept on this device (per user, `keptCopyKey(user,
// 'characters')`): all of the user's characters, whole documents, rewritten after every read and save the
// server answered, so a sheet never opened on this device still opens offline. A read that cannot reach the
// server shows the kept list (the outbox's edits over it) and says since when. A character built offline gets
// an id of this device (past any id the server gives) and waits in the outbox as a creation; once the server
// has inserted it, the device's id stays an alias of the server's, so an open sheet goes on working. Every
// creation carries a key made on this device (`client_key`): however often its insert is sent, the server
// holds one character for it (character-insert-once.ts).
import { z } from '@duality/libs/zod';
import { characterSchema, type Character } from '@duality/rules';
import type { CharacterRow } from '../rows/character-rows';
import type { Clock } from '../shared/clock';
import { toastError } from '../shared/db';
import type { KeyValueStorage } from '../shared/storage';
import type { SendOutcome, SyncEngine } from '../shared/sync-engine';
import { openKeptCopy } from '../offline/kept-copy';
import { insertOnce, newClientKey } from './character-insert-once';
import { documentOf, type CharacterCore } from './character-sync';
import type { CharacterEntry } from './character-types';
import type { OutboxEntry } from './outbox';

/** Ids given on this device to characters built offline: past every id the server's integer column can give. */
export const LOCAL_ID_BASE = 2 ** 40;
export const isLocalId = (id: number): boolean => id >= LOCAL_ID_BASE;

let lastLocalId = 0;
/** A new id of this device (time-based, never the same twice on a page). */
export function newLocalId(clock: Clock): number {
  lastLocalId = Math.max(lastLocalId + 1, LOCAL_ID_BASE + (clock.now() % LOCAL_ID_BASE));
  return lastLocalId;
}

const keptSchema = z.array(
  z.object({
    id: z.number().int(),
    revision: z.number().int(),
    character: z.record(z.string(), z.unknown()),
  }),
);

export interface KeptCharacters {
  /** The server's whole list, as just read. */
  remember(entries: CharacterEntry[]): void;
  /** One character as the server now holds it. */
  put(entry: CharacterEntry): void;
  drop(id: number): void;
  /** The kept list with when it was kept; characters that no longer read are left out. Null: nothing kept. */
  serve(): { savedAt: number; entries: CharacterEntry[] } | null;
  clear(): void;
}

export function keptCharacters(storage: KeyValueStorage, clock: Clock, userId: string): KeptCharacters {
  const copy = openKeptCopy(storage, clock, userId, 'characters', keptSchema);
  type Kept = { id: number; revision: number; character: Record<string, unknown> }[];
  const current = (): Kept => copy.read()?.data ?? [];
  const write = (next: Kept) => void copy.write(next);
  return {
    remember: (entries) => write(entries.filter((e) => !isLocalId(e.id))),
    put(entry) {
      if (copy.read() === null) return; // only a whole list is kept (cleared: kept again at the next read)
      write([...current().filter((e) => e.id !== entry.id), entry].sort((a, b) => a.id - b.id));
    },
    drop(id) {
      if (current().some((e) => e.id === id)) write(current().filter((e) => e.id !== id));
    },
    serve() {
      const kept = copy.read();
      if (!kept) return null;
      const entries: CharacterEntry[] = [];
      for (const e of kept.data) {
        const character = characterSchema.safeParse(e.character);
        if (character.success) entries.push({ id: e.id, revision: e.revision, character: character.data });
      }
      return { savedAt: kept.savedAt, entries };
    },
    clear: () => copy.clear(),
  };
}

/**
 * Creates a character on the server; with no answer it is built on this device instead (a device id, waiting in
 * the outbox as a creation, inserted when the server answers again). Null when the server refused it (told).
 */
export async function createCharacter(
  core: CharacterCore,
  engine: SyncEngine<OutboxEntry>,
  character: Character,
): Promise<CharacterEntry | null> {
  const clientKey = newClientKey();
  const res = await insertOnce(core, character, clientKey);
  if (!res.ok && res.network) {
    // The insert may have landed with its answer lost: the later push sends the same key, so it lands once.
    const entry = {
      id: newLocalId(core.ctx.clock),
      revision: 0,
      character: { ...character, campaign: null },
    };
    core.setEntry(entry);
    const pending = { character: entry.character, revision: null, base: null, create: true, clientKey };
    engine.put(String(entry.id), pending);
    engine.unreachable();
    return entry;
  }
  if (!res.ok) {
    toastError(core.deps.bus, res.message);
    return null;
  }
  const { row } = res.data;
  const entry = { id: row.id, revision: row.revision, character: { ...character, campaign: row.campaign } };
  core.synced.set(row.id, documentOf(character));
  core.setEntry(entry);
  core.kept?.put(entry);
  return entry;
}

/**
 * The sync engine's push of a character built offline: inserted now under its key, the device's id kept as an
 * alias. When an earlier push had landed (its answer lost), the row it left is adopted; if this device's
 * character has changed since, the change is sent next as an edit of that row.
 */
export async function sendCreate(
  core: CharacterCore,
  localId: number,
  character: Character,
  clientKey: string,
  signal: AbortSignal,
): Promise<SendOutcome<OutboxEntry>> {
  const res = await insertOnce(core, character, clientKey, signal);
  if (!res.ok) return res.network ? { kind: 'unreachable' } : { kind: 'refused' };
  const { row, inserted } = res.data;
  const sent = documentOf(character);
  const onServer = inserted ? character : core.parse(row);
  const document = onServer ? documentOf(onServer) : null;
  core.aliases.set(localId, row.id);
  if (document !== null) core.synced.set(row.id, document);
  if (onServer)
    core.kept?.put({ id: row.id, revision: row.revision, character: withCampaign(onServer, row) });
  const latest = core.state.characters.find((c) => c.id === localId)?.character ?? character;
  const entry = { id: row.id, revision: row.revision, character: withCampaign(latest, row) };
  core.set({ characters: core.state.characters.map((c) => (c.id === localId ? entry : c)) });
  if (document !== sent) {
    return { kind: 'again', entry: { character: entry.character, revision: row.revision, base: document } };
  }
  return {
    kind: 'saved',
    rebase: (pending) => ({ character: pending.character, revision: row.revision, base: document }),
  };
}

const withCampaign = (character: Character, row: CharacterRow): Character => ({
  ...character,
  campaign: row.campaign,
});
