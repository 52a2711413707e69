// Limited-use features on the sheet: which active features have charges, how many are left, and spending one.
// A feature's charge state lives in `character.charges` under the feature's key; a feature never used has no
// state yet and starts at its charge's start value.
import type { Character, ChargeState } from '../schemas/character';
import type { ScalingKey } from '../schemas/common';
import { newChargeState, spendCharge } from './charges';
import type { ActiveFeature } from './derive-features';

/** The key a feature's charge state is kept under: its id, else its source and name. */
export function featureChargeKey(active: ActiveFeature): string {
  return active.feature.id ?? `${active.source}/${active.feature.name}`;
}

export interface FeatureCharge {
  key: string;
  active: ActiveFeature;
  state: ChargeState;
}

/** Every active feature with a charge, with its current state (a fresh one when never used). */
export function featureCharges(
  features: readonly ActiveFeature[],
  character: Character,
  ctx: Record<ScalingKey, number>,
): FeatureCharge[] {
  return features.flatMap((active) => {
    const charge = active.feature.charge;
    if (!charge) return [];
    const key = featureChargeKey(active);
    const state = character.charges.find((c) => c.id === key) ?? newChargeState(key, charge, ctx);
    return [{ key, active, state }];
  });
}

/** Spends one use of a feature's charge; null when none is left. */
export function spendFeatureCharge(character: Character, charge: FeatureCharge): Character | null {
  const spent = spendCharge(charge.state);
  if (!spent) return null;
  const others = character.charges.filter((c) => c.id !== charge.key);
  return { ...character, charges: [...others, spent] };
}
