// Level-up options and validation (SRD: Leveling Up, Multiclassing; the character sheet's level-up boards).
import { TRAITS } from '../constants';
import type { Character, LevelSelection } from '../schemas/character';
import type { Tier } from '../schemas/common';
import type { Catalog } from './catalog';
import { tierForLevel } from './stats';
import { COMPANION_UPGRADES } from './companion';

export type AdvancementType =
  | 'trait'
  | 'hitPoint'
  | 'stress'
  | 'experienceBonus'
  | 'domainCard'
  | 'evasion'
  | 'subclass'
  | 'proficiency'
  | 'multiclass';

export interface AdvancementDef {
  type: AdvancementType;
  /** Slots on each tier's board (tier 1 has no board: level 1 takes no advancements). */
  slots: Record<2 | 3 | 4, number>;
  /** Advancements it uses up: proficiency and multiclass take both of a level's picks. */
  cost: 1 | 2;
}

/** The level-up boards of the character sheet: slots per tier (SRD: Leveling Up, Step Two). */
export const ADVANCEMENTS: readonly AdvancementDef[] = [
  { type: 'trait', slots: { 2: 3, 3: 3, 4: 3 }, cost: 1 },
  { type: 'hitPoint', slots: { 2: 2, 3: 2, 4: 2 }, cost: 1 },
  { type: 'stress', slots: { 2: 2, 3: 2, 4: 2 }, cost: 1 },
  { type: 'experienceBonus', slots: { 2: 1, 3: 1, 4: 1 }, cost: 1 },
  { type: 'domainCard', slots: { 2: 1, 3: 1, 4: 1 }, cost: 1 },
  { type: 'evasion', slots: { 2: 1, 3: 1, 4: 1 }, cost: 1 },
  { type: 'subclass', slots: { 2: 1, 3: 1, 4: 1 }, cost: 1 },
  { type: 'proficiency', slots: { 2: 1, 3: 1, 4: 1 }, cost: 2 },
  // SRD: Multiclassing, "Starting at level 5".
  { type: 'multiclass', slots: { 2: 0, 3: 1, 4: 1 }, cost: 2 },
];
/** Advancements chosen per level-up (SRD: Leveling Up, "Choose any two advancements"). */
export const ADVANCEMENTS_PER_LEVEL = 2;
/** Levels whose tier achievement grants a +2 Experience and +1 Proficiency, and clears marked traits. */
export const TIER_ACHIEVEMENT_LEVELS = [2, 5, 8] as const;
/** A new Experience starts at +2 (SRD: Leveling Up, Step One). */
export const NEW_EXPERIENCE_SCORE = 2;

const defOf = (type: string) => ADVANCEMENTS.find((a) => a.type === type);
/**
 * A Step Four domain card selection: `options.step` is `levelUp` for the new card, or `exchange` for the optional
 * exchange of a card held before (`options.replaces`) for another (the value).
 */
export const isStepFourCard = (s: LevelSelection): boolean =>
  s.type === 'domainCard' && (s.options.step === 'levelUp' || s.options.step === 'exchange');
/** True when the selection is one of the Step Two advancements rather than an achievement or Step Four card. */
export const isAdvancement = (s: LevelSelection): boolean =>
  defOf(s.type) !== undefined && !isStepFourCard(s);
/** The board (tier) an advancement marks: options.tier, or the tier of its level. */
export const boardOf = (s: LevelSelection): Tier => {
  const t = Number(s.options.tier);
  return (t >= 2 && t <= 4 ? t : tierForLevel(s.level)) as Tier;
};

export interface AdvancementOption {
  type: AdvancementType;
  tier: Tier;
  slots: number;
  used: number;
  cost: 1 | 2;
  available: boolean;
  reason?: string;
}

const strings = (v: LevelSelection['value']): string[] =>
  Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];

/** What a character may pick when reaching `level`: every board of its tier or lower, with slots left. */
export function levelUpOptions(
  character: Character,
  level: number,
  pending: readonly LevelSelection[] = [],
): AdvancementOption[] {
  const tier = tierForLevel(level);
  const taken = [...character.levelSelections.filter((s) => s.level < level), ...pending].filter(
    isAdvancement,
  );
  const multiclassBoard = taken.find((s) => s.type === 'multiclass');
  const out: AdvancementOption[] = [];
  for (let board = 2 as Tier; board <= tier; board = (board + 1) as Tier) {
    for (const def of ADVANCEMENTS) {
      const slots = def.slots[board as 2 | 3 | 4];
      if (slots === 0) continue;
      const used = taken.filter((s) => s.type === def.type && boardOf(s) === board).length;
      let reason: string | undefined;
      if (used >= slots) reason = 'No unmarked slot left';
      else if (def.type === 'multiclass' && (character.multiclass || multiclassBoard))
        reason = 'Already multiclassed';
      else if (def.type === 'multiclass' && level < 5) reason = 'Multiclassing starts at level 5';
      else if (
        def.type === 'multiclass' &&
        taken.some((s) => s.type === 'subclass' && boardOf(s) === board)
      ) {
        reason = 'An upgraded subclass was taken in this tier';
      } else if (def.type === 'subclass' && multiclassBoard && boardOf(multiclassBoard) === board) {
        reason = 'Multiclassed in this tier';
      }
      out.push({
        type: def.type,
        tier: board,
        slots,
        used,
        cost: def.cost,
        available: reason === undefined,
        ...(reason ? { reason } : {}),
      });
    }
  }
  return out;
}

/** Traits marked this tier (they can't be raised again until the next tier achievement clears them). */
export function markedTraits(character: Character, level: number): string[] {
  const tier = tierForLevel(level);
  return character.levelSelections
    .filter((s) => s.level < level && s.type === 'trait' && tierForLevel(s.level) === tier)
    .flatMap((s) => strings(s.value));
}

/** Highest card level allowed from a domain at `level`: the level, or half of it rounded up for a multiclass domain. */
export function maxCardLevel(level: number, multiclassDomain: boolean): number {
  return multiclassDomain ? Math.ceil(level / 2) : level;
}

/** Every problem with the selections made when reaching `level`; empty when the level-up is valid. */
export function validateLevelUp(
  character: Character,
  level: number,
  selections: readonly LevelSelection[],
  catalog?: Catalog,
): string[] {
  const errors: string[] = [];
  if (level !== character.level + 1)
    errors.push(`A level-up goes from ${character.level} to ${character.level + 1}, not ${level}`);
  if (level < 2 || level > 10) return [...errors, 'Levels run from 2 to 10'];
  if (selections.some((s) => s.level !== level)) errors.push(`Every selection must be for level ${level}`);

  const advancements = selections.filter(isAdvancement);
  const spent = advancements.reduce((sum, s) => sum + (defOf(s.type)?.cost ?? 0), 0);
  if (spent !== ADVANCEMENTS_PER_LEVEL)
    errors.push(`Choose advancements worth exactly ${ADVANCEMENTS_PER_LEVEL} (chosen: ${spent})`);

  // Check each advancement against the boards as they stand before it.
  advancements.forEach((sel, i) => {
    const options = levelUpOptions(character, level, advancements.slice(0, i));
    const board = boardOf(sel);
    const option = options.find((o) => o.type === sel.type && o.tier === board);
    if (!option) errors.push(`${sel.type}: not offered on the tier ${board} board at level ${level}`);
    else if (!option.available) errors.push(`${sel.type} (tier ${board}): ${option.reason}`);
  });

  const marked = new Set(markedTraits(character, level));
  const experienceNames = new Set(character.experience.map((e) => e.name));
  for (const sel of advancements) {
    const values = strings(sel.value);
    if (sel.type === 'trait') {
      if (values.length !== 2 || new Set(values).size !== 2)
        errors.push('trait: choose two different traits');
      for (const t of values) {
        if (!(TRAITS as readonly string[]).includes(t)) errors.push(`trait: unknown trait ${t}`);
        else if (marked.has(t)) errors.push(`trait: ${t} is already marked this tier`);
        marked.add(t);
      }
    }
    if (sel.type === 'experienceBonus') {
      if (values.length !== 2 || new Set(values).size !== 2)
        errors.push('experienceBonus: choose two different Experiences');
      for (const v of values)
        if (!experienceNames.has(v)) errors.push(`experienceBonus: no Experience named ${v}`);
    }
    if (sel.type === 'subclass') {
      const target = values[0] || character.subclass[0];
      const held = [...character.subclass, character.multiclass?.subclass];
      const upgrades = [
        ...character.levelSelections,
        ...advancements.slice(0, advancements.indexOf(sel)),
      ].filter(
        (s) => s.type === 'subclass' && (strings(s.value)[0] || character.subclass[0]) === target,
      ).length;
      if (!target || !held.includes(target)) errors.push('subclass: upgrade a subclass you have');
      else if (upgrades >= 2) errors.push('subclass: already at mastery');
    }
    if (sel.type === 'multiclass') {
      const cls = values[0];
      if (!cls) errors.push('multiclass: choose a class');
      else if (cls === character.baseClass) errors.push('multiclass: choose a class other than your own');
    }
  }

  if ((TIER_ACHIEVEMENT_LEVELS as readonly number[]).includes(level)) {
    const exp = selections.filter((s) => s.type === 'experience');
    if (exp.length !== 1 || !strings(exp[0]!.value)[0]?.trim())
      errors.push(`Level ${level}: name the new Experience`);
  }
  const levelCards = selections.filter((s) => s.type === 'domainCard' && s.options.step === 'levelUp');
  if (levelCards.length !== 1) errors.push('Acquire exactly one new domain card');
  if (catalog) errors.push(...domainCardErrors(character, level, selections, catalog));
  if (catalog) errors.push(...exchangeErrors(character, selections, catalog));
  return errors;
}

/**
 * The optional exchange (SRD: Leveling Up, Step Four: "exchange one domain card you've previously acquired for
 * a different domain card of the same level or lower"): at most one per level-up, of a card held before it, for a
 * card no higher in level. Domains, level limits and "not already held" are checked with the other cards.
 */
function exchangeErrors(
  character: Character,
  selections: readonly LevelSelection[],
  catalog: Catalog,
): string[] {
  const exchanges = selections.filter((s) => s.type === 'domainCard' && s.options.step === 'exchange');
  if (exchanges.length === 0) return [];
  if (exchanges.length > 1) return ['Exchange at most one domain card per level'];
  const sel = exchanges[0]!;
  const oldId = typeof sel.options.replaces === 'string' ? sel.options.replaces : '';
  const old = catalog.domainCards.get(oldId);
  const held = [...character.domainCards.loadout, ...character.domainCards.vault];
  if (!old || !held.includes(oldId)) return ['exchange: choose a domain card you already have to give up'];
  const newId = strings(sel.value)[0];
  if (!newId) return [`exchange: choose a card to take in place of ${old.name}`];
  const card = catalog.domainCards.get(newId);
  if (card && card.level > old.level)
    return [`exchange: ${card.name} is level ${card.level}, above ${old.name} (level ${old.level})`];
  return [];
}

/** Checks chosen domain cards: known, from an accessible domain, not above the allowed level, not already held. */
function domainCardErrors(
  character: Character,
  level: number,
  selections: readonly LevelSelection[],
  catalog: Catalog,
): string[] {
  const errors: string[] = [];
  const cls = character.baseClass ? catalog.classes.get(character.baseClass) : undefined;
  const multiclassSel = selections.find((s) => s.type === 'multiclass');
  const multiDomain = character.multiclass?.domain ?? (multiclassSel?.options.domain as string | undefined);
  const held = new Set([...character.domainCards.loadout, ...character.domainCards.vault]);
  for (const sel of selections.filter((s) => s.type === 'domainCard')) {
    const id = strings(sel.value)[0];
    // An exchange without its new card is reported by exchangeErrors.
    if (!id && sel.options.step === 'exchange') continue;
    const card = id ? catalog.domainCards.get(id) : undefined;
    if (!card) {
      errors.push(`domainCard: unknown card ${id ?? '(none)'}`);
      continue;
    }
    const classDomain = (cls?.domains as readonly string[] | undefined)?.includes(card.domain) ?? false;
    const viaMulticlass = !classDomain && card.domain === multiDomain;
    if (!classDomain && !viaMulticlass)
      errors.push(`domainCard: ${card.name} is not from one of your domains`);
    else if (card.level > maxCardLevel(level, viaMulticlass)) {
      errors.push(
        `domainCard: ${card.name} is level ${card.level}, above ${maxCardLevel(level, viaMulticlass)}`,
      );
    }
    if (held.has(card.id)) errors.push(`domainCard: ${card.name} is already held`);
    held.add(card.id);
  }
  return errors;
}

/**
 * Companion upgrades that grant a capability rather than a number can be taken once; the SRD text gives no slot
 * counts, so the numeric ones (Intelligent, Vicious, Resilient, Aware) may repeat.
 */
export const SINGLE_COMPANION_UPGRADES: readonly string[] = [
  'lightInTheDark',
  'creatureComfort',
  'armored',
  'bonded',
];

/**
 * How many companion upgrades a level-up takes (SRD: Beastbound): one, plus one more when this level-up takes the
 * specialization (Expert Training) and two more for the mastery (Advanced Training). 0 without a companion.
 */
export function companionUpgradesDue(character: Character, selections: readonly LevelSelection[]): number {
  if (!character.companion) return 0;
  const beastbound = character.subclass[0];
  const isUpgrade = (s: LevelSelection) =>
    s.type === 'subclass' && (s.value === null || s.value === '' || s.value === beastbound);
  const priorUpgrades = character.levelSelections.filter(isUpgrade).length;
  const nowUpgrades = selections.filter(isUpgrade).length;
  let expected = 1;
  if (nowUpgrades > 0 && priorUpgrades === 0) expected += 1;
  if (nowUpgrades > 0 && priorUpgrades === 1) expected += 2;
  return expected;
}

/**
 * Problems with the companion upgrades chosen when reaching `level`: exactly `companionUpgradesDue` of them,
 * capability upgrades once each. Empty when the character has no companion and chose none.
 */
export function companionLevelUpErrors(
  character: Character,
  _level: number,
  selections: readonly LevelSelection[],
): string[] {
  const chosen = selections.filter((s) => s.type === 'companion');
  if (!character.companion) return chosen.length > 0 ? ['companion: this character has no companion'] : [];
  const expected = companionUpgradesDue(character, selections);
  const errors: string[] = [];
  if (chosen.length !== expected)
    errors.push(`companion: choose exactly ${expected} upgrade${expected > 1 ? 's' : ''}`);
  const taken = new Set(character.companion.levelSelections.map((s) => String(s.value)));
  for (const s of chosen) {
    const v = String(s.value);
    if (!(v in COMPANION_UPGRADES)) errors.push(`companion: unknown upgrade ${v}`);
    else if (SINGLE_COMPANION_UPGRADES.includes(v) && taken.has(v))
      errors.push(`companion: ${v} is already taken`);
    taken.add(v);
  }
  return errors;
}
