// What a level-1 character needs before it is complete (SRD: Character Creation), as pure checks the builder
// runs on its draft. Each check returns the problems of one step in words a player understands; an empty list
// means the step is done.
import { TRAITS } from '../constants';
import type { Character } from '../schemas/character';
import type { Trait } from '../schemas/common';
import type { Weapon } from '../schemas/homebrew';
import { STARTING_POTIONS, startingChoices } from './builder-equipment';
import type { Catalog } from './catalog';
import { startingDomainCardCount } from '../play/domain-loadout';

/** The six trait modifiers a new character assigns, one per trait (SRD: Character Creation, step 3). */
export const TRAIT_SPREAD = [2, 1, 1, 0, 0, -1] as const;
/** Experiences at creation and their modifier (SRD: Character Creation, step 7). */
export const STARTING_EXPERIENCES = { count: 2, score: 2 } as const;
/** The tier of starting weapons and armor (SRD: Character Creation, step 5). */
export const STARTING_TIER = 1;

/** Trait values of the spread not yet used by the draft (with repeats: two 0s, two +1s). */
export function unusedTraitValues(character: Character): number[] {
  const left: number[] = [...TRAIT_SPREAD];
  for (const trait of TRAITS) {
    const score = character[trait].score;
    const at = score === null ? -1 : left.indexOf(score);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/** Problems with the traits: each trait needs a value, and together they use +2, +1, +1, 0, 0, -1 once each. */
export function traitProblems(character: Character): string[] {
  const missing = TRAITS.filter((t) => character[t].score === null);
  const problems: string[] = [];
  if (missing.length > 0) problems.push(`Give a value to ${missing.map(traitName).join(', ')}.`);
  const counts = new Map<number, number>();
  for (const t of TRAITS) {
    const score = character[t].score;
    if (score !== null) counts.set(score, (counts.get(score) ?? 0) + 1);
  }
  const allowed = new Map<number, number>();
  for (const v of TRAIT_SPREAD) allowed.set(v, (allowed.get(v) ?? 0) + 1);
  for (const [value, used] of [...counts].sort((a, b) => b[0] - a[0])) {
    const limit = allowed.get(value) ?? 0;
    if (used > limit) {
      problems.push(
        limit === 0
          ? `${signedValue(value)} is not one of the values to assign.`
          : `${signedValue(value)} is used ${used} times; it may be used ${limit === 1 ? 'once' : `${limit} times`}.`,
      );
    }
  }
  return problems;
}

/** Problems with the starting weapons: a tier-1 primary, and within the burden of two hands. */
export function weaponProblems(character: Character, catalog: Catalog): string[] {
  const entries = character.inventory.weapons;
  const weapons = entries.map((e) => catalog.weapons.get(e.itemId));
  const problems: string[] = [];
  if (weapons.some((w) => w === undefined))
    problems.push('A chosen weapon is no longer available; choose again.');
  const known = weapons.filter((w): w is Weapon => w !== undefined);
  const primaries = known.filter((w) => w.slot === 'primary');
  const secondaries = known.filter((w) => w.slot === 'secondary');
  if (primaries.length === 0) problems.push('Choose a primary weapon.');
  if (primaries.length > 1) problems.push('Choose only one primary weapon.');
  if (secondaries.length > 1) problems.push('Choose at most one secondary weapon.');
  if (known.some((w) => w.tier !== STARTING_TIER)) problems.push('Starting weapons must be tier 1.');
  const burden = known.reduce((sum, w) => sum + w.burden, 0);
  // SRD: Character Creation, step 5: a two-handed primary, or a one-handed primary and a one-handed secondary.
  if (burden > 2) problems.push('A two-handed primary weapon leaves no hand for a secondary weapon.');
  return problems;
}

/** Problems with the armor: one tier-1 armor. */
export function armorProblems(character: Character, catalog: Catalog): string[] {
  const entry = character.inventory.armor;
  if (entry === null) return ['Choose your armor.'];
  const armor = catalog.armor.get(entry.itemId);
  if (armor === undefined) return ['The chosen armor is no longer available; choose again.'];
  return armor.tier === STARTING_TIER ? [] : ['Starting armor must be tier 1.'];
}

/** Problems with the starting choices: the potion and, when the class lists them, its item. */
export function startingItemProblems(character: Character, catalog: Catalog): string[] {
  const { potion, classItem } = startingChoices(character);
  const problems: string[] = [];
  if (potion === null || !(STARTING_POTIONS as readonly string[]).includes(potion)) {
    problems.push('Choose a Minor Health Potion or a Minor Stamina Potion.');
  }
  const cls = character.baseClass === null ? undefined : catalog.classes.get(character.baseClass);
  if (
    (cls?.startingGear.choose.length ?? 0) > 0 &&
    (classItem === null || !cls!.startingGear.choose.includes(classItem))
  ) {
    problems.push("Choose one of your class's starting items.");
  }
  return problems;
}

/** Problems with the experiences: two, each named, at +2. */
export function experienceProblems(character: Character): string[] {
  const named = character.experience.filter((e) => e.name.trim() !== '');
  const problems: string[] = [];
  if (
    named.length !== STARTING_EXPERIENCES.count ||
    character.experience.length !== STARTING_EXPERIENCES.count
  ) {
    problems.push('Name two experiences.');
  }
  if (character.experience.some((e) => e.score !== STARTING_EXPERIENCES.score)) {
    problems.push('Each starting experience is +2.');
  }
  const names = named.map((e) => e.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) problems.push('Give the two experiences different names.');
  return problems;
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];

/**
 * Problems with the domain cards: two different level-1 cards from the class's two domains, one more for each
 * feature that grants an extra card (School of Knowledge's Prepared: a third card of level 1 at creation).
 */
export function domainCardProblems(character: Character, catalog: Catalog): string[] {
  const cls = character.baseClass === null ? undefined : catalog.classes.get(character.baseClass);
  if (cls === undefined) return ['Choose a class first: its domains decide which cards you may take.'];
  const ids = character.domainCards.loadout;
  const problems: string[] = [];
  const wanted = startingDomainCardCount(character, catalog);
  if (ids.length !== wanted || new Set(ids).size !== ids.length)
    problems.push(`Choose ${COUNT_WORDS[wanted] ?? wanted} domain cards.`);
  for (const id of ids) {
    const card = catalog.domainCards.get(id);
    if (card === undefined) problems.push('A chosen card is no longer available; choose again.');
    else if (!cls.domains.includes(card.domain) || card.level !== 1) {
      problems.push(`${card.name} is not a level-1 card of the ${cls.domains.join(' or ')} domain.`);
    }
  }
  return problems;
}

/** Problems with the class and subclass: a known class and one of its subclasses. */
export function classProblems(character: Character, catalog: Catalog): string[] {
  const cls = character.baseClass === null ? undefined : catalog.classes.get(character.baseClass);
  if (cls === undefined) return ['Choose a class.'];
  const subclass =
    character.subclass[0] === undefined ? undefined : catalog.subclasses.get(character.subclass[0]);
  if (subclass === undefined || subclass.class !== cls.id) return ['Choose a subclass of your class.'];
  return [];
}

/** Problems with the heritage: one ancestry (or two for a mixed ancestry) and a community, all known. */
export function heritageProblems(character: Character, catalog: Catalog): string[] {
  const problems: string[] = [];
  const ancestries = character.ancestry;
  if (ancestries.length === 0 || ancestries.some((id) => !catalog.ancestries.has(id)))
    problems.push('Choose an ancestry.');
  else if (ancestries.length === 2 && ancestries[0] === ancestries[1]) {
    problems.push('A mixed ancestry takes features from two different ancestries.');
  }
  if (character.community === null || !catalog.communities.has(character.community))
    problems.push('Choose a community.');
  return problems;
}

function traitName(trait: Trait): string {
  return trait.charAt(0).toUpperCase() + trait.slice(1);
}

function signedValue(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
