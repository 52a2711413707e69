// Ranger companion level-up options (SRD: Beastbound, Leveling Up Your Companion) as stat changes.
import type { Character } from '../schemas/character';
import type { Modify } from '../schemas/common';
import type { Catalog } from './catalog';

/** Companion upgrades and what each changes; Vicious steps damage or range (chosen in options.step). */
export const COMPANION_UPGRADES = {
  intelligent: {},
  lightInTheDark: { hopeSlot: 1 },
  creatureComfort: {},
  armored: {},
  vicious: {},
  resilient: { companionStressSlot: 1 },
  bonded: {},
  aware: { companionEvasion: 2 },
} as const satisfies Record<string, Modify>;
export type CompanionUpgrade = keyof typeof COMPANION_UPGRADES;

/** The modify map one companion level selection contributes (Vicious: damage by default, range if chosen). */
export function companionUpgradeModify(value: unknown, options: Record<string, unknown>): Modify {
  if (value === 'vicious') return options.step === 'range' ? { companionRange: 1 } : { companionDamage: 1 };
  if (typeof value === 'string' && value in COMPANION_UPGRADES)
    return COMPANION_UPGRADES[value as CompanionUpgrade];
  return {};
}

/** True when a subclass the character holds grants the Companion feature (Beastbound, or a homebrew one). */
export function hasCompanionFeature(character: Character, catalog: Catalog): boolean {
  const held = [...character.subclass, character.multiclass?.subclass];
  return held.some((id) =>
    (id ? catalog.subclasses.get(id) : undefined)?.foundation.features.some((f) => f.name === 'Companion'),
  );
}
