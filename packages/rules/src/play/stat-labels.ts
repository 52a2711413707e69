// Every stat key in the player's words, so no screen shows an internal key such as `healthSlot`.
import type { StatKey } from '../schemas/common';

export const STAT_LABELS: Record<StatKey, string> = {
  agility: 'Agility',
  strength: 'Strength',
  finesse: 'Finesse',
  instinct: 'Instinct',
  presence: 'Presence',
  knowledge: 'Knowledge',
  healthSlot: 'Hit Point slots',
  stressSlot: 'Stress slots',
  hopeSlot: 'Hope slots',
  armorScore: 'Armor Score',
  evasion: 'Evasion',
  majorDamageThreshold: 'Major damage threshold',
  severeDamageThreshold: 'Severe damage threshold',
  proficiency: 'Proficiency',
  primaryMeleeDamage: 'Primary melee damage',
  companionEvasion: 'Companion Evasion',
  companionStressSlot: 'Companion Stress slots',
  companionTraining: 'Companion training',
  companionDamage: 'Companion damage die steps',
  companionRange: 'Companion range steps',
};

/** A stat key's label. */
export function statLabel(key: StatKey): string {
  return STAT_LABELS[key];
}
