// Rests in a row (SRD: Downtime): after three short rests in a row, the party's next rest must be a long rest.
import type { RestKind } from './rest';

/** Short rests a party may take in a row before a long rest. */
export const SHORT_RESTS_IN_A_ROW = 3;

/** Why this rest cannot be taken now, in the player's words, or null when it can. */
export function restStreakProblem(shortRestsInARow: number, rest: RestKind): string | null {
  if (rest === 'shortRest' && shortRestsInARow >= SHORT_RESTS_IN_A_ROW)
    return `After ${SHORT_RESTS_IN_A_ROW} short rests in a row, the next rest is a long rest.`;
  return null;
}

/** The count after taking `rest`: a short rest adds one, a long rest starts it over. */
export function shortRestsAfter(shortRestsInARow: number, rest: RestKind): number {
  return rest === 'longRest' ? 0 : Math.max(0, shortRestsInARow) + 1;
}
