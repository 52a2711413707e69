// The user's homebrew as the server last gave it, kept on this device per user (`keptCopyKey(user, 'homebrew')`)
// so the catalog, the sheet and the builder have it with no network: each kind is rewritten after every load
// the server answered, and read back (each record checked with the rules' schema of its kind, a record that
// no longer fits left out) when the libraries start and when a load gets no answer.
import { z } from '@duality/libs/zod';
import type { HomebrewKind } from '@duality/rules';
import { openKeptCopy } from '../offline/kept-copy';
import type { Clock } from '../shared/clock';
import type { KeyValueStorage } from '../shared/storage';
import { homebrewContentSchema } from '../rows/homebrew-rows';
import type { HomebrewRecord } from './records';

// Each record is checked with its kind's schema when it is served, so the kept copy only needs the lists.
const keptSchema = z.record(z.string(), z.array(z.unknown()));

export interface KeptHomebrew {
  put(kind: HomebrewKind, records: readonly HomebrewRecord[]): void;
  /** The kept records of `kind`, or null when none are kept. */
  serve<K extends HomebrewKind>(kind: K): HomebrewRecord<K>[] | null;
  clear(): void;
}

export function keptHomebrew(storage: KeyValueStorage, clock: Clock, userId: string): KeptHomebrew {
  const copy = openKeptCopy(storage, clock, userId, 'homebrew', keptSchema);
  return {
    put(kind, records) {
      copy.write({ ...(copy.read()?.data ?? {}), [kind]: [...records] });
    },
    serve<K extends HomebrewKind>(kind: K) {
      const kept = copy.read()?.data[kind];
      if (!kept) return null;
      const schema = homebrewContentSchema(kind);
      return kept.flatMap((record) => {
        const parsed = schema.safeParse(record);
        return parsed.success ? [parsed.data] : [];
      });
    },
    clear: () => copy.clear(),
  };
}
