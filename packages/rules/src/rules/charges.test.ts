import { describe, expect, it } from 'vitest';
import { chargeMax, newChargeState, rechargeOnRest, resolveEffectDice, spendCharge } from './charges';
import { BUILTIN_CLASSES } from '../data/content';
import { tierForLevel } from './stats';

const ctx = { level: 3, tier: 2, proficiency: 2 };
const classFeature = (cls: string, name: string) =>
  BUILTIN_CLASSES.find((c) => c.name === cls)!.classFeatures.find((f) => f.name === name)!;

describe('charges', () => {
  it('current starts at start, else full; scaling max resolves', () => {
    expect(newChargeState('a', { max: 3, start: 1 }, ctx).charge.current).toBe(1);
    expect(newChargeState('a', { max: 3 }, ctx).charge.current).toBe(3);
    expect(chargeMax({ max: 'level' }, ctx)).toBe(3);
  });
  it('Unstoppable: one charge, spent once, back only after a long rest', () => {
    const charge = classFeature('Guardian', 'Unstoppable').charge!;
    let s = newChargeState('unstoppable', charge, ctx);
    expect(s.charge.current).toBe(1);
    s = spendCharge(s)!;
    expect(s.charge.current).toBe(0);
    expect(spendCharge(s)).toBeNull();
    expect(rechargeOnRest(s, 'shortRest').charge.current).toBe(0);
    expect(rechargeOnRest(s, 'longRest').charge.current).toBe(1);
  });
  it('rest and shortRest charges refill on either rest; partial quantities add up to max', () => {
    const s = {
      id: 'x',
      charge: { max: 3, current: 0, recharge: { on: 'shortRest' as const, quantity: 2 } },
    };
    expect(rechargeOnRest(s, 'shortRest').charge.current).toBe(2);
    expect(rechargeOnRest(rechargeOnRest(s, 'longRest'), 'longRest').charge.current).toBe(3);
  });
});

describe('Sneak Attack rolls a number of d6 equal to the tier (SRD: Rogue)', () => {
  const dice = classFeature('Rogue', 'Sneak Attack').effects!.find((e) => e.kind === 'damage')!;
  it.each([
    [1, '1d6'],
    [2, '2d6'],
    [4, '2d6'],
    [5, '3d6'],
    [7, '3d6'],
    [8, '4d6'],
    [10, '4d6'],
  ])('level %i → %s', (level, expected) => {
    expect(dice.kind === 'damage' && resolveEffectDice(dice.dice, { tier: tierForLevel(level) })).toBe(
      expected,
    );
  });
});
