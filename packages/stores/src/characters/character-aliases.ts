// The addresses of characters built offline. Such a character is shown, linked and bookmarked under the id this
// device gave it until the server inserts it and gives its own; the map from one to the other is kept in the
// browser's storage per user (`characterAliasesKey(user)`), so a link or a reload at the device's id still opens
// the character after the sync, on later pages too. Unreadable stored text is set aside like an outbox's.
import { z } from '@duality/libs/zod';
import { characterAliasesKey } from '@duality/platform/storage-keys';
import { openPersistedOutbox, type OutboxReports } from '../shared/persisted-outbox';
import type { KeyValueStorage } from '../shared/storage';

/** At most this many addresses are kept per user; the oldest go first (a device rarely builds that many offline). */
export const MAX_ALIASES = 200;

/** Device id → the server's id, of characters built offline and since inserted. */
export interface CharacterAliases {
  get(deviceId: number): number | undefined;
  set(deviceId: number, serverId: number): void;
  /** Forgets every address that leads to `serverId` (the character was deleted). */
  dropTarget(serverId: number): void;
}

/** No user signed in: no address is known. */
export const noAliases: CharacterAliases = {
  get: () => undefined,
  set: () => undefined,
  dropTarget: () => undefined,
};

/** The kept addresses of one user, read through once and written at every change. */
export function openCharacterAliases(
  storage: KeyValueStorage,
  userId: string,
  reports?: OutboxReports,
): CharacterAliases {
  const kept = openPersistedOutbox(
    storage,
    characterAliasesKey(userId),
    z.number().int().positive(),
    reports,
  );
  const map = new Map([...kept.all()].map(([deviceId, serverId]) => [Number(deviceId), serverId]));
  return {
    get: (deviceId) => map.get(deviceId),
    set(deviceId, serverId) {
      if (map.get(deviceId) === serverId) return;
      map.set(deviceId, serverId);
      kept.put(String(deviceId), serverId);
      // Device ids grow with time, so the smallest is the oldest.
      for (const oldest of [...map.keys()]
        .sort((a, b) => a - b)
        .slice(0, Math.max(0, map.size - MAX_ALIASES))) {
        map.delete(oldest);
        kept.remove(String(oldest));
      }
    },
    dropTarget(serverId) {
      for (const [deviceId, target] of map) {
        if (target !== serverId) continue;
        map.delete(deviceId);
        kept.remove(String(deviceId));
      }
    },
  };
}
