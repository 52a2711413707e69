import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { diceRange, isValidDice, parseDice, rollDice, rollDuality } from './dice';

/** A fixed sequence of rng values, for exact rolls. */
const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};
/** The rng value that makes rollDie(sides) show `face`. */
const face = (f: number, sides: number) => (f - 0.5) / sides;

describe('dice notation (1d4+1, d10+3, negatives)', () => {
  it('parses count, die and modifier', () => {
    expect(parseDice('1d4+1')).toEqual({ count: 1, sides: 4, modifier: 1, sign: 1 });
    expect(parseDice('d10+3')).toEqual({ count: 1, sides: 10, modifier: 3, sign: 1 });
    expect(parseDice('2d6-1')).toEqual({ count: 2, sides: 6, modifier: -1, sign: 1 });
    expect(parseDice('-1d4')).toEqual({ count: 1, sides: 4, modifier: 0, sign: -1 });
    expect(parseDice('5')).toEqual({ count: 0, sides: 0, modifier: 5, sign: 1 });
  });
  it('rejects what is not dice', () => {
    for (const bad of ['d7', '0d6', '1d4++1', 'x', '', '1d4+']) expect(isValidDice(bad)).toBe(false);
  });
  it('rolls with the injected rng', () => {
    expect(rollDice('1d4+1', seq(face(3, 4))).total).toBe(4);
    expect(rollDice('d10+3', seq(face(10, 10))).total).toBe(13);
    expect(rollDice('2d6', seq(face(1, 6), face(6, 6)))).toEqual({ rolls: [1, 6], modifier: 0, total: 7 });
    expect(rollDice('-1d4', seq(face(2, 4))).total).toBe(-2);
    expect(rollDice(-3, seq(0)).total).toBe(-3);
  });
  it('every roll lies within diceRange', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(4, 6, 8, 10, 12, 20),
        fc.integer({ min: -9, max: 9 }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (n, sides, mod, r) => {
          const text = `${n}d${sides}${mod >= 0 ? '+' : '-'}${Math.abs(mod)}`;
          const { min, max } = diceRange(text);
          const total = rollDice(text, () => r).total;
          return total >= min && total <= max && min === n + mod && max === n * sides + mod;
        },
      ),
    );
  });
  it('throws on invalid notation', () => {
    expect(() => rollDice('d7', seq(0))).toThrow('Invalid dice notation');
  });
});

describe('duality roll (SRD: Action Rolls)', () => {
  it('doubles are a critical success', () => {
    expect(rollDuality(seq(face(7, 12), face(7, 12)), 2)).toEqual({
      hope: 7,
      fear: 7,
      modifier: 2,
      total: 16,
      outcome: 'critical',
    });
  });
  it('the higher die names the roll', () => {
    expect(rollDuality(seq(face(9, 12), face(3, 12))).outcome).toBe('hope');
    expect(rollDuality(seq(face(2, 12), face(11, 12))).outcome).toBe('fear');
  });
  it('both dice are d12s', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (a, b) => {
          const r = rollDuality(seq(a, b));
          return r.hope >= 1 && r.hope <= 12 && r.fear >= 1 && r.fear <= 12;
        },
      ),
    );
  });
});
