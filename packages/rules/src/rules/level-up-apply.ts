// Applying a validated level-up to a character (SRD: Leveling Up, Multiclassing; Beastbound companion).
import { LIMITS, MAX_LOADOUT, TRAITS } from '../constants';
import type { Character, Companion, LevelSelection } from '../schemas/character';
import { domainSchema, type Trait } from '../schemas/common';
import type { Catalog } from './catalog';
import {
  companionLevelUpErrors,
  NEW_EXPERIENCE_SCORE,
  TIER_ACHIEVEMENT_LEVELS,
  validateLevelUp,
} from './leveling';

export type LevelUpResult = { ok: true; character: Character } | { ok: false; errors: string[] };

const strings = (v: LevelSelection['value']): string[] =>
  Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** True at the levels whose tier achievement grants an Experience and Proficiency (2, 5 and 8). */
export const isTierAchievementLevel = (level: number): boolean =>
  (TIER_ACHIEVEMENT_LEVELS as readonly number[]).includes(level);

/** The tier achievements at 5 and 8 clear marked traits; the one at 2 has none to clear (SRD: Step One). */
export const clearsTraitMarks = (level: number): boolean => level === 5 || level === 8;

/**
 * Every problem with a whole level-up: the advancements, the tier achievement, the new card, the multiclass
 * choice, the companion's upgrades and, at a tier achievement, the companion's new Experience (a companion gains
 * one whenever its ranger does). Empty when the level-up may be applied.
 */
export function levelUpErrors(
  character: Character,
  selections: readonly LevelSelection[],
  catalog: Catalog,
): string[] {
  const level = character.level + 1;
  const errors = [
    ...validateLevelUp(character, level, selections, catalog),
    ...multiclassErrors(character, selections, catalog),
    ...companionLevelUpErrors(character, level, selections),
  ];
  const experience = selections.find((s) => s.type === 'experience');
  const name = experience ? text(strings(experience.value)[0]) : '';
  if (name && character.experience.some((e) => e.name.toLowerCase() === name.toLowerCase()))
    errors.push(`You already have an Experience named ${name}`);
  if (experience && character.experience.length >= LIMITS.experienceMax)
    errors.push(`A character has at most ${LIMITS.experienceMax} Experiences`);
  if (character.companion && isTierAchievementLevel(level) && experience) {
    if (!text(experience.options.companionExperience))
      errors.push(`Level ${level}: name your companion's new Experience`);
  }
  for (const s of selections.filter((x) => x.type === 'companion' && x.value === 'intelligent')) {
    const target = text(s.options.experience);
    if (!character.companion?.experience.some((e) => e.name === target))
      errors.push("companion: Intelligent needs one of your companion's Experiences");
  }
  if (character.levelSelections.length + selections.length > LIMITS.levelSelectionsMax)
    errors.push('Too many level selections on this character');
  return errors;
}

/** A multiclass names its class, one of that class's subclasses (the foundation card) and one of its domains. */
function multiclassErrors(
  character: Character,
  selections: readonly LevelSelection[],
  catalog: Catalog,
): string[] {
  const sel = selections.find((s) => s.type === 'multiclass');
  if (!sel) return [];
  const classId = strings(sel.value)[0];
  const cls = classId ? catalog.classes.get(classId) : undefined;
  if (!classId || classId === character.baseClass) return [];
  if (!cls) return [`multiclass: unknown class ${classId}`];
  const errors: string[] = [];
  const subclass = catalog.subclasses.get(text(sel.options.subclass));
  if (!subclass || subclass.class !== cls.id)
    errors.push(`multiclass: choose a ${cls.name} subclass for its foundation card`);
  if (!(cls.domains as readonly string[]).includes(text(sel.options.domain)))
    errors.push(`multiclass: choose one of the ${cls.name} domains (${cls.domains.join(' or ')})`);
  return errors;
}

/** Adds a card to the loadout while it has room, else to the vault (SRD: Step Four). */
function acquireCard(cards: Character['domainCards'], id: string): Character['domainCards'] {
  return cards.loadout.length < MAX_LOADOUT
    ? { loadout: [...cards.loadout, id], vault: cards.vault }
    : { loadout: cards.loadout, vault: [...cards.vault, id] };
}

/** The exchanged card takes the given-up card's place, in the loadout or the vault (SRD: Step Four). */
function exchangeCard(cards: Character['domainCards'], oldId: string, newId: string) {
  const swap = (ids: string[]) => ids.map((id) => (id === oldId ? newId : id));
  return { loadout: swap(cards.loadout), vault: swap(cards.vault) };
}

function levelCompanion(companion: Companion, level: number, selections: readonly LevelSelection[]) {
  const upgrades = selections.filter((s) => s.type === 'companion');
  let experience = companion.experience.map((e) => {
    const raised = upgrades.filter(
      (s) => s.value === 'intelligent' && text(s.options.experience) === e.name,
    ).length;
    return { ...e, score: e.score + raised };
  });
  const gained = text(selections.find((s) => s.type === 'experience')?.options.companionExperience);
  if (gained && isTierAchievementLevel(level))
    experience = [...experience, { name: gained, score: NEW_EXPERIENCE_SCORE }];
  return { ...companion, experience, levelSelections: [...companion.levelSelections, ...upgrades] };
}

/**
 * The character after a level-up, or the reasons it can't be applied. The level rises by one; trait marks are
 * cleared at 5 and 8 before this level's traits are marked; the tier achievement's Experience starts at +2
 * (its +1 Proficiency and the thresholds' +1 per level follow from the level); Experience bonuses raise two
 * Experiences; every new card goes to the loadout while there is room, an exchanged card takes the place of
 * the one given up; a multiclass records its class, subclass
 * and domain; companion upgrades go on the companion. Pure: the input is not changed.
 */
export function applyLevelUp(
  character: Character,
  selections: readonly LevelSelection[],
  catalog: Catalog,
): LevelUpResult {
  const errors = levelUpErrors(character, selections, catalog);
  if (errors.length > 0) return { ok: false, errors };
  const level = character.level + 1;
  const next: Character = structuredClone(character);
  next.level = level;
  if (clearsTraitMarks(level)) for (const t of TRAITS) next[t] = { ...next[t], upgraded: false };

  for (const sel of selections) {
    const values = strings(sel.value);
    if (sel.type === 'trait')
      for (const t of values) next[t as Trait] = { ...next[t as Trait], upgraded: true };
    if (sel.type === 'experience')
      next.experience = [...next.experience, { name: text(values[0]), score: NEW_EXPERIENCE_SCORE }];
    if (sel.type === 'experienceBonus')
      next.experience = next.experience.map((e) =>
        values.includes(e.name) ? { ...e, score: e.score + 1 } : e,
      );
    if (sel.type === 'domainCard' && values[0] && sel.options.step === 'exchange')
      next.domainCards = exchangeCard(next.domainCards, text(sel.options.replaces), values[0]);
    else if (sel.type === 'domainCard' && values[0])
      next.domainCards = acquireCard(next.domainCards, values[0]);
    if (sel.type === 'multiclass' && values[0]) {
      const subclass = text(sel.options.subclass);
      const domain = domainSchema.parse(sel.options.domain);
      next.multiclass = { class: values[0], subclass, domain };
      next.subclass = [...next.subclass.slice(0, 1), subclass];
    }
  }
  next.levelSelections = [...next.levelSelections, ...selections.filter((s) => s.type !== 'companion')];
  if (next.companion) next.companion = levelCompanion(next.companion, level, selections);
  return { ok: true, character: next };
}
