// Changes to the four trackers, in one sense. The character stores hit points, stress and armor as MARKED
// amounts and hope as HELD hope. Two kinds of data speak of changes to them, in opposite senses:
//  - a consumable's `restore` is what the item gives back: positive clears marked hit points or stress and gains
//    hope; a negative value costs (Snap Powder's `stress: -1` marks 1 Stress);
//  - a rest item's `onShortRest` / `onLongRest` `resource` is a change to the marked count: negative clears
//    (Premium Bedroll's `stress: -1` clears 1 Stress), positive marks.
// Both are turned into `TrackDelta` (a change to the stored number) here, and nowhere else.
import type { Resources } from '../schemas/character';

export type Track = keyof Resources;
/** A change to the stored value of each track (marked for armor, health, stress; held for hope). */
export type TrackDelta = Partial<Record<Track, number>>;
/** The most each track can hold for this character (the derived slots). */
export type TrackLimits = Record<Track, number>;

/** The stored-value change a consumable's restore amount makes: restoring health or stress unmarks, hope adds. */
export function restoreToDelta(track: 'health' | 'stress' | 'hope', amount: number): TrackDelta {
  return { [track]: track === 'hope' ? amount : -amount };
}

/** The stored-value change a rest item's resource entry makes: it already is a change to the marked count. */
export function restResourceToDelta(resource: { stress?: number | undefined }): TrackDelta {
  return resource.stress === undefined ? {} : { stress: resource.stress };
}

/** Applies deltas to the resources, each track kept within 0..its limit. */
export function applyTrackDelta(resources: Resources, delta: TrackDelta, limits: TrackLimits): Resources {
  const next = { ...resources };
  for (const track of Object.keys(delta) as Track[]) {
    const value = resources[track] + (delta[track] ?? 0);
    next[track] = Math.max(0, Math.min(limits[track], value));
  }
  return next;
}

/**
 * The new stored value after tapping box `index` (0-based) of a track showing `value` filled boxes: tapping a
 * filled box clears it and every box after it, tapping an empty one fills up to and including it.
 */
export function tapTrack(value: number, index: number, limit: number): number {
  const next = index < value ? index : index + 1;
  return Math.max(0, Math.min(limit, next));
}
