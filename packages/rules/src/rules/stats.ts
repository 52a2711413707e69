// The sheet's numeric rules: tier, proficiency, thresholds, evasion, armor, slots, companion.
import { BASE_ARMOR_SCORE, LEVELS, PROFICIENCY, RESOURCES } from '../constants';
import type { Die, Range, Tier } from '../schemas/common';
import { DICE, RANGES } from '../constants';

const assertLevel = (level: number) => {
  if (!Number.isInteger(level) || level < LEVELS.min || level > LEVELS.max) {
    throw new RangeError(`Level must be an integer ${LEVELS.min}..${LEVELS.max}, got ${level}`);
  }
};

/** Tier for a level: 1 → 1, 2-4 → 2, 5-7 → 3, 8-10 → 4 (SRD: Leveling Up). */
export function tierForLevel(level: number): Tier {
  assertLevel(level);
  return level >= 8 ? 4 : level >= 5 ? 3 : level >= 2 ? 2 : 1;
}

/** Levels 1..10 that belong to a tier. */
export function levelsInTier(tier: Tier): number[] {
  return Array.from({ length: 10 }, (_, i) => i + 1).filter((l) => tierForLevel(l) === tier);
}

/** Proficiency from tier achievements alone: 1, +1 at levels 2, 5 and 8. */
export function proficiencyForLevel(level: number): number {
  assertLevel(level);
  return PROFICIENCY.start + PROFICIENCY.gainsAtLevels.filter((l) => level >= l).length;
}

/** Damage thresholds: armor's base + level, or unarmored level and 2 x level. */
export function damageThresholds(
  level: number,
  armor: { majorThreshold: number; severeThreshold: number } | null,
): { major: number; severe: number } {
  assertLevel(level);
  if (!armor) return { major: level, severe: 2 * level };
  return { major: armor.majorThreshold + level, severe: armor.severeThreshold + level };
}

/** Base evasion is the class's starting evasion; 0 without a class. */
export function baseEvasion(cls: { evasion: number } | null | undefined): number {
  return cls?.evasion ?? 0;
}

/** Base armor score: the worn armor's score, or 0 unarmored. */
export function baseArmorScore(armor: { score: number } | null | undefined): number {
  return armor?.score ?? BASE_ARMOR_SCORE;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Hit point slots: class start plus bonuses, capped at 12. */
export function healthSlots(startingHitPoints: number, bonus = 0): number {
  return clamp(startingHitPoints + bonus, 0, RESOURCES.health.max);
}
/** Stress slots: 6 plus bonuses, capped at 12. */
export function stressSlots(bonus = 0): number {
  return clamp(RESOURCES.stress.startingSlots + bonus, 0, RESOURCES.stress.max);
}
/** Hope slots: 6 plus bonuses, capped at 10. */
export function hopeSlots(bonus = 0): number {
  return clamp(RESOURCES.hope.startingSlots + bonus, 0, RESOURCES.hope.max);
}
/** Armor slots equal the armor score, capped at 12 (SRD: Armor). */
export function armorSlots(armorScore: number): number {
  return clamp(armorScore, 0, RESOURCES.armor.max);
}

/** Steps a die up (`steps` > 0) or down along d4..d20, clamped at the ends. */
export function stepDie(die: Die, steps: number): Die {
  const i = DICE.indexOf(die);
  return DICE[clamp(i + steps, 0, DICE.length - 1)] as Die;
}
/** Steps a range band outward (`steps` > 0) or inward, clamped at Melee and Very Far. */
export function stepRange(range: Range, steps: number): Range {
  const i = RANGES.indexOf(range);
  return RANGES[clamp(i + steps, 0, RANGES.length - 1)] as Range;
}

export interface CompanionStats {
  evasion: number;
  stressSlots: number;
  damageDie: Die;
  range: Range;
  training: number;
}

/**
 * A ranger companion's stats: evasion 10, stress 3 slots (max 6), a d6 Melee attack (SRD: Beastbound
 * companion), each shifted by the companion stat keys (damage and range in steps).
 */
export function companionStats(mod: {
  companionEvasion?: number;
  companionStressSlot?: number;
  companionDamage?: number;
  companionRange?: number;
  companionTraining?: number;
}): CompanionStats {
  return {
    evasion: RESOURCES.companionEvasion.start + (mod.companionEvasion ?? 0),
    stressSlots: clamp(
      RESOURCES.companionStress.startingSlots + (mod.companionStressSlot ?? 0),
      0,
      RESOURCES.companionStress.max,
    ),
    damageDie: stepDie('d6', mod.companionDamage ?? 0),
    range: stepRange('Melee', mod.companionRange ?? 0),
    training: mod.companionTraining ?? 0,
  };
}
