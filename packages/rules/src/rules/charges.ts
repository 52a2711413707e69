// Limited-use features: charge state from a charge definition, spending, and refilling on rests.
import type { ChargeState } from '../schemas/character';
import type { Charge, RechargeTrigger, ScalingKey } from '../schemas/common';

type Scale = Record<ScalingKey, number>;

/** Resolves a charge's max (a number or proficiency/level/tier) for this character. */
export function chargeMax(charge: Charge, ctx: Scale): number {
  return typeof charge.max === 'number' ? charge.max : ctx[charge.max];
}

/** A fresh charge state: current taken from start, else full. */
export function newChargeState(id: string, charge: Charge, ctx: Scale): ChargeState {
  const max = chargeMax(charge, ctx);
  return { id, charge: { ...charge, max, current: Math.min(max, charge.start ?? max) } };
}

/** Spends one use; returns null when none is left. */
export function spendCharge(state: ChargeState): ChargeState | null {
  if (state.charge.current <= 0) return null;
  return { ...state, charge: { ...state.charge, current: state.charge.current - 1 } };
}

/**
 * Refills a charge after a rest. A long rest refills everything that recharges on any rest; a short rest refills
 * `rest` and `shortRest` charges but not `longRest` ones (SRD: Downtime, a long rest is also a rest).
 */
export function rechargeOnRest(state: ChargeState, rest: Exclude<RechargeTrigger, 'rest'>): ChargeState {
  const on = state.charge.recharge?.on;
  if (!on || (on === 'longRest' && rest !== 'longRest')) return state;
  const max = typeof state.charge.max === 'number' ? state.charge.max : state.charge.current;
  const qty = state.charge.recharge?.quantity ?? 'all';
  const current = qty === 'all' ? max : Math.min(max, state.charge.current + qty);
  return { ...state, charge: { ...state.charge, current } };
}

/** The dice a damage effect rolls for a character: "tier d6" (Sneak Attack) becomes `${tier}d6`. */
export function resolveEffectDice(dice: string, ctx: { tier: number }): string {
  return dice === 'tier d6' ? `${ctx.tier}d6` : dice;
}
