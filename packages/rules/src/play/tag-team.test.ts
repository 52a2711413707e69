// SRD: Making Moves and Taking Action, "Tag Team Rolls".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedDice } from './dice-source';
import { rollDualityDice, type DualityRollResult } from './duality-roll';
import { TAG_TEAM_HOPE_COST, tagTeamDamage, tagTeamOutcome, tagTeamProblem } from './tag-team';

const roll = (hope: number, fear: number, difficulty: number | null = 12): DualityRollResult =>
  rollDualityDice({ kind: 'action', trait: 'agility', traitValue: 1, difficulty }, fixedDice([hope, fear]));
const start = { hope: 3, startedThisSession: false, initiatorId: 'a', partnerId: 'b' };

describe('starting a Tag Team', () => {
  it('costs 3 Hope, once a session, and needs another character', () => {
    expect(TAG_TEAM_HOPE_COST).toBe(3);
    expect(tagTeamProblem(start)).toBeNull();
    expect(tagTeamProblem({ ...start, hope: 2 })).toBe('Starting a Tag Team costs 3 Hope; you have 2.');
    expect(tagTeamProblem({ ...start, startedThisSession: true })).toBe(
      'You have already started a Tag Team this session.',
    );
    expect(tagTeamProblem({ ...start, partnerId: 'a' })).toBe('A Tag Team needs another character.');
  });
});

describe('the outcome', () => {
  it('the chosen roll decides: with Hope both gain a Hope, with Fear the GM gains one per character', () => {
    const rolls = [roll(10, 3), roll(2, 8)] as const;
    expect(tagTeamOutcome(rolls, 0)).toMatchObject({
      outcome: 'hope',
      hopeEach: 1,
      gmFear: 0,
      success: true,
    });
    expect(tagTeamOutcome(rolls, 1)).toMatchObject({
      outcome: 'fear',
      hopeEach: 0,
      gmFear: 2,
      success: false,
    });
  });
  it('a critical applies to both actions: a Hope and a cleared Stress each', () => {
    expect(tagTeamOutcome([roll(6, 6), roll(1, 2)], 0)).toMatchObject({
      outcome: 'critical',
      hopeEach: 1,
      stressClearedEach: 1,
      gmFear: 0,
      success: true,
    });
  });
  it('property: Hope and Fear are never both given, and it is always one action roll', () => {
    const die = fc.integer({ min: 1, max: 12 });
    fc.assert(
      fc.property(die, die, die, die, fc.constantFrom(0 as const, 1 as const), (a, b, c, d, chosen) => {
        const rolls = [roll(a, b), roll(c, d)] as const;
        const out = tagTeamOutcome(rolls, chosen);
        const picked = rolls[chosen];
        expect(out.outcome).toBe(picked.outcome);
        expect(out.hopeEach > 0 && out.gmFear > 0).toBe(false);
        expect(out.gmFear).toBe(picked.fear > picked.hope ? 2 : 0);
        expect(out.actionRolls).toBe(1);
      }),
    );
  });
  it('a successful Tag Team attack adds both damage totals', () => {
    expect(tagTeamDamage([7, 11])).toBe(18);
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), (x, y) => {
        expect(tagTeamDamage([x, y])).toBe(x + y);
      }),
    );
  });
});
