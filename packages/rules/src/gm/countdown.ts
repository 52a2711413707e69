// Countdowns (SRD: Core GM Mechanics, "Countdowns"): a value that ticks down from its start and triggers its
// effect at 0. Standard ones tick once per action roll; progress and consequence countdowns (the dynamic
// kinds) tick by the roll's outcome; a plain dynamic one ticks by up to 3 as the GM judges. Any countdown may
// loop back to its start when it triggers, the start growing or shrinking by 1 per loop if it says so.
import { z } from '@duality/libs/zod';

export const COUNTDOWN_KINDS = ['standard', 'dynamic', 'progress', 'consequence'] as const;
export const COUNTDOWN_LOOPS = ['none', 'loop', 'increasing', 'decreasing'] as const;
/** The most a countdown can start at (the SRD's go to 12; room for a GM's own). */
export const COUNTDOWN_MAX = 99;

export const countdownSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the countdown a name.').max(80),
    kind: z.enum(COUNTDOWN_KINDS),
    loop: z.enum(COUNTDOWN_LOOPS).default('none'),
    /** The value it starts (and loops back) at. */
    start: z.number().int().min(1).max(COUNTDOWN_MAX),
    /** What is left; 0 once it has triggered (a looping one starts again instead). */
    value: z.number().int().min(0).max(COUNTDOWN_MAX),
    /** Long-term countdowns advance on rests instead of rolls. */
    longTerm: z.boolean().default(false),
    /** Shown to the players, or the GM's secret. */
    visible: z.boolean().default(false),
  })
  .refine((c) => c.value <= c.start, { message: 'A countdown cannot be above its start.', path: ['value'] });
export type Countdown = z.infer<typeof countdownSchema>;

/** How an action roll came out, for countdowns that tick by it. */
export type CountdownRollResult = 'critical' | 'successHope' | 'successFear' | 'failureHope' | 'failureFear';

// SRD: Dynamic Countdown Advancement.
const PROGRESS: Record<CountdownRollResult, number> = {
  critical: 3,
  successHope: 2,
  successFear: 1,
  failureHope: 0,
  failureFear: 0,
};
const CONSEQUENCE: Record<CountdownRollResult, number> = {
  critical: 0,
  successHope: 0,
  successFear: 1,
  failureHope: 2,
  failureFear: 3,
};

/** Ticks an action roll gives: 1 for standard, the SRD's chart for progress and consequence, null = GM's call. */
export function ticksForRoll(kind: Countdown['kind'], result: CountdownRollResult): number | null {
  if (kind === 'standard') return 1;
  if (kind === 'progress') return PROGRESS[result];
  if (kind === 'consequence') return CONSEQUENCE[result];
  return null;
}

export interface TickResult {
  countdown: Countdown;
  /** The countdown reached 0 on this tick: its effect happens now. */
  triggered: boolean;
  /** A decreasing loop whose start reached 0: it is over for good (value 0, loop none). */
  exhausted: boolean;
}

/**
 * Advances by `steps` (negative steps tick it back up, never above its start). Reaching 0 triggers it once: a
 * plain countdown then stays at 0 (further ticks do nothing), a looping one starts again (its start one higher
 * or lower for increasing and decreasing loops).
 */
export function tickCountdown(countdown: Countdown, steps = 1): TickResult {
  const c = countdownSchema.parse(countdown);
  if (!Number.isInteger(steps)) throw new RangeError('A countdown ticks by whole steps.');
  if (c.value === 0) return { countdown: c, triggered: false, exhausted: false };
  const value = Math.min(c.start, Math.max(0, c.value - steps));
  if (value > 0) return { countdown: { ...c, value }, triggered: false, exhausted: false };
  if (c.loop === 'none') return { countdown: { ...c, value: 0 }, triggered: true, exhausted: false };
  const start = c.start + (c.loop === 'increasing' ? 1 : c.loop === 'decreasing' ? -1 : 0);
  if (start <= 0) return { countdown: { ...c, value: 0, loop: 'none' }, triggered: true, exhausted: true };
  const next = Math.min(start, COUNTDOWN_MAX);
  return { countdown: { ...c, start: next, value: next }, triggered: true, exhausted: false };
}

/** Back to its start value (a GM's reset, or a new scene). */
export function resetCountdown(countdown: Countdown): Countdown {
  const c = countdownSchema.parse(countdown);
  return { ...c, value: c.start };
}

/** A new countdown at its start value (hidden from players unless said otherwise). */
export function newCountdown(input: Omit<z.input<typeof countdownSchema>, 'value'>): Countdown {
  return countdownSchema.parse({ ...input, value: input.start });
}
