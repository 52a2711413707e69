// A clock the test moves by hand: timers fire only inside advance(), in time order, so debounces and retry
// delays take no real time. Network I/O stays real: helpers give it a moment between steps.
import type { Clock } from '../src/shared/clock';
import { WAIT_CEILING_SCALE } from './wait-ceiling';

export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, firing due timers in order, letting promise chains run after each. */
  advance(ms: number): Promise<void>;
  /** Timers waiting. */
  pending(): number;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createManualClock(start = 0): ManualClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void; seq: number }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = ++seq;
      timers.set(id, { at: now + Math.max(0, ms), fn, seq: id });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    pending: () => timers.size,
    async advance(ms) {
      const until = now + ms;
      for (;;) {
        const next = [...timers.entries()]
          .filter(([, t]) => t.at <= until)
          .sort(([, a], [, b]) => a.at - b.at || a.seq - b.seq)[0];
        if (!next) break;
        timers.delete(next[0]);
        now = next[1].at;
        next[1].fn();
        await tick();
      }
      now = until;
      await tick();
    },
  };
}

/**
 * Advances the clock in steps until `check` holds, giving real I/O a few ms between steps; fails after `ms`
 * of real time. For flows that alternate timers and network (retry delays, offline polling).
 *
 * The clock runs about twenty times faster than real time, so a request slower than a twentieth of its
 * timeout (a save on a loaded machine) would be timed out by the test, not by the product. `holdWhile`
 * (a tab's `requestsInFlight() > 0`) stops the clock while a request is on its way: it is answered before its
 * timeout can pass. Leave it out where the subject is a request that is never answered.
 */
export async function advanceUntil(
  clock: ManualClock,
  check: () => boolean | Promise<boolean>,
  {
    step = 100,
    ms = 10_000,
    what = 'condition',
    holdWhile = () => false,
  }: { step?: number; ms?: number; what?: string; holdWhile?: () => boolean } = {},
): Promise<void> {
  const until = Date.now() + ms * WAIT_CEILING_SCALE;
  while (Date.now() < until) {
    if (await check()) return;
    if (!holdWhile()) await clock.advance(step);
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`Timed out after ${ms * WAIT_CEILING_SCALE} ms waiting for ${what}`);
}
