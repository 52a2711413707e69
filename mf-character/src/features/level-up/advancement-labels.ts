import type { AdvancementType } from '@duality/rules';

/** What each advancement does, in the product's words (SRD: Leveling Up, Step Two). */
export const ADVANCEMENT_LABELS: Record<AdvancementType, string> = {
  trait: 'Raise two unmarked traits by 1',
  hitPoint: 'Add a Hit Point slot',
  stress: 'Add a Stress slot',
  experienceBonus: 'Raise two Experiences by 1',
  domainCard: 'Take an extra domain card',
  evasion: 'Raise Evasion by 1',
  subclass: 'Take your next subclass card',
  proficiency: 'Raise Proficiency by 1 (takes both picks)',
  multiclass: 'Multiclass (takes both picks)',
};
