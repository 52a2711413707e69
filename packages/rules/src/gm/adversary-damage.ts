// Marking an adversary's Hit Points and Stress from damage (SRD: Combat, "Hit Points & Damage Thresholds";
// Adversaries, "Minion"). The same severity rule as a character's: at or above Severe 3 HP, at or above Major
// 2, below Major 1, nothing for 0 or less. Minions (no thresholds) fall to any damage.
// NOTE: the sheet's own severity rule is being written on the sheet-rules branch; this one is kept small
// and private to the GM's tools until the two are unified.
import type { Adversary, AdversaryThresholds } from './adversary';

export type AdversarySeverity = 'none' | 'minor' | 'major' | 'severe';

/** AdversarySeverity and HP to mark for `damage` against `thresholds` (null = a Minion: any damage marks its 1 HP). */
export function adversarySeverity(
  damage: number,
  thresholds: AdversaryThresholds,
): { severity: AdversarySeverity; hp: 0 | 1 | 2 | 3 } {
  if (!Number.isFinite(damage) || damage <= 0) return { severity: 'none', hp: 0 };
  if (thresholds === null) return { severity: 'minor', hp: 1 };
  if (thresholds.severe !== null && damage >= thresholds.severe) return { severity: 'severe', hp: 3 };
  if (damage >= thresholds.major) return { severity: 'major', hp: 2 };
  return { severity: 'minor', hp: 1 };
}

/** What the GM tracks on an adversary's card: marked Hit Points and Stress. */
export interface MarkedTracks {
  hpMarked: number;
  stressMarked: number;
}

export interface DamageResult extends MarkedTracks {
  severity: AdversarySeverity;
  /** HP actually marked (never past the last one). */
  marked: number;
  /** Every HP is marked. */
  defeated: boolean;
  /** Minions only: how many more Minions in range the same damage also defeats (SRD: Minion (X)). */
  extraMinions: number;
}

/** The X of a Minion's "Minion (X)" feature: the damage that defeats one more Minion; null if none. */
export function minionSpillover(adversary: Pick<Adversary, 'features'>): number | null {
  for (const f of adversary.features) {
    const m = /^Minion \((\d+)\)$/.exec(f.name);
    if (m) return Number(m[1]);
  }
  return null;
}

/** Marks HP on an adversary's card from `damage` (already reduced by resistances), within 0..hp. */
export function markAdversaryDamage(
  adversary: Pick<Adversary, 'hp' | 'thresholds' | 'features'>,
  card: MarkedTracks,
  damage: number,
): DamageResult {
  const { severity, hp } = adversarySeverity(damage, adversary.thresholds);
  const before = Math.min(adversary.hp, Math.max(0, card.hpMarked));
  const hpMarked = Math.min(adversary.hp, before + hp);
  const spill = minionSpillover(adversary);
  return {
    hpMarked,
    stressMarked: card.stressMarked,
    severity,
    marked: hpMarked - before,
    defeated: hpMarked >= adversary.hp,
    extraMinions: spill && damage > 0 ? Math.floor(damage / spill) : 0,
  };
}

/** Marks (positive) or clears (negative) `delta` Stress, within 0..stress. */
export function markAdversaryStress(
  adversary: Pick<Adversary, 'stress'>,
  card: MarkedTracks,
  delta: number,
): MarkedTracks {
  const stressMarked = Math.min(adversary.stress, Math.max(0, card.stressMarked + Math.trunc(delta)));
  return { hpMarked: card.hpMarked, stressMarked };
}
