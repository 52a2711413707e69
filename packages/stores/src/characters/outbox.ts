// Unsynced character edits, kept in local storage per user so they survive a reload: every edit is written
// here before its debounced push, and removed only when the server has accepted that very version.
import { z } from 'zod';
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

export const outboxKey = (userId: string): string => `duality.characters.outbox:${userId}`;

export interface Outbox {
  all(): Map<number, OutboxEntry>;
  put(id: number, entry: OutboxEntry): void;
  remove(id: number): void;
  size(): number;
}

/** The outbox of one user over the given storage; unreadable contents are kept aside, never thrown away. */
export function openOutbox(storage: KeyValueStorage, userId: string): Outbox {
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
    storage.setItem(`${key}:unreadable:${Date.now()}`, raw);
    return {};
  };
  const write = (value: Record<string, OutboxEntry>) => {
    if (Object.keys(value).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
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
