// What a Duality roll's outcome does (SRD: Making Moves and Taking Action): the Hope spent on Experiences is
// paid; with Hope the player gains a Hope; with Fear the GM gains a Fear; a critical success gains a Hope and
// clears a Stress. Reaction rolls generate neither Hope nor Fear, and their critical clears no Stress.
import type { Resources } from '../schemas/character';
import type { TrackLimits } from '../rules/recovery';
import type { DualityRollResult } from './duality-roll';
import { clearStress } from './stress';

export interface RollConsequence {
  /** The tracks after the roll; the old ones are unchanged, so undo keeps them. */
  resources: Resources;
  hopeSpent: number;
  hopeGained: number;
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
  limits: Pick<TrackLimits, 'hope'>,
): RollConsequence {
  const generates = roll.kind !== 'reaction';
  const hopeSpent = Math.min(roll.hopeCost, resources.hope);
  const afterCost = resources.hope - hopeSpent;
  const wantsHope = generates && (roll.outcome === 'hope' || roll.outcome === 'critical');
  const hope = Math.max(0, Math.min(limits.hope, afterCost + (wantsHope ? 1 : 0)));
  const cleared = generates && roll.critical ? clearStress(resources, 1) : resources;
  return {
    resources: { ...cleared, hope },
    hopeSpent,
    hopeGained: Math.max(0, hope - afterCost),
    stressCleared: resources.stress - cleared.stress,
    gmFear: generates && roll.outcome === 'fear' ? 1 : 0,
  };
}
