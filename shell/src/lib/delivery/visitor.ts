// Who the visitor is for staged rollouts: the signed-in user's id, else a random id kept on this device, so
// the same visitor lands in the same bucket after every reload.
import { bucketOf, type Visitor } from '@duality/platform';
import { storageKeys } from '@duality/platform/storage-keys';

export const deviceIdKey = storageKeys.deviceId;

/** The device id, created on first use. */
export function deviceId(storage: Storage): string {
  const existing = storage.getItem(deviceIdKey);
  if (existing && existing.length >= 8) return existing;
  const fresh = crypto.randomUUID();
  storage.setItem(deviceIdKey, fresh);
  return fresh;
}

export function visitorOf(userId: string | null, storage: Storage): Visitor {
  return { userId, bucket: bucketOf(userId ?? deviceId(storage)) };
}
