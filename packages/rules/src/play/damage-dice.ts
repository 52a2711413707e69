// THE rule for a weapon's damage dice at a proficiency, used by the builder, the sheet, the print page and the
// damage roll alike (SRD: Attacking, "your Proficiency multiplies the number of dice you roll, but doesn't
// affect the modifier": d8+2 at Proficiency 2 is 2d8+2, so a homebrew 2d6+1 at Proficiency 2 is 4d6+1).
import { parseDice } from '../rules/dice';

export interface DamageDice {
  /** Dice rolled: the weapon's dice count times the proficiency (0 for a flat amount). */
  count: number;
  /** Sides per die (0 for a flat amount). */
  sides: number;
  /** The flat part: the weapon's modifier plus any bonus; proficiency never multiplies it. */
  modifier: number;
}

/**
 * The dice of `damage` (dice notation such as `d10+3` or `2d6-1`, or a plain number) at `proficiency`, with
 * `bonus` added to the flat part; null when `damage` is not dice notation. A proficiency below 1 counts as 1,
 * as no character has less.
 */
export function damageDiceAtProficiency(damage: string, proficiency: number, bonus = 0): DamageDice | null {
  const dice = parseDice(damage);
  if (dice === null) return null;
  if (dice.count === 0) return { count: 0, sides: 0, modifier: dice.sign * dice.modifier + bonus };
  return { count: dice.count * Math.max(1, proficiency), sides: dice.sides, modifier: dice.modifier + bonus };
}

/** Writes damage dice as notation: `4d6+1`, `2d8`, `1d4-1`, or the flat amount alone. */
export function formatDamageDice(dice: DamageDice): string {
  if (dice.count === 0) return String(dice.modifier);
  const flat = dice.modifier === 0 ? '' : dice.modifier > 0 ? `+${dice.modifier}` : `${dice.modifier}`;
  return `${dice.count}d${dice.sides}${flat}`;
}

/**
 * A weapon's damage roll at a proficiency as text (d8+1 at 2 is 2d8+1, 2d6+1 at 2 is 4d6+1), with `bonus` added
 * to the flat part (e.g. a primary melee damage bonus). Text that is not dice notation is returned unchanged.
 */
export function damageAtProficiency(damage: string, proficiency: number, bonus = 0): string {
  const dice = damageDiceAtProficiency(damage, proficiency, bonus);
  return dice === null ? damage : formatDamageDice(dice);
}
