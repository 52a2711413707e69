// The game master's built-in opponents and scenes: adversary and environment stat blocks as data (SRD:
// Adversaries, Environments). Facts and figures come from the SRD; every sentence is our own.
import { z } from '@duality/libs/zod';
import {
  diceStringSchema,
  idSchema,
  nameSchema,
  rangeSchema,
  textSchema,
  tierSchema,
} from '../schemas/common';

/** The ten adversary roles, each with its own Battle Points cost (see battle-points.ts). */
export const ADVERSARY_TYPES = [
  'bruiser',
  'horde',
  'leader',
  'minion',
  'ranged',
  'skulk',
  'social',
  'solo',
  'standard',
  'support',
] as const;
export const adversaryTypeSchema = z.enum(ADVERSARY_TYPES);
export type AdversaryType = z.infer<typeof adversaryTypeSchema>;

export const ENVIRONMENT_TYPES = ['event', 'exploration', 'social', 'traversal'] as const;
export const environmentTypeSchema = z.enum(ENVIRONMENT_TYPES);
export type EnvironmentType = z.infer<typeof environmentTypeSchema>;

/** When a feature is used: always on (passive), on the GM's spotlight (action), or in answer to a trigger. */
export const GM_FEATURE_KINDS = ['passive', 'action', 'reaction'] as const;
export const gmFeatureKindSchema = z.enum(GM_FEATURE_KINDS);
export type GmFeatureKind = z.infer<typeof gmFeatureKindSchema>;

/** A feature of an adversary or environment: its SRD name, kind, and a short description in our words. */
export const gmFeatureSchema = z.object({
  name: nameSchema.min(1),
  kind: gmFeatureKindSchema,
  description: textSchema.min(1),
});
export type GmFeature = z.infer<typeof gmFeatureSchema>;

/**
 * Major and Severe damage thresholds; null for Minions, who fall to any damage. A few small adversaries (the
 * tiny oozes) have a Major threshold but no Severe one (severe null): damage never marks 3 HP on them.
 */
export const adversaryThresholdsSchema = z
  .object({ major: z.number().int().min(1), severe: z.number().int().min(1).nullable() })
  .refine((t) => t.severe === null || t.severe > t.major, 'The Severe threshold is above the Major one.')
  .nullable();
export type AdversaryThresholds = z.infer<typeof adversaryThresholdsSchema>;

/** The standard attack: range and damage (dice with a bonus, or a flat number for Minions). */
export const adversaryAttackSchema = z.object({
  name: nameSchema.min(1),
  range: rangeSchema,
  damage: diceStringSchema,
  damageType: z.enum(['physical', 'magic']),
});
export type AdversaryAttack = z.infer<typeof adversaryAttackSchema>;

export const adversarySchema = z.object({
  id: idSchema,
  name: nameSchema.min(1),
  tier: tierSchema,
  type: adversaryTypeSchema,
  description: textSchema.min(1),
  /** Motives and tactics as short tags ("burrow", "drag away"). */
  motives: z.array(z.string().min(1).max(60)).max(12),
  difficulty: z.number().int().min(1).max(40),
  thresholds: adversaryThresholdsSchema,
  hp: z.number().int().min(1).max(30),
  stress: z.number().int().min(0).max(20),
  attackModifier: z.number().int().min(-10).max(20),
  attack: adversaryAttackSchema,
  experiences: z.array(z.object({ name: nameSchema.min(1), modifier: z.number().int() })).max(8),
  features: z.array(gmFeatureSchema).min(1).max(12),
  /** Hordes only: how many creatures each Hit Point stands for. */
  perHitPoint: z.number().int().min(1).optional(),
});
export type Adversary = z.infer<typeof adversarySchema>;

/** Who may turn up in an environment: a named group of adversaries (by id), or any adversary at all. */
export const potentialAdversariesSchema = z.union([
  z.object({ any: z.literal(true) }),
  z.object({
    groups: z
      .array(z.object({ label: nameSchema, adversaries: z.array(idSchema).min(1) }))
      .min(1)
      .max(12),
  }),
]);
export type PotentialAdversaries = z.infer<typeof potentialAdversariesSchema>;

export const environmentSchema = z.object({
  id: idSchema,
  name: nameSchema.min(1),
  tier: tierSchema,
  type: environmentTypeSchema,
  description: textSchema.min(1),
  /** What the place pushes toward, as short tags in our words. */
  impulses: z.array(z.string().min(1).max(80)).min(1).max(8),
  /** Null for events that set no Difficulty of their own. */
  difficulty: z.number().int().min(1).max(40).nullable(),
  potentialAdversaries: potentialAdversariesSchema,
  features: z.array(gmFeatureSchema).min(1).max(12),
});
export type Environment = z.infer<typeof environmentSchema>;
