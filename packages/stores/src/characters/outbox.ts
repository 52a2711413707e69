// Unsynced character edits, kept in local storage per user so they survive a reload: every edit is written
// here before its debounced push, and removed only when the server has accepted that very version.
import { z } from '@duality/libs/zod';
import {
  openPersistedOutbox,
  unreadablePrefix,
  type OutboxReports,
  type PersistedOutbox,
} from '../shared/persisted-outbox';
import { storageKeys } from '@duality/platform/storage-keys';
import type { KeyValueStorage } from '../shared/storage';

export type { OutboxReports } from '../shared/persisted-outbox';

export const outboxEntrySchema = z.object({
  /** The character document as the player last left it. */
  character: z.record(z.string(), z.unknown()),
  /** The server revision the edit was based on (null: never read from the server). */
  revision: z.number().int().nullable(),
  /** The server's document at that revision (canonical JSON), to tell a real conflict from a server-side move. */
  base: z.string().nullable().default(null),
  /** Send even when the server holds this document: its dashboard row must be written (after joining). */
  republish: z.boolean().optional(),
  /** A character built on this device while offline, keyed by its device id: inserted, not saved. */
  create: z.boolean().optional(),
  /** The key of that creation (a uuid made on this device): its insert lands once however often it is sent. */
  clientKey: z.string().optional(),
});
export type OutboxEntry = z.output<typeof outboxEntrySchema>;

export const outboxKey = (userId: string): string => storageKeys.characterOutbox(userId);

export interface Outbox {
  all(): Map<number, OutboxEntry>;
  put(id: number, entry: OutboxEntry): void;
  remove(id: number): void;
  size(): number;
}

/** The prefix of the keys an unreadable outbox is kept under (followed by the time it was set aside). */
export const unreadableOutboxPrefix = (userId: string): string => unreadablePrefix(outboxKey(userId));

/** The character outbox of one user (the persisted outbox the sync engine uses, keyed by the text id). */
export function openCharacterOutbox(
  storage: KeyValueStorage,
  userId: string,
  reports?: OutboxReports,
): PersistedOutbox<OutboxEntry> {
  return openPersistedOutbox(storage, outboxKey(userId), outboxEntrySchema, reports);
}

/** The outbox of one user over the given storage, by character id; unreadable contents are kept aside. */
export function openOutbox(storage: KeyValueStorage, userId: string, reports?: OutboxReports): Outbox {
  const inner = openCharacterOutbox(storage, userId, reports);
  return {
    all: () => new Map([...inner.all()].map(([id, e]) => [Number(id), e])),
    put: (id, entry) => inner.put(String(id), entry),
    remove: (id) => inner.remove(String(id)),
    size: () => inner.size(),
  };
}
