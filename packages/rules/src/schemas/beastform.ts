// Druid Beastform options (SRD: Druid, Beastform Options).
import { z } from '@duality/libs/zod';
import {
  diceStringSchema,
  idSchema,
  modifySchema,
  nameSchema,
  rangeSchema,
  textSchema,
  tierSchema,
  traitSchema,
} from './common';
import { featureSchema } from './feature';

export const beastformAttackSchema = z.object({
  range: rangeSchema,
  trait: traitSchema,
  damage: diceStringSchema,
  damageBonus: z.number().int().optional(),
  type: z.literal('phy'),
});

/** A hybrid option: how many forms of which tiers, and how many advantages and features to take from them. */
export const hybridSchema = z.object({
  count: z.number().int().min(1),
  hybridTier: z.array(tierSchema).min(1),
  numAdvantages: z.number().int().min(0),
  numFeatures: z.number().int().min(0),
});

export const beastformSchema = z.object({
  id: idSchema,
  name: nameSchema.min(1),
  tier: tierSchema,
  examples: z.array(z.string()),
  description: textSchema.default(''),
  /** Null for upgrade and hybrid options, which borrow the chosen forms' attacks. */
  attack: beastformAttackSchema.nullable(),
  modify: modifySchema,
  advantages: z.array(z.string()),
  features: z.array(featureSchema),
  /** Upgrade options: the tiers of the form being upgraded (Legendary Beast: [1]; Mythic Beast: [1, 2]). */
  upgradeTier: z.array(tierSchema).optional(),
  /** Upgrade options: what the upgraded form gains on top of its own numbers. */
  upgradeBonus: z
    .object({
      damageBonus: z.number().int(),
      traitBonus: z.number().int(),
      dieSteps: z.number().int().min(0).default(0),
    })
    .optional(),
  hybrid: hybridSchema.optional(),
});
export type Beastform = z.infer<typeof beastformSchema>;
