// A feature: the unit of game text on ancestries, communities, classes, subclasses, armor, weapons and cards.
import { z } from '@duality/libs/zod';
import { chargeSchema, idSchema, modifySchema, nameSchema, rechargeSchema, textSchema } from './common';
import { effectSchema } from './effects';
import { HOMEBREW_LIMITS, LIMITS } from '../constants';

/** Changes other features' charges (a subclass feature's modifyCharge): raise their max or their recharge. */
export const modifyChargeSchema = z.object({
  features: z.array(idSchema).min(1).max(LIMITS.listMax),
  max: z.number().int().optional(),
  recharge: rechargeSchema.optional(),
});
export type ModifyCharge = z.infer<typeof modifyChargeSchema>;

export const featureSchema = z.object({
  id: idSchema.optional(),
  name: nameSchema.min(1),
  description: textSchema,
  modify: modifySchema.optional(),
  charge: chargeSchema.optional(),
  effects: z.array(effectSchema).max(HOMEBREW_LIMITS.effectsMax).optional(),
  modifyCharge: modifyChargeSchema.optional(),
  /** The feature grants a companion (Beastbound). */
  companion: z.boolean().optional(),
  /** The feature lets the character shapeshift (Druid Beastform). */
  shapeshift: z.boolean().optional(),
});
export type Feature = z.infer<typeof featureSchema>;
export type FeatureInput = z.input<typeof featureSchema>;

/** True when the feature's effect is data the sheet can apply, not only prose. */
export function isStructuredFeature(feature: FeatureInput): boolean {
  return (
    (feature.modify !== undefined && Object.keys(feature.modify).length > 0) ||
    feature.charge !== undefined ||
    (feature.effects?.length ?? 0) > 0 ||
    feature.modifyCharge !== undefined ||
    feature.companion === true ||
    feature.shapeshift === true
  );
}
