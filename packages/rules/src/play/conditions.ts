// The three standard conditions (SRD: Conditions): Hidden, Restrained, Vulnerable. A condition is on or off (the
// same one cannot be applied twice); set and clear return a new list so that undo keeps the old one. A character
// whose every Stress is marked is Vulnerable until a Stress clears (SRD: Stress).
import { z } from '@duality/libs/zod';
import type { Resources } from '../schemas/character';
import type { TrackLimits } from '../rules/recovery';

export const CONDITIONS = ['hidden', 'restrained', 'vulnerable'] as const;
export const conditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof conditionSchema>;
export const conditionsSchema = z
  .array(conditionSchema)
  .max(CONDITIONS.length)
  .refine((list) => new Set(list).size === list.length, 'A condition is either on or off')
  .default([]);

/** Each condition's name and what it does, in our words. */
export const CONDITION_TEXT: Record<Condition, { label: string; summary: string }> = {
  hidden: {
    label: 'Hidden',
    summary:
      'Out of every enemy’s sight: rolls against you have disadvantage until you are seen or you attack.',
  },
  restrained: { label: 'Restrained', summary: 'You cannot move, but you can still act from where you are.' },
  vulnerable: { label: 'Vulnerable', summary: 'Every roll against you has advantage.' },
};

const ordered = (set: ReadonlySet<Condition>) => CONDITIONS.filter((c) => set.has(c));

/** The conditions with `condition` on (no change when it already is). */
export function setCondition(conditions: readonly Condition[], condition: Condition): Condition[] {
  return ordered(new Set([...conditions, condition]));
}

/** The conditions with `condition` off. */
export function clearCondition(conditions: readonly Condition[], condition: Condition): Condition[] {
  return ordered(new Set(conditions.filter((c) => c !== condition)));
}

/** The conditions in play: the ones set, plus Vulnerable while every Stress is marked. */
export function activeConditions(
  conditions: readonly Condition[],
  resources: Resources,
  limits: Pick<TrackLimits, 'stress'>,
): Condition[] {
  const full = limits.stress > 0 && resources.stress >= limits.stress;
  return full ? setCondition(conditions, 'vulnerable') : ordered(new Set(conditions));
}
