// Countdowns that follow the table (SRD: Core GM Mechanics, "Countdowns"): every action roll advances the
// standard countdowns by 1 and the progress and consequence countdowns by the Dynamic Countdown Advancement chart
// (linked ones advance together on the same roll); reaction rolls advance nothing. Long-term countdowns follow
// rests instead (SRD: Downtime: on a long rest the GM may advance one of their choice). The old list is never
// changed, so undoing a tick is keeping the list from before.
import type { DualityOutcome } from '../play/duality-roll';
import { tickCountdown, ticksForRoll, type Countdown, type CountdownRollResult } from './countdown';

/** What a countdown needs to know of a roll. */
export interface RollForCountdowns {
  kind: 'action' | 'reaction' | 'spellcast' | 'attack';
  outcome: DualityOutcome;
  /** Against the Difficulty; null when none was given (a dynamic countdown then waits for the GM). */
  success: boolean | null;
}

/** The row of the SRD's chart a roll falls on, or null when it cannot be told (no Difficulty). */
export function countdownRollResult(roll: RollForCountdowns): CountdownRollResult | null {
  if (roll.outcome === 'critical') return 'critical';
  if (roll.success === null) return null;
  const withHope = roll.outcome === 'hope';
  if (roll.success) return withHope ? 'successHope' : 'successFear';
  return withHope ? 'failureHope' : 'failureFear';
}

export interface CountdownAdvance {
  /** The index of the countdown in the list given. */
  index: number;
  steps: number;
  triggered: boolean;
}

export interface AdvanceResult {
  countdowns: Countdown[];
  /** Countdowns that moved (or triggered), in list order. */
  advanced: CountdownAdvance[];
  /** Countdowns this roll should move but the rules cannot say by how much: the GM decides. */
  gmCall: number[];
}

/**
 * Advances the countdowns that follow action rolls (not long-term ones; `follows` narrows them further, e.g.
 * to those the GM tied to rolls). Finished countdowns (value 0, not looping) stay as they are.
 */
export function advanceForRoll(
  countdowns: readonly Countdown[],
  roll: RollForCountdowns,
  follows: (countdown: Countdown) => boolean = () => true,
): AdvanceResult {
  const result: AdvanceResult = { countdowns: [...countdowns], advanced: [], gmCall: [] };
  if (roll.kind === 'reaction') return result;
  const row = countdownRollResult(roll);
  countdowns.forEach((countdown, index) => {
    if (countdown.longTerm || countdown.value === 0 || !follows(countdown)) return;
    const steps = countdown.kind === 'standard' ? 1 : row === null ? null : ticksForRoll(countdown.kind, row);
    if (steps === null) {
      result.gmCall.push(index);
      return;
    }
    if (steps === 0) return;
    const tick = tickCountdown(countdown, steps);
    result.countdowns[index] = tick.countdown;
    result.advanced.push({ index, steps, triggered: tick.triggered });
  });
  return result;
}

/** A long rest advances the one long-term countdown the GM picks (by 1); any other index does nothing. */
export function advanceForRest(
  countdowns: readonly Countdown[],
  rest: 'shortRest' | 'longRest',
  chosen: number,
): AdvanceResult {
  const result: AdvanceResult = { countdowns: [...countdowns], advanced: [], gmCall: [] };
  const countdown = countdowns[chosen];
  if (rest !== 'longRest' || !countdown?.longTerm || countdown.value === 0) return result;
  const tick = tickCountdown(countdown, 1);
  result.countdowns[chosen] = tick.countdown;
  result.advanced.push({ index: chosen, steps: 1, triggered: tick.triggered });
  return result;
}
