// Cumulative layout shift as web-vitals defines it, in one place for the bench and the browser tests
// (e2e/support/perf-cls.ts), which judge the same budget (bench/budgets.json).

/** The largest session window of layout shifts (gaps under 1 s, windows at most 5 s). */
export function largestShiftWindow(shifts: readonly [number, number][]): number {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const [time, value] of shifts) {
    if (time - last < 1000 && time - windowStart < 5000) current += value;
    else {
      current = value;
      windowStart = time;
    }
    last = time;
    best = Math.max(best, current);
  }
  return best;
}
