// Features that change how an Experience is paid for, read from their structured effects: a `rollBonus` on the
// `experience` roll with a Stress cost (School of Knowledge's Adept: mark a Stress instead of spending the Hope,
// and the modifier counts double) lets the player pay with Stress and multiplies the modifier by its amount.
import type { Feature } from '../schemas/feature';

export interface StressPaidExperience {
  /** The feature that allows it, by name. */
  source: string;
  /** How many times the Experience's modifier counts when paid with Stress. */
  multiplier: number;
}

/** The ways to pay for an Experience with Stress that the character's features give (usually none or one). */
export function stressPaidExperiences(features: readonly { feature: Feature }[]): StressPaidExperience[] {
  return features.flatMap(({ feature }) =>
    (feature.effects ?? []).flatMap((e) =>
      e.kind === 'rollBonus' &&
      e.roll === 'experience' &&
      (e.cost?.stress ?? 0) > 0 &&
      typeof e.amount === 'number'
        ? [{ source: feature.name, multiplier: e.amount }]
        : [],
    ),
  );
}
