// A saved encounter's cards as the game master's screen keeps them: which adversary, its marked HP and Stress,
// its conditions, and whether players may see it. The database mirrors these limits in check constraints.
import { z } from '@duality/libs/zod';
import { idSchema } from '../schemas/common';

/** The SRD's standard conditions; a card may also carry a feature's own (Poisoned, Entranced...). */
export const STANDARD_CONDITIONS = ['Hidden', 'Restrained', 'Vulnerable'] as const;
export const ENCOUNTER_LIMITS = {
  /** Cards in one encounter. */
  cards: 40,
  /** Conditions on one card, and characters in one. */
  conditions: 10,
  conditionLength: 40,
  /** Marked HP or Stress on a card (no SRD stat block goes above 30). */
  marked: 99,
  labelLength: 100,
} as const;

export const encounterCardSchema = z.object({
  adversaryId: idSchema,
  /** The GM's name for this one ("Bandit 2"). */
  label: z.string().trim().max(ENCOUNTER_LIMITS.labelLength).default(''),
  hpMarked: z.number().int().min(0).max(ENCOUNTER_LIMITS.marked).default(0),
  stressMarked: z.number().int().min(0).max(ENCOUNTER_LIMITS.marked).default(0),
  conditions: z
    .array(z.string().trim().min(1).max(ENCOUNTER_LIMITS.conditionLength))
    .max(ENCOUNTER_LIMITS.conditions)
    .default([]),
  /** Players see this card (its numbers included) only once the GM reveals it. */
  revealed: z.boolean().default(false),
});
export type EncounterCard = z.infer<typeof encounterCardSchema>;

export const encounterSchema = z.object({
  name: z.string().trim().min(1, 'Give the encounter a name.').max(100),
  environmentId: idSchema.nullable().default(null),
  cards: z
    .array(encounterCardSchema)
    .max(ENCOUNTER_LIMITS.cards, `At most ${ENCOUNTER_LIMITS.cards} adversaries.`),
});
export type Encounter = z.infer<typeof encounterSchema>;
