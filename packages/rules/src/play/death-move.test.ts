// SRD: Death.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avoidDeath,
  needsDeathMove,
  riskItAll,
  riskItAllClearable,
  riskItAllSplitProblem,
} from './death-move';

const d12 = fc.integer({ min: 1, max: 12 });

describe('death moves', () => {
  it('are made once the last Hit Point is marked', () => {
    expect(needsDeathMove(5, 6)).toBe(false);
    expect(needsDeathMove(6, 6)).toBe(true);
  });
  it('Avoid Death: a Hope Die at or under the level scars (a Hope slot crossed out); the last slot ends it', () => {
    expect(avoidDeath(3, 3, 6)).toEqual({ scar: true, hopeSlots: 5, journeyEnds: false });
    expect(avoidDeath(4, 3, 6)).toEqual({ scar: false, hopeSlots: 6, journeyEnds: false });
    expect(avoidDeath(1, 2, 1)).toEqual({ scar: true, hopeSlots: 0, journeyEnds: true });
    expect(() => avoidDeath(13, 2, 6)).toThrow('A d12 shows 1 to 12.');
  });
  it('property: Avoid Death scars exactly when the die is at or under the level', () => {
    fc.assert(
      fc.property(
        d12,
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 6 }),
        (die, level, slots) => {
          const r = avoidDeath(die, level, slots);
          expect(r.scar).toBe(die <= level);
          expect(r.hopeSlots).toBe(slots - (r.scar ? 1 : 0));
          expect(r.journeyEnds).toBe(r.hopeSlots === 0);
        },
      ),
    );
  });
  it('Risk It All: Hope higher clears the Hope Die, Fear higher dies, matching stays up and clears nothing', () => {
    expect(riskItAll(9, 4)).toEqual({ survives: true, clear: 9 });
    expect(riskItAll(4, 9)).toEqual({ survives: false, clear: 0 });
    expect(riskItAll(7, 7)).toEqual({ survives: true, clear: 0 });
  });
  it('property: Risk It All survives unless the Fear Die is higher', () => {
    fc.assert(
      fc.property(d12, d12, (hope, fear) => {
        const r = riskItAll(hope, fear);
        expect(r.survives).toBe(fear <= hope);
        expect(r.clear).toBe(hope > fear ? hope : 0);
      }),
    );
  });
  it('the clearing is split between Hit Points and Stress as the player likes, within what is marked', () => {
    const marked = { hp: 6, stress: 4 };
    expect(riskItAllSplitProblem(8, { hp: 5, stress: 3 }, marked)).toBeNull();
    expect(riskItAllSplitProblem(8, { hp: 5, stress: 2 }, marked)).toBe(
      'Clear 8 in all, Hit Points and Stress together.',
    );
    expect(riskItAllSplitProblem(8, { hp: 7, stress: 1 }, marked)).toBe('Only 6 Hit Points are marked.');
    expect(riskItAllSplitProblem(12, { hp: 6, stress: 4 }, marked)).toBeNull();
    expect(riskItAllClearable(12, marked)).toBe(10);
    expect(riskItAllSplitProblem(3, { hp: 1.5, stress: 1.5 }, marked)).toBe(
      'Clear whole numbers of 0 or more.',
    );
  });
});
