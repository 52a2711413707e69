import { describe, expect, it } from 'vitest';
import { largestShiftWindow } from './cls';

describe('cumulative layout shift (largest session window)', () => {
  it('is 0 without shifts', () => {
    expect(largestShiftWindow([])).toBe(0);
  });

  it('adds shifts less than a second apart into one window', () => {
    expect(
      largestShiftWindow([
        [100, 0.01],
        [900, 0.02],
        [1500, 0.03],
      ]),
    ).toBeCloseTo(0.06);
  });

  it('starts a new window after a gap of a second and keeps the largest', () => {
    expect(
      largestShiftWindow([
        [100, 0.05],
        [1200, 0.01],
        [1300, 0.01],
      ]),
    ).toBeCloseTo(0.05);
  });

  it('closes a window after five seconds even without a gap', () => {
    const shifts: [number, number][] = Array.from({ length: 12 }, (_, i) => [i * 600, 0.01]);
    // 0..4800 ms is the first window (9 shifts); the window from 5400 ms holds the rest.
    expect(largestShiftWindow(shifts)).toBeCloseTo(0.09);
  });
});
