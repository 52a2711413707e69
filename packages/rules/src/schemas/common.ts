// Building blocks shared by every entity schema: traits, stat keys, modify maps, dice strings, charges, effects.
import { z } from '@duality/libs/zod';
import { DICE, DOMAINS, LIMITS, RANGES, RECHARGE_TRIGGERS, TRAITS } from '../constants';

export const traitSchema = z.enum(TRAITS);
export type Trait = z.infer<typeof traitSchema>;
export const domainSchema = z.enum(DOMAINS);
export type Domain = z.infer<typeof domainSchema>;
export const dieSchema = z.enum(DICE);
export type Die = z.infer<typeof dieSchema>;
export const rangeSchema = z.enum(RANGES);
export type Range = z.infer<typeof rangeSchema>;
export const tierSchema = z.number().int().min(1).max(4);
export type Tier = z.infer<typeof tierSchema>;
export const levelSchema = z.number().int().min(1).max(10);

export const idSchema = z.string().min(1).max(LIMITS.idMax);
export const nameSchema = z.string().max(LIMITS.nameMax);
export const textSchema = z.string().max(LIMITS.descriptionMax);

/** Character stat keys a feature may modify. */
export const CHARACTER_STAT_KEYS = [
  ...TRAITS,
  'healthSlot',
  'stressSlot',
  'hopeSlot',
  'armorScore',
  'evasion',
  'majorDamageThreshold',
  'severeDamageThreshold',
  'proficiency',
  'primaryMeleeDamage',
] as const;
/** Companion stat keys a feature may modify. */
export const COMPANION_STAT_KEYS = [
  'companionEvasion',
  'companionStressSlot',
  'companionTraining',
  'companionDamage',
  'companionRange',
] as const;
/** Every key of a modify map. */
export const STAT_KEYS = [...CHARACTER_STAT_KEYS, ...COMPANION_STAT_KEYS] as const;
export const statKeySchema = z.enum(STAT_KEYS);
export type StatKey = z.infer<typeof statKeySchema>;
/** Values that scale with the character and may stand in for a number in a modify map. */
export const SCALING_KEYS = ['proficiency', 'level', 'tier'] as const;
export const scalingKeySchema = z.enum(SCALING_KEYS);
export type ScalingKey = z.infer<typeof scalingKeySchema>;

/** A bonus: a fixed integer or one of the scaling keys (e.g. Galapa's Shell adds Proficiency to thresholds). */
export const statValueSchema = z.union([
  z.number().int().min(-LIMITS.statBonusAbs).max(LIMITS.statBonusAbs),
  scalingKeySchema,
]);
export type StatValue = z.infer<typeof statValueSchema>;
/** A map of stat bonuses, e.g. `{ evasion: 1, agility: -1 }`. Unknown keys are rejected. */
export const modifySchema = z.partialRecord(statKeySchema, statValueSchema);
export type Modify = z.infer<typeof modifySchema>;

/** Dice notation: an optional count, a die, an optional signed bonus (`d10+3`, `1d4+1`, `2d6-1`), or a plain integer. */
export const DICE_PATTERN =
  /^\s*-?\s*(?:(\d{0,2})d(4|6|8|10|12|20)(?:\s*([+-])\s*(\d{1,3}))?|(\d{1,3}))\s*$/i;
export const diceStringSchema = z
  .string()
  .max(LIMITS.diceStringMax)
  .regex(DICE_PATTERN, 'Expected dice such as 1d4+1, d10+3 or a number');
export type DiceString = z.infer<typeof diceStringSchema>;
/** A restore amount of health, stress or hope: dice string or integer, negative allowed. */
export const diceOrNumberSchema = z.union([diceStringSchema, z.number().int()]);

export const rechargeTriggerSchema = z.enum(RECHARGE_TRIGGERS);
export type RechargeTrigger = z.infer<typeof rechargeTriggerSchema>;
/** How a feature's uses come back: on which rest, and how many. */
export const rechargeSchema = z.object({
  on: rechargeTriggerSchema,
  quantity: z.union([z.number().int().min(1), z.literal('all')]).default('all'),
});
export type Recharge = z.infer<typeof rechargeSchema>;
/** Limited uses of a feature or item: a max, a start, and what recharges it and by how much. */
export const chargeSchema = z.object({
  max: z.union([z.number().int().min(1).max(99), scalingKeySchema]),
  start: z.number().int().min(0).max(99).optional(),
  recharge: rechargeSchema.optional(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const damageTypeSchema = z.enum(['physical', 'magical', 'any']);
export type DamageType = z.infer<typeof damageTypeSchema>;
