import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILTIN_ADVERSARIES } from '../data/gm-content';
import {
  adversarySeverity,
  markAdversaryDamage,
  markAdversaryStress,
  minionSpillover,
} from './adversary-damage';

const byName = (n: string) => BUILTIN_ADVERSARIES.find((a) => a.name === n)!;
const fresh = { hpMarked: 0, stressMarked: 0 };

describe("marking an adversary's damage (SRD: Hit Points & Damage Thresholds)", () => {
  const burrower = byName('Acid Burrower'); // Major 8, Severe 15, 8 HP
  it('below Major 1 HP, at Major 2, at Severe 3, nothing for 0', () => {
    expect([0, 7, 8, 14, 15, 40].map((d) => adversarySeverity(d, burrower.thresholds).hp)).toEqual([
      0, 1, 2, 2, 3, 3,
    ]);
  });
  it('marks past the Major threshold and stops at the last HP', () => {
    const hit = markAdversaryDamage(burrower, { hpMarked: 5, stressMarked: 1 }, 9);
    expect(hit).toMatchObject({
      hpMarked: 7,
      stressMarked: 1,
      severity: 'major',
      marked: 2,
      defeated: false,
    });
    const kill = markAdversaryDamage(burrower, { hpMarked: 7, stressMarked: 0 }, 30);
    expect(kill).toMatchObject({ hpMarked: 8, marked: 1, defeated: true });
  });
  it('a tiny ooze has no Severe threshold: big damage still marks 2', () => {
    const ooze = byName('Tiny Green Ooze');
    expect(ooze.thresholds).toEqual({ major: 4, severe: null });
    expect(markAdversaryDamage(ooze, fresh, 50)).toMatchObject({
      severity: 'major',
      hpMarked: 2,
      defeated: true,
    });
  });
  it('a Minion falls to any damage and takes more Minions with it per X damage', () => {
    const rat = byName('Giant Rat'); // Minion (3)
    expect(minionSpillover(rat)).toBe(3);
    expect(markAdversaryDamage(rat, fresh, 7)).toMatchObject({ defeated: true, extraMinions: 2 });
    expect(markAdversaryDamage(rat, fresh, 0)).toMatchObject({ defeated: false, extraMinions: 0 });
    expect(minionSpillover(burrower)).toBeNull();
  });
  it('Stress marks and clears within 0..stress', () => {
    expect(markAdversaryStress(burrower, fresh, 5).stressMarked).toBe(3);
    expect(markAdversaryStress(burrower, { hpMarked: 0, stressMarked: 2 }, -5).stressMarked).toBe(0);
  });
  it('property: more damage never marks fewer HP, and marked HP stay within 0..hp', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUILTIN_ADVERSARIES),
        fc.integer({ min: -5, max: 80 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 12 }),
        (adversary, a, extra, marked) => {
          const lo = adversarySeverity(a, adversary.thresholds).hp;
          const hi = adversarySeverity(a + extra, adversary.thresholds).hp;
          expect(hi).toBeGreaterThanOrEqual(lo);
          const r = markAdversaryDamage(adversary, { hpMarked: marked, stressMarked: 0 }, a);
          expect(r.hpMarked).toBeGreaterThanOrEqual(0);
          expect(r.hpMarked).toBeLessThanOrEqual(adversary.hp);
          expect(r.defeated).toBe(r.hpMarked === adversary.hp);
        },
      ),
    );
  });
});
