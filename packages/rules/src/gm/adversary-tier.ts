// An adversary used at another tier (SRD: Adversaries, "Tier", which says to adjust the stats, and its "Adversary
// Stat Block Benchmarks" table). Each number moves by the difference between the two tiers' benchmarks:
// Difficulty 11/14/17/20, attack modifier +1..+4, thresholds Major 7/10/20/25 and Severe 12/20/32/45, damage
// dice as many as the tier (1d.. to 4d..; tier 3 and 4 dice at least d8) with the low end's bonus 2/3/3/10.
// The SRD gives no Hit Point benchmark; the built-in stat blocks' medians grow by about one per tier (5, 5, 6, 7),
// so Hit Points move by one per tier. Flat damage (Minions) scales with the tiers' average damage.
import type { Tier } from '../schemas/common';
import { parseDice } from '../rules/dice';
import type { Adversary } from './adversary';

/** A benchmark for tiers 1 to 4. */
type ByTier = readonly [number, number, number, number];
const DIFFICULTY: ByTier = [11, 14, 17, 20];
const ATTACK: ByTier = [1, 2, 3, 4];
const MAJOR: ByTier = [7, 10, 20, 25];
const SEVERE: ByTier = [12, 20, 32, 45];
const DAMAGE_BONUS: ByTier = [2, 3, 3, 10];
const SMALLEST_DIE: ByTier = [6, 6, 8, 8];
/** The middle of each tier's benchmark damage range (1d6+2..1d12+4 averages 8, and so on). */
const AVERAGE_DAMAGE: ByTier = [8, 13.5, 20.5, 34.5];

/** The benchmark's change from one tier to another. */
const shift = (table: ByTier, from: Tier, to: Tier) => at(table, to) - at(table, from);
const at = (table: ByTier, tier: Tier) => table[Math.min(4, Math.max(1, tier)) - 1]!;

/** The numbers that change with the tier. */
export type TierAdjusted = Pick<Adversary, 'tier' | 'difficulty' | 'attackModifier' | 'thresholds' | 'hp'> & {
  attack: Adversary['attack'];
};

/** The adversary's numbers at `tier`: the same adversary (same object) when it is already of that tier. */
export function adversaryAtTier<A extends TierAdjusted>(adversary: A, tier: Tier): A {
  const from = adversary.tier;
  if (from === tier) return adversary;
  const steps = tier - from;
  const thresholds = adversary.thresholds && {
    major: Math.max(1, adversary.thresholds.major + shift(MAJOR, from, tier)),
    severe:
      adversary.thresholds.severe === null
        ? null
        : Math.max(2, adversary.thresholds.severe + shift(SEVERE, from, tier)),
  };
  if (thresholds?.severe != null && thresholds.severe <= thresholds.major)
    thresholds.severe = thresholds.major + 1;
  return {
    ...adversary,
    tier,
    difficulty: Math.max(1, adversary.difficulty + shift(DIFFICULTY, from, tier)),
    attackModifier: adversary.attackModifier + shift(ATTACK, from, tier),
    thresholds,
    hp: Math.max(1, adversary.hp + steps),
    attack: { ...adversary.attack, damage: damageAtTier(adversary.attack.damage, from, tier) },
  };
}

/** Damage dice moved to another tier (see the header); text that is not dice stays as it is. */
export function damageAtTier(damage: string, from: Tier, to: Tier): string {
  const dice = parseDice(damage);
  if (!dice || from === to) return damage;
  if (dice.count === 0) {
    const scaled = Math.max(
      1,
      Math.round((dice.modifier * at(AVERAGE_DAMAGE, to)) / at(AVERAGE_DAMAGE, from)),
    );
    return String(scaled);
  }
  const count = Math.max(1, dice.count + to - from);
  const sides = Math.max(at(SMALLEST_DIE, to), dice.sides);
  const bonus = Math.max(0, dice.modifier + shift(DAMAGE_BONUS, from, to));
  return `${count}d${sides}${bonus > 0 ? `+${bonus}` : ''}`;
}
