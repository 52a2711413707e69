import { describe, expect, it } from 'vitest';
import { Bucket } from './rate';

describe('Bucket', () => {
  it('gives a burst at once, then its rate, and never more than the burst', () => {
    const b = new Bucket({ burst: 3, perSecond: 2 }, 0);
    expect([b.take(1, 0), b.take(1, 0), b.take(1, 0), b.take(1, 0)]).toEqual([true, true, true, false]);
    expect(b.take(1, 499)).toBe(false);
    expect(b.take(1, 500)).toBe(true);
    expect(b.full(10_000)).toBe(true);
    expect([b.take(1, 60_000), b.take(1, 60_000), b.take(1, 60_000), b.take(1, 60_000)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('takes nothing from a refused cost', () => {
    const b = new Bucket({ burst: 10, perSecond: 1 }, 0);
    expect(b.take(11, 0)).toBe(false);
    expect(b.take(10, 0)).toBe(true);
  });
});
