// The seven homebrew kinds. Built-in entries use the same shapes without created_at.
import { z } from '@duality/libs/zod';
import {
  chargeSchema,
  damageTypeSchema,
  diceOrNumberSchema,
  diceStringSchema,
  domainSchema,
  idSchema,
  modifySchema,
  nameSchema,
  rangeSchema,
  rechargeTriggerSchema,
  textSchema,
  tierSchema,
  traitSchema,
} from './common';
import { featureSchema } from './feature';
import { HOMEBREW_LIMITS, LIMITS, TRAITS } from '../constants';

/** Row bookkeeping every homebrew record carries; built-ins have no created_at and no revision. */
export const rowSchema = z.object({
  id: idSchema,
  name: nameSchema.min(1),
  user_id: z.string().optional(),
  public: z.boolean().default(false),
  created_at: z.string().optional(),
  /** The server's revision of a homebrew row (an editor hands it back to save only over that revision). */
  revision: z.number().int().positive().optional(),
});

export const itemSchema = rowSchema.extend({
  description: textSchema,
  consumable: z.boolean().optional(),
  relic: z.boolean().optional(),
  container: z.boolean().optional(),
  tier: tierSchema.optional(),
  modify: modifySchema.optional(),
  restore: z
    .object({ health: diceOrNumberSchema, stress: diceOrNumberSchema, hope: diceOrNumberSchema })
    .partial()
    .optional(),
  charge: chargeSchema.optional(),
  attach: z
    .object({
      type: z.enum(['armor', 'weapon', 'meleeWeapon']),
      feature: featureSchema.pick({ name: true, description: true, modify: true, effects: true }),
    })
    .optional(),
  downtime: z
    .object({
      craft: idSchema.optional(),
      description: textSchema,
      cost: z
        .object({ stress: z.number().int().min(0) })
        .partial()
        .optional(),
    })
    .optional(),
  onShortRest: z.object({ resource: z.object({ stress: z.number().int() }).partial() }).optional(),
  onLongRest: z.object({ resource: z.object({ stress: z.number().int() }).partial() }).optional(),
  effects: featureSchema.shape.effects,
});
export type Item = z.infer<typeof itemSchema>;

export const weaponTraitSchema = z.enum([
  'Agility',
  'Strength',
  'Finesse',
  'Instinct',
  'Presence',
  'Knowledge',
  'Spellcast',
]);
export const weaponSchema = rowSchema.extend({
  slot: z.enum(['primary', 'secondary']),
  trait: weaponTraitSchema,
  range: rangeSchema,
  damage: diceStringSchema,
  damageType: damageTypeSchema,
  tier: tierSchema,
  burden: z.union([z.literal(1), z.literal(2)]),
  feature: featureSchema.nullable().default(null),
});
export type Weapon = z.infer<typeof weaponSchema>;

export const armorSchema = rowSchema.extend({
  score: z.number().int().min(0).max(99),
  majorThreshold: z.number().int().min(0).max(999),
  severeThreshold: z.number().int().min(0).max(999),
  tier: tierSchema,
  feature: featureSchema.nullable().default(null),
});
export type Armor = z.infer<typeof armorSchema>;

export const ancestrySchema = rowSchema.extend({
  description: textSchema,
  features: z.array(featureSchema.extend({ id: idSchema })).max(HOMEBREW_LIMITS.featuresMax),
});
export type Ancestry = z.infer<typeof ancestrySchema>;

export const communitySchema = rowSchema.extend({
  description: textSchema,
  /** Adjectives that suit people of the community (used by the builder). */
  personalities: z.array(z.string().max(LIMITS.shortTextMax)).max(LIMITS.listMax).optional(),
  features: z.array(featureSchema.extend({ id: idSchema })).max(HOMEBREW_LIMITS.featuresMax),
});
export type Community = z.infer<typeof communitySchema>;

const featureListSchema = z.object({ features: z.array(featureSchema).max(HOMEBREW_LIMITS.featuresMax) });
export const subclassSchema = rowSchema.extend({
  class: idSchema,
  description: textSchema.optional(),
  foundation: featureListSchema.extend({ spellcast: traitSchema.optional() }),
  specialization: featureListSchema,
  mastery: featureListSchema,
});
export type Subclass = z.infer<typeof subclassSchema>;

/** One score per trait; the class's suggested spread. */
export const traitScoresSchema = z.object(
  Object.fromEntries(TRAITS.map((t) => [t, z.number().int().min(-5).max(5)])) as Record<
    (typeof TRAITS)[number],
    z.ZodNumber
  >,
);
export const classSchema = rowSchema.extend({
  domains: z.tuple([domainSchema, domainSchema]),
  hopeAbility: featureSchema,
  evasion: z.number().int().min(0).max(30),
  startingHitPoints: z.number().int().min(1).max(12),
  suggestedTraits: traitScoresSchema,
  startingGear: z.object({
    /** Pick one of these (the class's two starting items). */
    choose: z.array(z.string().max(LIMITS.shortTextMax)).max(LIMITS.listMax),
    spellbook: z.array(z.string().max(LIMITS.shortTextMax)).max(LIMITS.listMax).optional(),
  }),
  suggestedEquipment: z
    .object({ primary: idSchema.optional(), secondary: idSchema.optional(), armor: idSchema.optional() })
    .optional(),
  classFeatures: z.array(featureSchema).max(HOMEBREW_LIMITS.featuresMax),
  backgroundQuestions: z.array(z.string().max(LIMITS.shortTextMax)).max(LIMITS.listMax),
  connectionQuestions: z.array(z.string().max(LIMITS.shortTextMax)).max(LIMITS.listMax),
  description: z.object({
    summary: textSchema.optional(),
    clothes: z.array(z.string().max(LIMITS.shortTextMax)).max(LIMITS.listMax),
    attitude: z.array(z.string().max(LIMITS.shortTextMax)).max(LIMITS.listMax),
  }),
  subclasses: z.array(idSchema).max(LIMITS.listMax).optional(),
  /** Druid only: the Beastform option ids it may take. */
  alternateForms: z.array(idSchema).max(LIMITS.listMax).optional(),
});
export type Class = z.infer<typeof classSchema>;

/** Schemas of the seven kinds by kind name. */
export const homebrewSchemas = {
  items: itemSchema,
  weapons: weaponSchema,
  armor: armorSchema,
  communities: communitySchema,
  ancestries: ancestrySchema,
  subclasses: subclassSchema,
  classes: classSchema,
} as const;

export { rechargeTriggerSchema };
