import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_KINDS,
  COUNTDOWN_LOOPS,
  countdownSchema,
  newCountdown,
  resetCountdown,
  tickCountdown,
  ticksForRoll,
  type Countdown,
} from './countdown';

const make = (start: number, loop: Countdown['loop'] = 'none'): Countdown =>
  newCountdown({ name: 'Reinforcements', kind: 'standard', start, loop });

describe('countdowns (SRD: Core GM Mechanics)', () => {
  it('a new countdown starts full and hidden', () => {
    expect(make(5)).toEqual({
      name: 'Reinforcements',
      kind: 'standard',
      loop: 'none',
      start: 5,
      value: 5,
      longTerm: false,
      visible: false,
    });
    expect(countdownSchema.safeParse({ ...make(5), name: '  ' }).error?.issues[0]?.message).toBe(
      'Give the countdown a name.',
    );
  });
  it('ticks down and triggers once at 0; a plain one then stays at 0', () => {
    let r = tickCountdown(make(2));
    expect([r.countdown.value, r.triggered]).toEqual([1, false]);
    r = tickCountdown(r.countdown);
    expect([r.countdown.value, r.triggered]).toEqual([0, true]);
    r = tickCountdown(r.countdown);
    expect([r.countdown.value, r.triggered]).toEqual([0, false]);
  });
  it('a loop starts again; increasing and decreasing loops change their start by 1', () => {
    expect(tickCountdown(make(1, 'loop')).countdown).toMatchObject({ start: 1, value: 1 });
    expect(tickCountdown(make(3, 'increasing'), 3)).toMatchObject({
      triggered: true,
      countdown: { start: 4, value: 4 },
    });
    expect(tickCountdown(make(8, 'decreasing'), 8).countdown).toMatchObject({ start: 7, value: 7 });
    // The Realm-Breaker's rage: a decreasing countdown whose start reaches 0 is over.
    expect(tickCountdown(make(1, 'decreasing'))).toMatchObject({
      triggered: true,
      exhausted: true,
      countdown: { value: 0, loop: 'none' },
    });
  });
  it('ticks back up (the cliff: failure with Fear) but never above its start; reset fills it', () => {
    const c = tickCountdown(make(12), 3).countdown;
    expect(tickCountdown(c, -1).countdown.value).toBe(10);
    expect(tickCountdown(c, -9).countdown.value).toBe(12);
    expect(resetCountdown(c).value).toBe(12);
  });
  it('dynamic advancement follows the SRD chart', () => {
    const results = ['failureFear', 'failureHope', 'successFear', 'successHope', 'critical'] as const;
    expect(results.map((r) => ticksForRoll('progress', r))).toEqual([0, 0, 1, 2, 3]);
    expect(results.map((r) => ticksForRoll('consequence', r))).toEqual([3, 2, 1, 0, 0]);
    expect(results.map((r) => ticksForRoll('standard', r))).toEqual([1, 1, 1, 1, 1]);
    expect(ticksForRoll('dynamic', 'critical')).toBeNull();
  });
  it('property: the value stays within 0..start, triggering exactly when it reaches 0 from above', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom(...COUNTDOWN_LOOPS),
        fc.constantFrom(...COUNTDOWN_KINDS),
        fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 30 }),
        (start, loop, kind, steps) => {
          let c = newCountdown({ name: 'x', kind, start, loop });
          for (const s of steps) {
            const before = c;
            const r = tickCountdown(c, s);
            c = r.countdown;
            expect(c.value).toBeGreaterThanOrEqual(0);
            expect(c.value).toBeLessThanOrEqual(c.start);
            expect(r.triggered).toBe(before.value > 0 && before.value - s <= 0);
            if (r.triggered && loop !== 'none' && !r.exhausted) expect(c.value).toBe(c.start);
          }
        },
      ),
    );
  });
});
