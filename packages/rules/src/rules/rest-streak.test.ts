// SRD: Downtime (three short rests in a row, then a long rest).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHORT_RESTS_IN_A_ROW, restStreakProblem, shortRestsAfter } from './rest-streak';

describe('rests in a row', () => {
  it('a fourth short rest in a row is refused; a long rest is always allowed and starts the count over', () => {
    expect(SHORT_RESTS_IN_A_ROW).toBe(3);
    expect(restStreakProblem(2, 'shortRest')).toBeNull();
    expect(restStreakProblem(3, 'shortRest')).toBe(
      'After 3 short rests in a row, the next rest is a long rest.',
    );
    expect(restStreakProblem(3, 'longRest')).toBeNull();
    expect(shortRestsAfter(3, 'longRest')).toBe(0);
  });
  it('property: following the rule, no more than three short rests ever come in a row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('shortRest' as const, 'longRest' as const), { maxLength: 30 }),
        (wanted) => {
          let streak = 0;
          for (const rest of wanted) {
            if (restStreakProblem(streak, rest)) continue;
            streak = shortRestsAfter(streak, rest);
            expect(streak).toBeLessThanOrEqual(3);
          }
        },
      ),
    );
  });
});
