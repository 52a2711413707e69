// What this device keeps of the signed-in user for offline use, for the profile's storage section: the kept
// copies per kind with their sizes, and how many edits wait to be sent. Clearing removes the kept copies and
// never a waiting edit (those are the user's work, not a copy): the answer says how many stay.
import { keptCopyKey, rollOutboxKey, storageKeys, type KeptCopyKind } from '@duality/platform/storage-keys';
import type { KeyValueStorage } from '../shared/storage';
import { storedBytes } from './kept-copy';

export interface KeptKindUsage {
  kind: KeptCopyKind;
  /** Bytes it takes in the browser's storage (0 when nothing is kept). */
  bytes: number;
  /** When the server gave it (ms since the epoch), or null when nothing is kept. */
  savedAt: number | null;
}

export interface OfflineUsage {
  kept: KeptKindUsage[];
  /** Changes made on this device that have not reached the server yet (character edits, collection saves, rolls). */
  waiting: number;
  /** Bytes the waiting changes take. */
  waitingBytes: number;
}

export interface OfflineData {
  /** The signed-in user's data kept on this device (nothing when signed out). */
  usage(): OfflineUsage;
  /** Removes the kept copies, never the waiting changes; answers what is left. */
  clear(): OfflineUsage;
}

const KINDS: KeptCopyKind[] = ['characters', 'homebrew'];

const outboxKeys = (userId: string) => [
  storageKeys.characterOutbox(userId),
  storageKeys.collectionOutbox(userId),
  rollOutboxKey(userId),
];

function entriesIn(storage: KeyValueStorage, key: string): number {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return value && typeof value === 'object' ? Object.keys(value).length : 0;
  } catch {
    return 0; // an unreadable outbox is set aside by its owner, not counted here
  }
}

function savedAtOf(storage: KeyValueStorage, key: string): number | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as { savedAt?: unknown } | null;
    return typeof value?.savedAt === 'number' ? value.savedAt : null;
  } catch {
    return null;
  }
}

export function createOfflineData({
  storage,
  session,
}: {
  storage: KeyValueStorage;
  session: { readonly state: { user: { id: string } | null } };
}): OfflineData {
  // Sizes are what the browser holds: a user's data is kept sealed there (device/sealed-storage.ts), which
  // takes more room than the text the stores read back.
  const held = (storage as Partial<{ raw: KeyValueStorage }>).raw ?? storage;
  const usage = (): OfflineUsage => {
    const userId = session.state.user?.id;
    if (!userId)
      return { kept: KINDS.map((kind) => ({ kind, bytes: 0, savedAt: null })), waiting: 0, waitingBytes: 0 };
    const outboxes = outboxKeys(userId);
    return {
      kept: KINDS.map((kind) => {
        const key = keptCopyKey(userId, kind);
        return { kind, bytes: storedBytes(held, key), savedAt: savedAtOf(storage, key) };
      }),
      waiting: outboxes.reduce((n, key) => n + entriesIn(storage, key), 0),
      waitingBytes: outboxes.reduce((n, key) => n + storedBytes(held, key), 0),
    };
  };
  return {
    usage,
    clear() {
      const userId = session.state.user?.id;
      if (userId) {
        for (const kind of KINDS) {
          try {
            storage.removeItem(keptCopyKey(userId, kind));
          } catch {
            // a blocked storage keeps nothing of ours
          }
        }
      }
      return usage();
    },
  };
}
