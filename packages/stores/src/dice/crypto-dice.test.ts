import { describe, expect, it } from 'vitest';
import { cryptoDice, cryptoUint32 } from './crypto-dice';

describe('cryptoDice (the real random source)', () => {
  it('draws 32-bit unsigned integers', () => {
    for (let i = 0; i < 100; i++) {
      const x = cryptoUint32();
      expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
    }
  });
  it('every face of a d12 comes up, and only faces 1..12, in about equal numbers', () => {
    // 12,000 rolls: each face's count is 1000 on average with a standard deviation of about 30, so a count
    // outside 800..1200 (over 6 deviations) means a broken source, not bad luck.
    const counts = new Map<number, number>();
    for (let i = 0; i < 12_000; i++) {
      const face = cryptoDice(12);
      counts.set(face, (counts.get(face) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(800);
      expect(n).toBeLessThan(1200);
    }
  });
});
