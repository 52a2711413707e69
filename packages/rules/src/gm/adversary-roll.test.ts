import { describe, expect, it } from 'vitest';
import { fixedDice } from '../play/dice-source';
import { rollAdversaryAttack, rollAdversaryDamage } from './adversary-roll';

const claws = {
  attackModifier: 3,
  attack: { name: 'Claws', range: 'Very Close', damage: '1d12+2', damageType: 'physical' },
} as const;

describe('adversary rolls', () => {
  it('adds the attack modifier to a d20; a natural 20 is critical', () => {
    expect(rollAdversaryAttack(claws, fixedDice([11]))).toEqual({
      d20: 11,
      modifier: 3,
      total: 14,
      critical: false,
    });
    expect(rollAdversaryAttack({ attackModifier: -1 }, fixedDice([20]))).toMatchObject({
      total: 19,
      critical: true,
    });
  });

  it('rolls the standard attack as written, adding the maximum on a critical', () => {
    const plain = rollAdversaryDamage(claws, fixedDice([5]));
    expect(plain.ok && plain.roll.total).toBe(7);
    const crit = rollAdversaryDamage(claws, fixedDice([5]), true);
    expect(crit.ok && crit.roll.total).toBe(19);
    const minion = rollAdversaryDamage({ attack: { ...claws.attack, damage: '3' } }, fixedDice([]));
    expect(minion.ok && minion.roll.total).toBe(3);
  });
});
