// Death moves (SRD: Death): when a character marks their last Hit Point the player picks one of three.
// Blaze of Glory: one last action that critically succeeds (with the GM's approval), then the character dies.
// Avoid Death: the character falls unconscious; the Hope Die is rolled and, at or under the character's level,
// they gain a scar, a Hope slot crossed out for good; crossing out the last Hope slot ends their journey.
// Risk It All: the Duality Dice are rolled; Hope higher, the character stays up and clears HP and Stress that
// add up to the Hope Die (split as the player likes); Fear higher, the character dies; matching, they stay up
// and clear nothing.

export const DEATH_MOVES = ['blazeOfGlory', 'avoidDeath', 'riskItAll'] as const;
export type DeathMove = (typeof DEATH_MOVES)[number];

/** The three moves as the sheet lists them. */
export const DEATH_MOVE_LABELS: Record<DeathMove, string> = {
  blazeOfGlory: 'Blaze of Glory',
  avoidDeath: 'Avoid Death',
  riskItAll: 'Risk It All',
};

/** A character must make a death move once every Hit Point is marked. */
export function needsDeathMove(hpMarked: number, hpSlots: number): boolean {
  return hpSlots > 0 && hpMarked >= hpSlots;
}

const die = (n: number) => {
  if (!Number.isInteger(n) || n < 1 || n > 12) throw new RangeError('A d12 shows 1 to 12.');
};

export interface AvoidDeathResult {
  /** The Hope Die was at or under the level: a Hope slot is crossed out. */
  scar: boolean;
  /** Hope slots left after the scar. */
  hopeSlots: number;
  /** The last Hope slot was crossed out: the character's journey ends. */
  journeyEnds: boolean;
}

/** Avoid Death's scar roll: the Hope Die against the character's level. */
export function avoidDeath(hopeDie: number, level: number, hopeSlots: number): AvoidDeathResult {
  die(hopeDie);
  const scar = hopeDie <= level;
  const left = Math.max(0, hopeSlots - (scar ? 1 : 0));
  return { scar, hopeSlots: left, journeyEnds: scar && left === 0 };
}

export type RiskItAllResult =
  | { survives: true; /** HP and Stress to clear, in total, as the player splits them. */ clear: number }
  | { survives: false; clear: 0 };

/** Risk It All's Duality roll. */
export function riskItAll(hopeDie: number, fearDie: number): RiskItAllResult {
  die(hopeDie);
  die(fearDie);
  if (fearDie > hopeDie) return { survives: false, clear: 0 };
  return { survives: true, clear: hopeDie > fearDie ? hopeDie : 0 };
}

/**
 * Why a split of Risk It All's clearing is not allowed, or null: whole numbers of 0 or more, no more than is
 * marked on each track, adding up to the Hope Die (or to everything marked, when less is marked than that).
 */
export function riskItAllSplitProblem(
  clear: number,
  split: { hp: number; stress: number },
  marked: { hp: number; stress: number },
): string | null {
  const { hp, stress } = split;
  if (![hp, stress].every((n) => Number.isInteger(n) && n >= 0)) return 'Clear whole numbers of 0 or more.';
  if (hp > marked.hp) return `Only ${marked.hp} Hit Points are marked.`;
  if (stress > marked.stress) return `Only ${marked.stress} Stress is marked.`;
  const total = riskItAllClearable(clear, marked);
  if (hp + stress !== total) return `Clear ${total} in all, Hit Points and Stress together.`;
  return null;
}

/** How much Risk It All clears in all: the Hope Die, or everything marked when that is less. */
export function riskItAllClearable(clear: number, marked: { hp: number; stress: number }): number {
  return Math.min(clear, Math.max(0, marked.hp) + Math.max(0, marked.stress));
}
