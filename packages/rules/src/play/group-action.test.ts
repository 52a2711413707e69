// SRD: Making Moves and Taking Action, "Group Action Rolls".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupActionBonus, groupActionModifier } from './group-action';

describe('Group Action', () => {
  it('+1 for each helper who succeeded, -1 for each who failed', () => {
    const reactions = [
      { name: 'Ash', success: true },
      { name: 'Bree', success: true },
      { name: 'Cole', success: false },
    ];
    expect(groupActionBonus(reactions)).toBe(1);
    expect(groupActionModifier(reactions)).toEqual([
      { source: 'Group Action (2 helped, 1 failed)', value: 1 },
    ]);
    expect(
      groupActionModifier([
        { name: 'Ash', success: true },
        { name: 'Bree', success: false },
      ]),
    ).toEqual([]);
    expect(groupActionModifier([])).toEqual([]);
  });
  it('property: the bonus is successes minus failures and lies within ±helpers', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 8 }), (results) => {
        const reactions = results.map((success, i) => ({ name: `PC ${i}`, success }));
        const bonus = groupActionBonus(reactions);
        const ok = results.filter(Boolean).length;
        expect(bonus).toBe(ok - (results.length - ok));
        expect(Math.abs(bonus)).toBeLessThanOrEqual(results.length);
      }),
    );
  });
});
