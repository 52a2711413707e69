// Time is a dependency: every debounce, retry and poll of the stores goes through a Clock, so tests drive
// time with a manual clock instead of sleeping, and the browser uses the real timers.

/** The timers a store may use. Handles are opaque. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The platform's timers. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Resolves after `ms` on the given clock. */
export const sleep = (clock: Clock, ms: number): Promise<void> =>
  new Promise((resolve) => void clock.setTimeout(resolve, ms));

/** A per-key debouncer: `schedule(key, fn)` runs fn `ms` after the last call for that key. */
export function createDebouncer<K>(clock: Clock, ms: number) {
  const timers = new Map<K, unknown>();
  return {
    schedule(key: K, fn: () => void) {
      const before = timers.get(key);
      if (before !== undefined) clock.clearTimeout(before);
      timers.set(
        key,
        clock.setTimeout(() => {
          timers.delete(key);
          fn();
        }, ms),
      );
    },
    /** True while a call for `key` (or any key) is waiting. */
    pending(key?: K): boolean {
      return key === undefined ? timers.size > 0 : timers.has(key);
    },
    cancel(key: K) {
      const t = timers.get(key);
      if (t !== undefined) clock.clearTimeout(t);
      timers.delete(key);
    },
    cancelAll() {
      for (const t of timers.values()) clock.clearTimeout(t);
      timers.clear();
    },
  };
}
export type Debouncer<K> = ReturnType<typeof createDebouncer<K>>;
