import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADVERSARY_TYPES, type AdversaryType } from './adversary';
import { BATTLE_POINT_COSTS, battleBudget, battlePointsSpent, minionGroups } from './battle-points';

const one = (type: AdversaryType, count = 1, tier = 1) => ({ type, tier, count });

describe('Battle Points (SRD: Building Balanced Encounters)', () => {
  it('four characters: (3 x 4) + 2 = 14', () => {
    const b = battleBudget({ partySize: 4, adversaries: [] });
    expect([b.base, b.budget, b.spent, b.left, b.overReason]).toEqual([14, 14, 0, 14, null]);
  });
  it('each type costs what the SRD says', () => {
    expect(BATTLE_POINT_COSTS).toEqual({
      minion: 1,
      social: 1,
      support: 1,
      horde: 2,
      ranged: 2,
      skulk: 2,
      standard: 2,
      leader: 3,
      bruiser: 4,
      solo: 5,
    });
  });
  it('Minions cost 1 per group the size of the party; a part group is a whole group', () => {
    expect(minionGroups(4, 4)).toBe(1);
    expect(minionGroups(5, 4)).toBe(2);
    expect(minionGroups(0, 4)).toBe(0);
    expect(battlePointsSpent({ partySize: 3, adversaries: [one('minion', 3), one('minion', 2)] })).toBe(2);
  });
  it('adjustments: two Solos −2, boosted damage −2, lower tier +1, no heavy hitters +1, easier −1, harder +2', () => {
    const reasons = (plan: Parameters<typeof battleBudget>[0]) =>
      battleBudget(plan).adjustments.map((a) => a.points);
    expect(reasons({ partySize: 4, adversaries: [one('solo', 2)] })).toEqual([-2]);
    expect(reasons({ partySize: 4, boostedDamage: true, adversaries: [one('bruiser')] })).toEqual([-2]);
    expect(reasons({ partySize: 4, partyTier: 2, adversaries: [one('bruiser', 1, 1)] })).toEqual([1]);
    expect(reasons({ partySize: 4, adversaries: [one('standard'), one('skulk')] })).toEqual([1]);
    expect(reasons({ partySize: 4, length: 'easier', adversaries: [one('leader')] })).toEqual([-1]);
    expect(reasons({ partySize: 4, length: 'harder', adversaries: [one('leader')] })).toEqual([2]);
  });
  it('refuses a plan over budget with the reason, and accepts one exactly on it', () => {
    // 3 characters: 11 points. Solo 5 + Leader 3 + Bruiser 4 = 12.
    const over = battleBudget({ partySize: 3, adversaries: [one('solo'), one('leader'), one('bruiser')] });
    expect([over.budget, over.spent, over.left]).toEqual([11, 12, -1]);
    expect(over.overReason).toBe(
      'This fight costs 12 Battle Points but the budget is 11: take out adversaries worth 1 more.',
    );
    const exact = battleBudget({ partySize: 3, adversaries: [one('solo'), one('leader'), one('ranged')] });
    expect([exact.left, exact.overReason]).toEqual([1, null]);
  });
  it('rejects a party of no one', () => {
    expect(() => battleBudget({ partySize: 0, adversaries: [] })).toThrow();
  });
  it('property: left = budget − spent, over exactly when left < 0, spent is additive outside Minions', () => {
    const adv = fc.record({
      type: fc.constantFrom(...ADVERSARY_TYPES),
      tier: fc.integer({ min: 1, max: 4 }),
      count: fc.integer({ min: 1, max: 6 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(adv, { maxLength: 8 }),
        fc.constantFrom('normal', 'easier', 'harder'),
        fc.boolean(),
        (partySize, adversaries, length, boostedDamage) => {
          const b = battleBudget({ partySize, adversaries, length: length as 'normal', boostedDamage });
          expect(b.left).toBe(b.budget - b.spent);
          expect(b.overReason !== null).toBe(b.left < 0);
          expect(b.budget).toBeGreaterThanOrEqual(0);
          const nonMinion = adversaries
            .filter((a) => a.type !== 'minion')
            .reduce((n, a) => n + BATTLE_POINT_COSTS[a.type] * a.count, 0);
          const minions = adversaries.filter((a) => a.type === 'minion').reduce((n, a) => n + a.count, 0);
          expect(b.spent).toBe(nonMinion + Math.ceil(minions / partySize));
        },
      ),
    );
  });
});
