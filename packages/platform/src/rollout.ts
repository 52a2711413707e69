// Which version of an area a visitor gets. Each visitor has a bucket (0-99) from a hash of their user id, or
// of a random device id kept on the device when signed out, so the choice survives reloads; bucket < percent
// gets the canary, and so does every user on the canary's allow-list. A QA pin overrides both.
import type { AreaEntry, RemoteEntry } from './registry';
import { z } from '@duality/libs/zod-mini';

export const channelSchema = z.enum(['stable', 'canary']);
export type Channel = z.infer<typeof channelSchema>;

/** The visitor's bucket, 0-99: FNV-1a (32 bit) of the key, so equal keys land in equal buckets everywhere. */
export function bucketOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export interface Visitor {
  /** The signed-in user's id, or null. */
  userId: string | null;
  /** The bucket of the user id, else of the device id. */
  bucket: number;
}

export interface Choice {
  channel: Channel;
  entry: RemoteEntry;
  /** Why: for the /dev page and the bus. */
  reason: 'no canary' | 'pinned' | 'allow-list' | 'bucket';
}

/** Picks the entry for one visitor; `pin` is a QA override for this area. */
export function chooseEntry(area: AreaEntry, visitor: Visitor, pin?: Channel): Choice {
  const { canary, stable } = area;
  if (!canary) return { channel: 'stable', entry: stable, reason: 'no canary' };
  if (pin) return pin === 'canary' ? canaryChoice(canary, 'pinned') : stableChoice(stable, 'pinned');
  if (visitor.userId && canary.allow.includes(visitor.userId)) return canaryChoice(canary, 'allow-list');
  return visitor.bucket < canary.percent ? canaryChoice(canary, 'bucket') : stableChoice(stable, 'bucket');
}

const canaryChoice = (canary: NonNullable<AreaEntry['canary']>, reason: Choice['reason']): Choice => ({
  channel: 'canary',
  entry: { version: canary.version, manifest: canary.manifest },
  reason,
});
const stableChoice = (stable: RemoteEntry, reason: Choice['reason']): Choice => ({
  channel: 'stable',
  entry: stable,
  reason,
});
