// An action roll with the Duality Dice, with advantage or disadvantage (SRD: Action Rolls, Advantage and
// Disadvantage: a d6 added with advantage or subtracted with disadvantage).
import { rollDie, rollDuality, type DualityRoll, type Rng } from './dice';

export type RollEdge = 'none' | 'advantage' | 'disadvantage';

export interface ActionRoll extends DualityRoll {
  edge: RollEdge;
  /** The d6 rolled for advantage or disadvantage (null without). */
  edgeDie: number | null;
}

/** Rolls Hope and Fear d12s plus `modifier`, and a d6 added for advantage or taken away for disadvantage. */
export function rollAction(rng: Rng, modifier: number, edge: RollEdge = 'none'): ActionRoll {
  const duality = rollDuality(rng, modifier);
  if (edge === 'none') return { ...duality, edge, edgeDie: null };
  const edgeDie = rollDie(6, rng);
  const total = duality.total + (edge === 'advantage' ? edgeDie : -edgeDie);
  return { ...duality, total, edge, edgeDie };
}
