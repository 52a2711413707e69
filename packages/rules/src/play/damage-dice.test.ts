import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDice } from '../rules/dice';
import { damageAtProficiency, damageDiceAtProficiency, formatDamageDice } from './damage-dice';

const SIDES = [4, 6, 8, 10, 12, 20] as const;
const notation = (count: number, sides: number, mod: number) =>
  `${count === 1 ? '' : count}d${sides}${mod === 0 ? '' : mod > 0 ? `+${mod}` : mod}`;

describe('damage at proficiency (SRD: Attacking)', () => {
  it('multiplies the dice and keeps the modifier', () => {
    expect(damageAtProficiency('d8+1', 1)).toBe('1d8+1');
    expect(damageAtProficiency('d10+3', 2)).toBe('2d10+3');
    expect(damageAtProficiency('2d6-1', 2)).toBe('4d6-1');
    expect(damageAtProficiency('2d6+1', 2)).toBe('4d6+1');
    expect(damageAtProficiency('5', 3)).toBe('5');
  });
  it('adds a bonus to the flat part only', () => {
    expect(damageAtProficiency('d6+1', 3, 2)).toBe('3d6+3');
    expect(damageAtProficiency('d4', 1, -1)).toBe('1d4-1');
    expect(damageAtProficiency('d8+2', 2, -2)).toBe('2d8');
    expect(damageAtProficiency('5', 2, 1)).toBe('6');
  });
  it('leaves text that is not dice notation alone', () => {
    expect(damageAtProficiency('a lot', 2)).toBe('a lot');
  });
  it('property: dice count = weapon dice x proficiency, sides and modifier unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom(...SIDES),
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: -5, max: 5 }),
        (count, sides, mod, proficiency, bonus) => {
          const dice = damageDiceAtProficiency(notation(count, sides, mod), proficiency, bonus);
          expect(dice).toEqual({ count: count * proficiency, sides, modifier: mod + bonus });
          // The text form reads back as the same dice.
          const text = damageAtProficiency(notation(count, sides, mod), proficiency, bonus);
          const back = parseDice(text);
          expect(back && { count: back.count, sides: back.sides, modifier: back.modifier }).toEqual(dice);
          expect(formatDamageDice(dice!)).toBe(text);
        },
      ),
    );
  });
});
