// Gold in handfuls, bags and chests (SRD: Gold). 10 handfuls make a bag and 10 bags a chest; at most 9
// handfuls, 9 bags and 1 chest, so the 10th handful becomes a bag. The rules are exactly base-10 carrying and
// borrowing, so we work on the total.
import { GOLD, MAX_GOLD_HANDFULS } from '../constants';
import type { Gold } from '../schemas/character';

export type GoldDenomination = 'handfuls' | 'bags' | 'chests';
const BAG = GOLD.handfulsPerBag;
const CHEST = GOLD.bagsPerChest * GOLD.handfulsPerBag;
const VALUE: Record<GoldDenomination, number> = { handfuls: 1, bags: BAG, chests: CHEST };

/** Total worth of `gold` in handfuls; a plain number is already handfuls. */
export function goldToHandfuls(gold: Gold | number): number {
  return typeof gold === 'number' ? gold : gold.handfuls + gold.bags * BAG + gold.chests * CHEST;
}

/** Splits a handful total into slots; throws if it is negative or above what the slots hold. */
export function handfulsToGold(total: number): Gold {
  if (!Number.isInteger(total) || total < 0 || total > MAX_GOLD_HANDFULS) {
    throw new RangeError(`Gold must be 0..${MAX_GOLD_HANDFULS} handfuls, got ${total}`);
  }
  return {
    chests: Math.floor(total / CHEST),
    bags: Math.floor((total % CHEST) / BAG),
    handfuls: total % BAG,
  };
}

export type GoldResult =
  { ok: true; gold: Gold } | { ok: false; gold: Gold; reason: 'full' | 'insufficient' };

/**
 * Adds `amount` of a denomination. A full category marks one in the next and clears itself (SRD: Gold).
 * Fails with `full` when the result would pass 1 chest, leaving the purse unchanged.
 */
export function gainGold(
  gold: Gold | number,
  amount: number,
  unit: GoldDenomination = 'handfuls',
): GoldResult {
  const current = handfulsToGold(goldToHandfuls(gold));
  const total = goldToHandfuls(current) + amount * VALUE[unit];
  if (total > MAX_GOLD_HANDFULS) return { ok: false, gold: current, reason: 'full' };
  return { ok: true, gold: handfulsToGold(total) };
}

/**
 * Spends `amount` of a denomination, breaking a bag into 10 handfuls (or a chest into 10 bags) when needed.
 * Fails with `insufficient` when the purse cannot cover it, leaving it unchanged.
 */
export function spendGold(
  gold: Gold | number,
  amount: number,
  unit: GoldDenomination = 'handfuls',
): GoldResult {
  const current = handfulsToGold(goldToHandfuls(gold));
  const total = goldToHandfuls(current) - amount * VALUE[unit];
  if (total < 0) return { ok: false, gold: current, reason: 'insufficient' };
  return { ok: true, gold: handfulsToGold(total) };
}
