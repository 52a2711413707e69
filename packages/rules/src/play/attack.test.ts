import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fixedDice } from './dice-source';
import {
  attackRollInput,
  describeDamageRoll,
  rollDamage,
  rollWeaponDamage,
  spellcastRollInput,
  weaponAttackTrait,
} from './attack';

const traits = { agility: 2, strength: -1, finesse: 1, instinct: 0, presence: 1, knowledge: 3 };
const wizard = { traits, spellcastTraits: ['knowledge' as const], proficiency: 2, primaryMeleeDamage: 1 };
const warrior = { ...wizard, spellcastTraits: [] };

describe('spellcast and attack rolls (SRD: Attacking)', () => {
  it('a spellcast roll uses the subclass Spellcast trait', () => {
    expect(spellcastRollInput(wizard)).toEqual({ kind: 'spellcast', trait: 'knowledge', traitValue: 3 });
    expect(spellcastRollInput(warrior)).toBeNull();
  });
  it('an attack uses the weapon trait; a Spellcast weapon uses the Spellcast trait', () => {
    expect(attackRollInput(wizard, { trait: 'Agility' }, { edge: 'advantage' })).toEqual({
      kind: 'attack',
      trait: 'agility',
      traitValue: 2,
      edge: 'advantage',
    });
    expect(weaponAttackTrait({ trait: 'Spellcast' }, wizard)).toBe('knowledge');
    expect(attackRollInput(warrior, { trait: 'Spellcast' })).toBeNull();
  });
});

describe('damage rolls', () => {
  it('rolls the dice at the proficiency with the modifier once', () => {
    const r = rollDamage({ damage: 'd8+2', proficiency: 2 }, fixedDice([3, 7]));
    expect(r).toEqual({
      ok: true,
      roll: {
        notation: '2d8+2',
        sides: 8,
        rolls: [3, 7],
        modifier: 2,
        criticalBonus: 0,
        critical: false,
        total: 12,
      },
    });
    expect(r.ok && describeDamageRoll(r.roll)).toBe('2d8+2: 3 + 7 + 2 = 12 damage');
  });
  it('a critical adds the dice maximum (2d8+1 deals 2d8+1+16)', () => {
    const r = rollDamage({ damage: '2d8+1', proficiency: 1, critical: true }, fixedDice([4, 5]));
    expect(r.ok && r.roll).toMatchObject({ criticalBonus: 16, total: 4 + 5 + 1 + 16 });
  });
  it('a primary Melee weapon takes the sheet primary melee bonus', () => {
    const sword = { damage: 'd10+3', slot: 'primary' as const, range: 'Melee' as const };
    const bow = { damage: 'd6+3', slot: 'primary' as const, range: 'Far' as const };
    expect(rollWeaponDamage(wizard, sword, false, fixedDice([5, 5]))).toMatchObject({
      roll: { notation: '2d10+4', total: 14 },
    });
    expect(rollWeaponDamage(wizard, bow, false, fixedDice([1, 1]))).toMatchObject({ roll: { total: 5 } });
  });
  it('refuses text that is not a damage roll, in words', () => {
    expect(rollDamage({ damage: 'lots', proficiency: 1 }, fixedDice([]))).toEqual({
      ok: false,
      error: '"lots" is not a damage roll such as d8+2.',
    });
  });
  it('property: dice rolled = weapon dice x proficiency; a critical adds count x sides', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(4, 6, 8, 10, 12, 20),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (count, sides, mod, proficiency, critical) => {
          const faces = Array.from({ length: count * proficiency }, (_, i) => (i % sides) + 1);
          const r = rollDamage(
            { damage: `${count}d${sides}+${mod}`, proficiency, critical },
            fixedDice(faces),
          );
          if (!r.ok) throw new Error(r.error);
          expect(r.roll.rolls).toHaveLength(count * proficiency);
          const sum = faces.reduce((a, b) => a + b, 0);
          expect(r.roll.total).toBe(sum + mod + (critical ? count * proficiency * sides : 0));
        },
      ),
    );
  });
});
