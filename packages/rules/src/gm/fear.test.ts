import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEAR_MAX, fearFromRoll, gainFear, restFear, spendFear, startingFear } from './fear';

describe('the Fear economy', () => {
  it('a roll with Fear gives one; with Hope or a critical, none', () => {
    expect([fearFromRoll('fear'), fearFromRoll('hope'), fearFromRoll('critical')]).toEqual([1, 0, 0]);
  });
  it('Fear is capped at 12 and what goes over is lost', () => {
    expect(FEAR_MAX).toBe(12);
    expect(gainFear(11, 1)).toEqual({ fear: 12, applied: 1, wasted: 0 });
    expect(gainFear(12, 1)).toEqual({ fear: 12, applied: 0, wasted: 1 });
    expect(gainFear(10, 4)).toEqual({ fear: 12, applied: 2, wasted: 2 });
  });
  it('a campaign starts with 1 Fear per character (SRD: Core GM Mechanics), never past the cap', () => {
    expect(startingFear(4)).toBe(4);
    expect(startingFear(0)).toBe(0);
    expect(startingFear(14)).toBe(12);
  });
  it('spending more than the GM holds is refused, calmly', () => {
    expect(spendFear(3, 2)).toEqual({ fear: 1, applied: 2, wasted: 0 });
    expect(spendFear(1, 2)).toEqual({ error: 'Only 1 Fear to spend, not 2.' });
  });
  it('rests: a short rest gives the d4, a long rest the d4 plus the characters', () => {
    expect(restFear('shortRest', 3, 4)).toBe(3);
    expect(restFear('longRest', 3, 4)).toBe(7);
    expect(() => restFear('shortRest', 5, 4)).toThrow('A d4 shows 1 to 4.');
    expect(() => gainFear(2, -1)).toThrow();
  });
  it('property: Fear always stays within 0..12, whatever is gained and spent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 15 })), { maxLength: 40 }),
        (moves) => {
          let fear = 0;
          for (const [gain, n] of moves) {
            const r = gain ? gainFear(fear, n) : spendFear(fear, n);
            if ('error' in r) {
              expect(n).toBeGreaterThan(fear);
              continue;
            }
            expect(r.fear).toBe(gain ? Math.min(12, fear + n) : fear - n);
            expect(r.applied + r.wasted).toBe(n);
            fear = r.fear;
            expect(fear).toBeGreaterThanOrEqual(0);
            expect(fear).toBeLessThanOrEqual(FEAR_MAX);
          }
        },
      ),
    );
  });
  it('property: rest Fear lies in 1..4 (short) and characters+1..characters+4 (long)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 12 }), (d4, n) => {
        expect(restFear('shortRest', d4, n)).toBe(d4);
        expect(restFear('longRest', d4, n) - n).toBe(d4);
      }),
    );
  });
});
