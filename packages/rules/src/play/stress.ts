// Marking Stress by the SRD's overflow rule (SRD: Stress, "When a character must mark 1 or more Stress but can't,
// they mark 1 HP instead"), so every cost paid in Stress (a Recall Cost, a feature) fills the tracks one way.
import type { Resources } from '../schemas/character';
import type { TrackLimits } from '../rules/recovery';

export interface StressMarked {
  resources: Resources;
  /** Stress actually marked (at most the free slots). */
  stress: number;
  /** Hit Points marked because the Stress did not fit (0 or 1). */
  hitPoints: number;
}

/** Marks `amount` Stress (0 or more); what does not fit marks one Hit Point instead, never past its slots. */
export function markStress(resources: Resources, amount: number, limits: TrackLimits): StressMarked {
  const want = Math.max(0, Math.floor(amount));
  const free = Math.max(0, limits.stress - resources.stress);
  const stress = Math.min(want, free);
  const hitPoints = want > free && resources.health < limits.health ? 1 : 0;
  return {
    resources: { ...resources, stress: resources.stress + stress, health: resources.health + hitPoints },
    stress,
    hitPoints,
  };
}

/** Clears up to `amount` marked Stress; Stress never goes below 0. */
export function clearStress(resources: Resources, amount: number): Resources {
  return { ...resources, stress: Math.max(0, resources.stress - Math.max(0, Math.floor(amount))) };
}

/** True when every Stress slot is marked: a move that costs Stress cannot be used (SRD: Stress). */
export function stressIsFull(resources: Resources, limits: TrackLimits): boolean {
  return resources.stress >= limits.stress;
}
