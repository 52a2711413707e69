// Unsynced character edits, kept in local storage per user so they survive a reload: every edit is written
// here before its debounced push, and removed only when the server has accepted that very version.
import { z } from '@duality/libs/zod';
import { setAsideKeyOf, storageKeys } from '@duality/platform/storage-keys';
import type { KeyValueStorage } from '../shared/storage';

const entrySchema = z.object({
  /** The character document as the player last left it. */
  character: z.record(z.string(), z.unknown()),
  /** The server revision the edit was based on (null: never read from the server). */
  revision: z.number().int().nullable(),
  /** The server's document at that revision (canonical JSON), to tell a real conflict from a server-side move. */
  base: z.string().nullable().default(null),
});
const outboxSchema = z.record(z.string(), entrySchema);
export type OutboxEntry = z.output<typeof entrySchema>;

export const outboxKey = (userId: string): string => storageKeys.characterOutbox(userId);

export interface Outbox {
  all(): Map<number, OutboxEntry>;
  put(id: number, entry: OutboxEntry): void;
  remove(id: number): void;
  size(): number;
}

/** What the outbox reports: stored edits it could not read (set aside), or storage that refused a write. */
export interface OutboxReports {
  /** The stored text was unreadable; it is kept under `setAsideKey`. */
  unreadable(setAsideKey: string): void;
  /** The storage refused a write (full, or disabled): the edit lives only in this page until it is saved. */
  writeFailed(): void;
}

/** The prefix of the keys an unreadable outbox is kept under (followed by the time it was set aside). */
export const unreadableOutboxPrefix = (userId: string): string => `${setAsideKeyOf(outboxKey(userId))}.`;

/** The outbox of one user over the given storage; unreadable contents are kept aside, never thrown away. */
export function openOutbox(storage: KeyValueStorage, userId: string, reports?: OutboxReports): Outbox {
  const key = outboxKey(userId);
  const read = (): Record<string, OutboxEntry> => {
    const raw = storage.getItem(key);
    if (!raw) return {};
    try {
      const parsed = outboxSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through: keep the unreadable text under another key for support, start afresh
    }
    const aside = `${unreadableOutboxPrefix(userId)}${Date.now()}`;
    try {
      storage.setItem(aside, raw);
      storage.removeItem(key);
    } catch {
      // Storage refused the copy: the unreadable text stays where it is, still never overwritten by a read.
    }
    reports?.unreadable(aside);
    return {};
  };
  const write = (value: Record<string, OutboxEntry>) => {
    try {
      if (Object.keys(value).length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    } catch {
      reports?.writeFailed();
    }
  };
  return {
    all: () => new Map(Object.entries(read()).map(([id, e]) => [Number(id), e])),
    put(id, entry) {
      write({ ...read(), [String(id)]: entry });
    },
    remove(id) {
      const next = read();
      delete next[String(id)];
      write(next);
    },
    size: () => Object.keys(read()).length,
  };
}
