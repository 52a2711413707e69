// A persisted outbox: pending writes kept in local storage under one key, so they survive a reload. Entries are
// parsed with the owner's schema when read; stored text that does not parse is set aside under another key
// (never thrown away, never overwritten) and reported, and a storage that refuses a write is reported instead
// of throwing (the entry then lives only in memory, with the engine).
import { z } from '@duality/libs/zod';
import { setAside, setAsideKeyOf } from '@duality/platform/storage-keys';
import type { KeyValueStorage } from './storage';

export interface PersistedOutbox<E> {
  all(): Map<string, E>;
  put(key: string, entry: E): void;
  remove(key: string): void;
  size(): number;
}

/** What an outbox reports: stored entries it could not read (set aside), or storage that refused a write. */
export interface OutboxReports {
  /** The stored text was unreadable; it is kept under `setAsideKey`. */
  unreadable(setAsideKey: string): void;
  /** The storage refused a write (full, or disabled): the entry lives only in this page until it is saved. */
  writeFailed(): void;
}

/** The first key an unreadable outbox is kept under (the one set-aside convention: a later copy adds `.<n>`). */
export const unreadablePrefix = (key: string): string => setAsideKeyOf(key);

/** The outbox stored under `key`, its entries read with `entrySchema`. */
export function openPersistedOutbox<S extends z.ZodType>(
  storage: KeyValueStorage,
  key: string,
  entrySchema: S,
  reports?: OutboxReports,
): PersistedOutbox<z.output<S>> {
  type E = z.output<S>;
  const schema = z.record(z.string(), entrySchema);
  const read = (): Record<string, E> => {
    const raw = storage.getItem(key);
    if (!raw) return {};
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data as Record<string, E>;
    } catch {
      // fall through: keep the unreadable text under another key for support, start afresh
    }
    // Kept under the set-aside key for support (never overwritten), and the key freed to start afresh; a storage
    // that refuses the copy leaves the unreadable text where it is, still never overwritten by a read.
    const aside = setAside(storage, key) ?? key;
    reports?.unreadable(aside);
    return {};
  };
  const write = (value: Record<string, E>) => {
    try {
      if (Object.keys(value).length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    } catch {
      reports?.writeFailed();
    }
  };
  return {
    all: () => new Map(Object.entries(read())),
    put(k, entry) {
      write({ ...read(), [k]: entry });
    },
    remove(k) {
      const next = read();
      if (!(k in next)) return;
      delete next[k];
      write(next);
    },
    size: () => Object.keys(read()).length,
  };
}
