import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fixedDice } from './dice-source';
import { describeDualityRoll, rollDualityDice, rollProblem, type DualityRollInput } from './duality-roll';
import { applyRollOutcome } from './outcome';
import { newCharacter } from '../schemas/character';
import { builtinCatalog } from '../data/content';
import { stressPaidExperiences } from './experience-options';

const d12 = fc.integer({ min: 1, max: 12 });
const d6 = fc.integer({ min: 1, max: 6 });
const action = (patch: Partial<DualityRollInput> = {}): DualityRollInput => ({
  kind: 'action',
  trait: 'agility',
  traitValue: 2,
  ...patch,
});
const resources = (hope: number, stress: number) => ({ ...newCharacter().resources, hope, stress });

describe('action rolls (SRD: Making Moves and Taking Action)', () => {
  it('adds the trait, each Experience, the edge die and other modifiers', () => {
    const roll = rollDualityDice(
      action({
        experiences: [{ name: 'Blacksmith', score: 2 }],
        edge: 'advantage',
        modifiers: [{ source: 'Bless', value: 1 }],
      }),
      fixedDice([9, 4, 5]),
    );
    expect(roll).toMatchObject({
      hope: 9,
      fear: 4,
      edgeDie: 5,
      total: 9 + 4 + 5 + 2 + 2 + 1,
      outcome: 'hope',
    });
    expect(roll.modifiers.map((m) => m.source)).toEqual(['Agility', 'Experience: Blacksmith', 'Bless']);
    expect(roll.hopeCost).toBe(1);
    expect(describeDualityRoll(roll)).toBe('23 with Hope');
    const worse = rollDualityDice(action({ edge: 'disadvantage' }), fixedDice([3, 11, 4]));
    expect(worse).toMatchObject({ total: 3 + 11 - 4 + 2, outcome: 'fear' });
  });
  it('meets or beats the Difficulty to succeed; a critical always succeeds', () => {
    expect(rollDualityDice(action({ difficulty: 14 }), fixedDice([6, 6])).success).toBe(true);
    expect(rollDualityDice(action({ difficulty: 14 }), fixedDice([7, 5])).success).toBe(true);
    expect(rollDualityDice(action({ difficulty: 15 }), fixedDice([7, 5])).success).toBe(false);
    expect(rollDualityDice(action({ difficulty: 30 }), fixedDice([1, 1])).success).toBe(true);
    expect(rollDualityDice(action(), fixedDice([7, 5])).success).toBeNull();
    expect(describeDualityRoll(rollDualityDice(action({ difficulty: 15 }), fixedDice([7, 5])))).toBe(
      '14 with Hope: a failure',
    );
  });
  it('an Experience needs a Hope to spend', () => {
    const input = action({ experiences: [{ name: 'Blacksmith', score: 2 }] });
    expect(rollProblem(input, 0)).toBe('Using an Experience costs 1 Hope, and you have none.');
    expect(rollProblem(input, 1)).toBeNull();
  });
  it('with Hope gains a Hope; with Fear the GM gains a Fear; a critical gains a Hope and clears a Stress', () => {
    const limits = { hope: 6 };
    const hope = applyRollOutcome(resources(2, 3), rollDualityDice(action(), fixedDice([9, 4])), limits);
    expect(hope).toMatchObject({ resources: { hope: 3, stress: 3 }, gmFear: 0, hopeGained: 1 });
    const fear = applyRollOutcome(resources(2, 3), rollDualityDice(action(), fixedDice([2, 8])), limits);
    expect(fear).toMatchObject({ resources: { hope: 2, stress: 3 }, gmFear: 1, hopeGained: 0 });
    const crit = applyRollOutcome(resources(2, 3), rollDualityDice(action(), fixedDice([5, 5])), limits);
    expect(crit).toMatchObject({ resources: { hope: 3, stress: 2 }, gmFear: 0, stressCleared: 1 });
    const spent = rollDualityDice(
      action({ experiences: [{ name: 'Blacksmith', score: 2 }] }),
      fixedDice([2, 8]),
    );
    expect(applyRollOutcome(resources(2, 0), spent, limits)).toMatchObject({
      resources: { hope: 1 },
      hopeSpent: 1,
      gmFear: 1,
    });
  });
  it('a reaction roll generates no Hope or Fear, and its critical clears no Stress', () => {
    const limits = { hope: 6 };
    for (const faces of [
      [9, 4],
      [2, 8],
      [5, 5],
    ]) {
      const roll = rollDualityDice(action({ kind: 'reaction' }), fixedDice(faces));
      expect(applyRollOutcome(resources(2, 3), roll, limits)).toMatchObject({
        resources: { hope: 2, stress: 3 },
        gmFear: 0,
      });
    }
  });
});

describe('roll properties', () => {
  const kinds = fc.constantFrom('action', 'reaction', 'spellcast', 'attack') as fc.Arbitrary<
    DualityRollInput['kind']
  >;
  const edge = fc.constantFrom('none', 'advantage', 'disadvantage') as fc.Arbitrary<'none'>;
  it('with Hope exactly when the Hope die is higher; critical exactly on a match', () => {
    fc.assert(
      fc.property(d12, d12, d6, kinds, edge, fc.integer({ min: -3, max: 5 }), (h, f, e, kind, ed, trait) => {
        const roll = rollDualityDice(action({ kind, edge: ed, traitValue: trait }), fixedDice([h, f, e]));
        expect(roll.outcome === 'hope').toBe(h > f);
        expect(roll.outcome === 'fear').toBe(f > h);
        expect(roll.critical).toBe(h === f);
        expect(roll.outcome === 'critical').toBe(h === f);
        if (roll.critical) expect(roll.success).not.toBe(false);
      }),
    );
  });
  it('Hope never goes above its slots nor below 0, Stress never below 0, the GM gains Fear only with Fear', () => {
    fc.assert(
      fc.property(
        d12,
        d12,
        kinds,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        (h, f, kind, slots, hopeNow, stress, experiences) => {
          const hope = Math.min(hopeNow, slots);
          const input = action({
            kind,
            experiences: Array.from({ length: experiences }, (_, i) => ({ name: `E${i}`, score: 2 })),
          });
          const roll = rollDualityDice(input, fixedDice([h, f]));
          const after = applyRollOutcome(resources(hope, stress), roll, { hope: slots });
          expect(after.resources.hope).toBeLessThanOrEqual(slots);
          expect(after.resources.hope).toBeGreaterThanOrEqual(0);
          expect(after.resources.stress).toBeGreaterThanOrEqual(0);
          expect(after.resources.stress).toBe(
            kind !== 'reaction' && h === f ? Math.max(0, stress - 1) : stress,
          );
          expect(after.gmFear).toBe(kind !== 'reaction' && f > h ? 1 : 0);
          if (rollProblem(input, hope) === null)
            expect(after.resources.hope).toBe(
              Math.min(slots, hope - experiences + (kind !== 'reaction' && h >= f ? 1 : 0)),
            );
        },
      ),
    );
  });
});

describe('an Experience paid with Stress (School of Knowledge: Adept)', () => {
  const adept = { name: 'Scholar', score: 2, paidWith: 'stress' as const, multiplier: 2 };
  it('doubles the modifier, costs a Stress and no Hope', () => {
    const roll = rollDualityDice(action({ experiences: [adept] }), fixedDice([9, 4]));
    expect(roll).toMatchObject({ total: 9 + 4 + 2 + 4, hopeCost: 0, stressCost: 1 });
    const after = applyRollOutcome(resources(0, 2), roll, { hope: 6, stress: 6, health: 6, armor: 0 });
    expect(after).toMatchObject({ resources: { hope: 1, stress: 3 }, stressMarked: 1, hopeSpent: 0 });
  });
  it('a critical clears a Stress after the one paid is marked', () => {
    const roll = rollDualityDice(action({ experiences: [adept] }), fixedDice([7, 7]));
    const after = applyRollOutcome(resources(0, 2), roll, { hope: 6, stress: 6, health: 6, armor: 0 });
    expect(after.resources.stress).toBe(2);
  });
  it('is refused when no Stress is left to mark', () => {
    expect(rollProblem(action({ experiences: [adept] }), 3, { marked: 6, slots: 6 })).toBe(
      'Not enough unmarked Stress to pay for the Experience with Stress.',
    );
    expect(rollProblem(action({ experiences: [adept] }), 0, { marked: 5, slots: 6 })).toBeNull();
  });
  it('the option is read from the built-in Adept feature', () => {
    const catalog = builtinCatalog();
    const knowledge = catalog.subclasses.get('core_subclass_school_of_knowledge')!;
    const features = knowledge.foundation.features.map((feature) => ({ feature }));
    expect(stressPaidExperiences(features)).toEqual([{ source: 'Adept', multiplier: 2 }]);
  });
});
