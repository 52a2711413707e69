// What a Duality roll's outcome does (SRD: Making Moves and Taking Action): the Hope spent on Experiences is
// paid; with Hope the player gains a Hope; with Fear the GM gains a Fear; a critical success gains a Hope and
// clears a Stress (after any Stress paid for an Experience is marked). Reaction rolls generate neither Hope nor Fear, and their critical clears no Stress.
import type { Resources } from '../schemas/character';
import type { TrackLimits } from '../rules/recovery';
import type { DualityRollResult } from './duality-roll';
import { RESOURCES } from '../constants';
import { clearStress, markStress } from './stress';

export interface RollConsequence {
  /** The tracks after the roll; the old ones are unchanged, so undo keeps them. */
  resources: Resources;
  hopeSpent: number;
  hopeGained: number;
  /** Stress marked to pay for Experiences (Adept). */
  stressMarked: number;
  stressCleared: number;
  /** Fear the GM gains from this roll (1 on an action roll with Fear): data for the campaign to apply. */
  gmFear: number;
}

/**
 * Applies a roll's outcome to the tracks. Hope never goes past its slots nor below 0; Stress never below 0.
 * Call it only when rollProblem found nothing (the Hope for Experiences is there); if not, Hope stops at 0.
 */
export function applyRollOutcome(
  resources: Resources,
  roll: DualityRollResult,
  limits: Pick<TrackLimits, 'hope'> & Partial<TrackLimits>,
): RollConsequence {
  const generates = roll.kind !== 'reaction';
  // An Experience paid with Stress (Adept) marks it before the outcome; the Stress slots bound it.
  const paid = markStress(resources, roll.stressCost, {
    armor: limits.armor ?? resources.armor,
    health: limits.health ?? resources.health,
    stress: limits.stress ?? RESOURCES.stress.max,
    hope: limits.hope,
  });
  resources = paid.resources;
  const hopeSpent = Math.min(roll.hopeCost, resources.hope);
  const afterCost = resources.hope - hopeSpent;
  const wantsHope = generates && (roll.outcome === 'hope' || roll.outcome === 'critical');
  const hope = Math.max(0, Math.min(limits.hope, afterCost + (wantsHope ? 1 : 0)));
  const cleared = generates && roll.critical ? clearStress(resources, 1) : resources;
  return {
    resources: { ...cleared, hope },
    hopeSpent,
    hopeGained: Math.max(0, hope - afterCost),
    stressMarked: paid.stress,
    stressCleared: resources.stress - cleared.stress,
    gmFear: generates && roll.outcome === 'fear' ? 1 : 0,
  };
}
