// The last copy the server gave of one user's data, kept in the browser's storage so the product opens with no
// network (`keptCopyKey(user, kind)` of @duality/platform/storage-keys). A store writes it after a read or a save
// the server answered, and reads it back only when the server cannot be reached. It is a copy, never the
// truth: stored text that does not parse with the owner's schema is set aside (never thrown away, never a
// crash) and the store goes on as if nothing were kept; a storage that refuses a write (full) keeps nothing.
import { z } from '@duality/libs/zod';
import { keptCopyKey, setAside, type KeptCopyKind } from '@duality/platform/storage-keys';
import type { Clock } from '../shared/clock';
import type { KeyValueStorage } from '../shared/storage';

export type { KeptCopyKind } from '@duality/platform/storage-keys';

/** What a kept copy holds: the data, and when the server gave it (ms since the epoch). */
export interface Kept<T> {
  savedAt: number;
  data: T;
}

export interface KeptCopy<T> {
  /** The kept copy, or null when none is kept (or it could not be read: then it is set aside). */
  read(): Kept<T> | null;
  /** Keeps `data` as the server's latest; false when the storage refused it (nothing is kept then). */
  write(data: T): boolean;
  clear(): void;
}

/** The kept copy of one user's `kind`, its data read with `schema`. */
export function openKeptCopy<S extends z.ZodType>(
  storage: KeyValueStorage,
  clock: Clock,
  userId: string,
  kind: KeptCopyKind,
  schema: S,
): KeptCopy<z.output<S>> {
  const key = keptCopyKey(userId, kind);
  const stored = z.object({ savedAt: z.number(), data: schema });
  return {
    read() {
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return null;
      }
      if (raw === null) return null;
      try {
        const parsed = stored.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data as Kept<z.output<S>>;
      } catch {
        // fall through: unreadable text is set aside below
      }
      setAside(storage, key);
      return null;
    },
    write(data) {
      try {
        storage.setItem(key, JSON.stringify({ savedAt: clock.now(), data }));
        return true;
      } catch {
        try {
          storage.removeItem(key); // a stale copy must not stand in for the one that did not fit
        } catch {
          // nothing more to do: reads of a blocked storage answer nothing
        }
        return false;
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // a blocked storage holds nothing of ours
      }
    },
  };
}

/** The bytes a stored value takes (browsers count localStorage in UTF-16 code units: two bytes each). */
export function storedBytes(storage: KeyValueStorage, key: string): number {
  try {
    const raw = storage.getItem(key);
    return raw === null ? 0 : (key.length + raw.length) * 2;
  } catch {
    return 0;
  }
}
