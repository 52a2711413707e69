// SRD: Core GM Mechanics, "Countdowns" and "Dynamic Countdown Advancement"; Downtime (long-term countdowns).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newCountdown, type Countdown } from './countdown';
import {
  advanceForRest,
  advanceForRoll,
  countdownRollResult,
  type RollForCountdowns,
} from './countdown-advance';

const countdown = (kind: Countdown['kind'], start = 6, more: Partial<Countdown> = {}) => ({
  ...newCountdown({ name: kind, kind, start }),
  ...more,
});
const action = (outcome: RollForCountdowns['outcome'], success: boolean | null): RollForCountdowns => ({
  kind: 'action',
  outcome,
  success,
});

describe('countdowns that follow rolls', () => {
  it('reads the chart row from the roll', () => {
    expect(countdownRollResult(action('critical', null))).toBe('critical');
    expect(countdownRollResult(action('hope', true))).toBe('successHope');
    expect(countdownRollResult(action('fear', true))).toBe('successFear');
    expect(countdownRollResult(action('hope', false))).toBe('failureHope');
    expect(countdownRollResult(action('fear', false))).toBe('failureFear');
    expect(countdownRollResult(action('fear', null))).toBeNull();
  });
  it('an action roll ticks standard ones by 1 and linked progress and consequence ones by the chart', () => {
    const list = [
      countdown('standard'),
      countdown('progress'),
      countdown('consequence'),
      countdown('dynamic'),
    ];
    const r = advanceForRoll(list, action('fear', false));
    expect(r.countdowns.map((c) => c.value)).toEqual([5, 6, 3, 6]);
    expect(r.advanced).toEqual([
      { index: 0, steps: 1, triggered: false },
      { index: 2, steps: 3, triggered: false },
    ]);
    expect(r.gmCall).toEqual([3]);
    expect(list.map((c) => c.value)).toEqual([6, 6, 6, 6]);
  });
  it('without a Difficulty only the standard ones move; the dynamic ones wait for the GM', () => {
    const r = advanceForRoll([countdown('standard'), countdown('progress')], action('hope', null));
    expect(r.countdowns.map((c) => c.value)).toEqual([5, 6]);
    expect(r.gmCall).toEqual([1]);
  });
  it('reaction rolls move nothing; long-term ones move only on a long rest, the one the GM picks', () => {
    const list = [countdown('standard'), countdown('standard', 4, { longTerm: true })];
    expect(advanceForRoll(list, { ...action('hope', true), kind: 'reaction' }).advanced).toEqual([]);
    expect(advanceForRoll(list, action('hope', true)).countdowns[1]!.value).toBe(4);
    expect(advanceForRest(list, 'shortRest', 1).advanced).toEqual([]);
    expect(advanceForRest(list, 'longRest', 0).advanced).toEqual([]);
    expect(advanceForRest(list, 'longRest', 1).countdowns[1]!.value).toBe(3);
  });
  it('a loop triggers and starts again; a finished one stays finished', () => {
    const r = advanceForRoll(
      [countdown('standard', 1, { loop: 'loop' }), countdown('standard', 2, { value: 0 })],
      action('hope', true),
    );
    expect(r.advanced).toEqual([{ index: 0, steps: 1, triggered: true }]);
    expect(r.countdowns.map((c) => c.value)).toEqual([1, 0]);
  });
  it('property: progress and consequence advance by the SRD chart and never go below 0', () => {
    const chart = {
      critical: [3, 0],
      successHope: [2, 0],
      successFear: [1, 1],
      failureHope: [0, 2],
      failureFear: [0, 3],
    };
    fc.assert(
      fc.property(
        fc.constantFrom('hope' as const, 'fear' as const, 'critical' as const),
        fc.boolean(),
        fc.integer({ min: 1, max: 12 }),
        (outcome, success, start) => {
          const list = [countdown('progress', start), countdown('consequence', start)];
          const roll = action(outcome, success);
          const row = countdownRollResult(roll)!;
          const r = advanceForRoll(list, roll);
          const [p, c] = chart[row] as [number, number];
          expect(r.countdowns[0]!.value).toBe(Math.max(0, start - p));
          expect(r.countdowns[1]!.value).toBe(Math.max(0, start - c));
        },
      ),
    );
  });
});
