// Group Action rolls (SRD: Making Moves and Taking Action, "Group Action Rolls"): one character leads; every other
// character taking part makes a reaction roll. The leader's action roll gets +1 for each of those reaction rolls
// that succeeded and -1 for each that failed.
import type { RollModifier } from './duality-roll';

/** A helper's reaction roll, as it came out against its Difficulty. */
export interface GroupReaction {
  name: string;
  success: boolean;
}

/** The leader's bonus or penalty: successes minus failures. */
export function groupActionBonus(reactions: readonly GroupReaction[]): number {
  return reactions.reduce((sum, r) => sum + (r.success ? 1 : -1), 0);
}

/** The same as a modifier for the leader's roll, or none when the helpers cancel out (or there are none). */
export function groupActionModifier(reactions: readonly GroupReaction[]): RollModifier[] {
  const value = groupActionBonus(reactions);
  if (value === 0) return [];
  const helped = reactions.filter((r) => r.success).length;
  const failed = reactions.length - helped;
  return [{ source: `Group Action (${helped} helped, ${failed} failed)`, value }];
}
