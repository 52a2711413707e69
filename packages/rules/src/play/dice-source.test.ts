import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { diceFromUint32, fixedDice } from './dice-source';

const SIDES = [2, 4, 6, 8, 10, 12, 20];
const sequence = (values: number[]) => {
  let i = 0;
  return () => values[i++]!;
};

describe('diceFromUint32 (rejection sampling)', () => {
  it('property: an accepted draw shows (x mod sides) + 1, always within 1..sides', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIDES), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (sides, x) => {
        const limit = 2 ** 32 - (2 ** 32 % sides);
        fc.pre(x < limit);
        expect(diceFromUint32(() => x)(sides)).toBe((x % sides) + 1);
      }),
    );
  });
  it('throws away the top values that would favour the low faces', () => {
    // 2^32 mod 6 = 4: the top four values are rejected and the next draw is used.
    const top = 2 ** 32 - 1;
    expect(diceFromUint32(sequence([top, top - 3, 5]))(6)).toBe(6);
    // A d8 divides 2^32: nothing is rejected.
    expect(diceFromUint32(sequence([top]))(8)).toBe(8);
  });
  it('each face has exactly as many accepted draws', () => {
    for (const sides of SIDES) {
      const limit = 2 ** 32 - (2 ** 32 % sides);
      expect(limit % sides).toBe(0);
    }
  });
  it('refuses a broken source and a die without sides', () => {
    expect(() => diceFromUint32(() => 2 ** 32)(6)).toThrow('no usable number');
    expect(() => diceFromUint32(() => 1.5)(6)).toThrow('no usable number');
    expect(() => diceFromUint32(() => 0)(0)).toThrow(RangeError);
  });
});

describe('fixedDice', () => {
  it('shows the given faces in turn, kept within the die, then refuses', () => {
    const dice = fixedDice([3, 15, 0]);
    expect([dice(12), dice(12), dice(6)]).toEqual([3, 12, 1]);
    expect(() => dice(6)).toThrow('Only 3 dice faces');
  });
});
