// SRD: Adversaries, "Tier" and "Adversary Stat Block Benchmarks".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILTIN_ADVERSARIES } from '../data/gm-content';
import { diceRange } from '../rules/dice';
import { adversarySchema } from './adversary';
import { adversaryAtTier, damageAtTier } from './adversary-tier';

const tier = fc.constantFrom(1, 2, 3, 4);
const average = (dice: string) => {
  const { min, max } = diceRange(dice);
  return (min + max) / 2;
};

describe('an adversary at another tier', () => {
  it('moves each number by the difference between the tiers benchmarks', () => {
    const a = BUILTIN_ADVERSARIES.find(
      (x) => x.tier === 1 && x.thresholds?.severe != null && /d/.test(x.attack.damage),
    )!;
    const up = adversaryAtTier(a, 3);
    expect(up.tier).toBe(3);
    expect(up.difficulty).toBe(a.difficulty + 6);
    expect(up.attackModifier).toBe(a.attackModifier + 2);
    expect(up.thresholds).toEqual({ major: a.thresholds!.major + 13, severe: a.thresholds!.severe! + 20 });
    expect(up.hp).toBe(a.hp + 2);
    expect(adversaryAtTier(a, 1)).toBe(a);
  });
  it('damage: as many dice as the tier, at least d8 from tier 3, the low end bonus moved', () => {
    expect(damageAtTier('1d6+2', 1, 2)).toBe('2d6+3');
    expect(damageAtTier('1d6+2', 1, 4)).toBe('4d8+10');
    expect(damageAtTier('3d8+3', 3, 1)).toBe('1d8+2');
    expect(damageAtTier('2', 1, 3)).toBe('5');
    expect(damageAtTier('not dice', 1, 3)).toBe('not dice');
  });
  it('property: every built-in adversary at every tier is still a valid stat block', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BUILTIN_ADVERSARIES), tier, (a, t) => {
        expect(adversarySchema.safeParse(adversaryAtTier(a, t)).success).toBe(true);
      }),
    );
  });
  it('property: a higher tier never lowers a number, and the damage grows on average', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BUILTIN_ADVERSARIES), tier, tier, (a, x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const low = adversaryAtTier(a, lo);
        const high = adversaryAtTier(a, hi);
        expect(high.difficulty).toBeGreaterThanOrEqual(low.difficulty);
        expect(high.attackModifier).toBeGreaterThanOrEqual(low.attackModifier);
        expect(high.hp).toBeGreaterThanOrEqual(low.hp);
        expect(high.thresholds?.major ?? 0).toBeGreaterThanOrEqual(low.thresholds?.major ?? 0);
        expect(average(high.attack.damage)).toBeGreaterThanOrEqual(average(low.attack.damage));
      }),
    );
  });
});
