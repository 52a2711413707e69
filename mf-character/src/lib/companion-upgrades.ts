// The Beastbound companion's level-up options, in the product's words, for the level-up and companion pages.
import { COMPANION_UPGRADES, type CompanionUpgrade } from '@duality/rules';

export const COMPANION_UPGRADE_LABELS: Record<CompanionUpgrade, string> = {
  intelligent: 'Intelligent: +1 to one companion Experience',
  lightInTheDark: 'Light in the Dark: an extra Hope slot for you',
  creatureComfort: 'Creature Comfort: a Hope or a cleared Stress after some care, once per rest',
  armored: 'Armored: mark your Armor Slot instead of its Stress',
  vicious: 'Vicious: its damage die or range one step up',
  resilient: 'Resilient: one more Stress slot',
  bonded: 'Bonded: it may help you up when you mark your last Hit Point',
  aware: 'Aware: +2 Evasion',
};

export const COMPANION_UPGRADE_IDS = Object.keys(COMPANION_UPGRADES) as CompanionUpgrade[];

/** The short name of an upgrade ("Aware"), or the raw value for one the rules do not know. */
export function companionUpgradeName(value: unknown): string {
  const label = typeof value === 'string' ? COMPANION_UPGRADE_LABELS[value as CompanionUpgrade] : undefined;
  return label ? label.split(':')[0]! : String(value);
}
