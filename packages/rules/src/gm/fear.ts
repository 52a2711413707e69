// The game master's Fear (SRD: Core GM Mechanics, Downtime): at most 12 held; a player's action roll with Fear
// gives 1; a short rest gives 1d4, a long rest 1d4 + the number of characters. Dice come in as numbers.
import type { DualityRoll } from '../rules/dice';

/** The most Fear a game master holds (SRD: Fear). */
export const FEAR_MAX = 12;

export interface FearChange {
  /** Fear after the change, within 0..FEAR_MAX. */
  fear: number;
  /** How much was actually added (or spent). */
  applied: number;
  /** Fear that would have gone over the cap and was lost. */
  wasted: number;
}

const check = (n: number, what: string) => {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number of 0 or more.`);
};

/** The Fear a game master starts a campaign with: 1 for each character in the party (SRD: Core GM Mechanics). */
export function startingFear(characters: number): number {
  check(characters, 'The number of characters');
  return Math.min(FEAR_MAX, characters);
}

/** Adds `amount` Fear, capped at FEAR_MAX; what goes over is lost. */
export function gainFear(current: number, amount: number): FearChange {
  check(current, 'Fear');
  check(amount, 'Fear gained');
  const from = Math.min(current, FEAR_MAX);
  const fear = Math.min(FEAR_MAX, from + amount);
  return { fear, applied: fear - from, wasted: amount - (fear - from) };
}

/** Spends `amount` Fear, or says why not (the GM cannot spend Fear they do not have). */
export function spendFear(current: number, amount: number): FearChange | { error: string } {
  check(current, 'Fear');
  check(amount, 'Fear spent');
  if (amount > current) return { error: `Only ${current} Fear to spend, not ${amount}.` };
  return { fear: current - amount, applied: amount, wasted: 0 };
}

/** Fear an action roll gives the GM: 1 with Fear, none with Hope or on a critical (which counts as Hope). */
export function fearFromRoll(outcome: DualityRoll['outcome']): 0 | 1 {
  return outcome === 'fear' ? 1 : 0;
}

/**
 * Fear the GM gains when the party rests: the d4 they rolled (1-4), plus the number of characters on a long
 * rest (SRD: Downtime). Offered to the GM to apply with gainFear.
 */
export function restFear(rest: 'shortRest' | 'longRest', d4: number, characters: number): number {
  if (!Number.isInteger(d4) || d4 < 1 || d4 > 4) throw new RangeError('A d4 shows 1 to 4.');
  check(characters, 'The number of characters');
  return rest === 'longRest' ? d4 + characters : d4;
}
