import { describe, expect, it } from 'vitest';
import { rollAction } from './action-roll';

/** A random source that returns the given faces of a d12, d12, d6 in turn. */
const faces = (...values: [number, number, number?]) => {
  const sides = [12, 12, 6];
  let i = 0;
  return () => {
    const v = values[i]!;
    const s = sides[i++]!;
    return (v - 0.5) / s;
  };
};

describe('rollAction', () => {
  it('the higher of Hope and Fear names the roll; the modifier adds', () => {
    expect(rollAction(faces(9, 4), 2)).toMatchObject({
      hope: 9,
      fear: 4,
      total: 15,
      outcome: 'hope',
      edgeDie: null,
    });
    expect(rollAction(faces(3, 11), -1)).toMatchObject({ total: 13, outcome: 'fear' });
    expect(rollAction(faces(6, 6), 0).outcome).toBe('critical');
  });
  it('advantage adds a d6, disadvantage takes one away', () => {
    expect(rollAction(faces(5, 2, 4), 1, 'advantage')).toMatchObject({ total: 12, edgeDie: 4 });
    expect(rollAction(faces(5, 2, 4), 1, 'disadvantage')).toMatchObject({ total: 4, edgeDie: 4 });
  });
});
