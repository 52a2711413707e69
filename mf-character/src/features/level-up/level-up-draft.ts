// The level-up page's draft (what the player has chosen so far) and its translation into the rules' level
// selections, which the rules validate and apply. Pure: no React, no storage.
import {
  maxCardLevel,
  type AdvancementType,
  type Catalog,
  type Character,
  type DomainCard,
  type LevelSelection,
  type Tier,
} from '@duality/rules';

export interface AdvancementPick {
  type: AdvancementType;
  tier: Tier;
  /** Traits or Experiences (two), a card id, the subclass to upgrade, or the multiclass's class. */
  values: string[];
  /** Multiclass only: the foundation subclass and the domain. */
  subclass: string;
  domain: string;
}

export interface CompanionPick {
  upgrade: string;
  /** Intelligent: the companion Experience raised. */
  experience: string;
  /** Vicious: which one steps up. */
  step: 'damage' | 'range';
}

/** The optional Step Four exchange: a card held before the level-up, given up for another. */
export interface CardExchange {
  give: string;
  take: string;
}

export interface LevelUpDraft {
  picks: [AdvancementPick | null, AdvancementPick | null];
  experience: string;
  companionExperience: string;
  card: string;
  exchange: CardExchange;
  companion: CompanionPick[];
}

export const emptyDraft = (): LevelUpDraft => ({
  picks: [null, null],
  experience: '',
  companionExperience: '',
  card: '',
  exchange: { give: '', take: '' },
  companion: [],
});

export const newPick = (type: AdvancementType, tier: Tier): AdvancementPick => ({
  type,
  tier,
  values: [],
  subclass: '',
  domain: '',
});

/** The advancement picks in play: the second is dropped when the first takes both (Proficiency, Multiclass). */
export function activePicks(draft: LevelUpDraft): AdvancementPick[] {
  const [first, second] = draft.picks;
  if (first && (first.type === 'proficiency' || first.type === 'multiclass')) return [first];
  return [first, second].filter((p): p is AdvancementPick => p !== null);
}

function pickValue(pick: AdvancementPick): LevelSelection['value'] {
  if (pick.type === 'trait' || pick.type === 'experienceBonus') return pick.values;
  if (pick.type === 'domainCard' || pick.type === 'subclass' || pick.type === 'multiclass')
    return pick.values[0] ?? null;
  return null;
}

/** The advancement selections alone (used to offer the next pick and count companion upgrades). */
export function pickSelections(level: number, picks: readonly AdvancementPick[]): LevelSelection[] {
  return picks.map((pick, i) => ({
    id: `level-${level}-pick-${i + 1}`,
    level,
    type: pick.type,
    value: pickValue(pick),
    options:
      pick.type === 'multiclass'
        ? { tier: pick.tier, subclass: pick.subclass, domain: pick.domain }
        : { tier: pick.tier },
  }));
}

/**
 * Every selection of the draft for reaching `level`, ready for levelUpErrors / applyLevelUp: the tier
 * achievement's Experience when due, and the first `companionDue` companion upgrades that were chosen.
 */
export function draftSelections(
  level: number,
  draft: LevelUpDraft,
  { tierAchievement, companionDue }: { tierAchievement: boolean; companionDue: number },
): LevelSelection[] {
  const out = pickSelections(level, activePicks(draft));
  if (tierAchievement) {
    out.push({
      id: `level-${level}-experience`,
      level,
      type: 'experience',
      value: draft.experience.trim(),
      options: draft.companionExperience.trim()
        ? { companionExperience: draft.companionExperience.trim() }
        : {},
    });
  }
  if (draft.card)
    out.push({
      id: `level-${level}-card`,
      level,
      type: 'domainCard',
      value: draft.card,
      options: { step: 'levelUp' },
    });
  // Half an exchange (a card to give up but none to take, or the reverse) goes to the rules, which say so.
  if (draft.exchange.give || draft.exchange.take)
    out.push({
      id: `level-${level}-exchange`,
      level,
      type: 'domainCard',
      value: draft.exchange.take || null,
      options: { step: 'exchange', replaces: draft.exchange.give },
    });
  draft.companion.slice(0, companionDue).forEach((c, i) => {
    if (!c.upgrade) return;
    const options: Record<string, unknown> = {};
    if (c.upgrade === 'intelligent') options.experience = c.experience;
    if (c.upgrade === 'vicious') options.step = c.step;
    out.push({
      id: `level-${level}-companion-${i + 1}`,
      level,
      type: 'companion',
      value: c.upgrade,
      options,
    });
  });
  return out;
}

/**
 * Cards the player may take at `level`: the class's domains up to the level, a multiclass domain up to half
 * the level rounded up, none already held. `multiclassDomain` is the one chosen now or earlier.
 */
export function cardChoices(
  character: Character,
  catalog: Catalog,
  level: number,
  multiclassDomain: string | undefined,
): DomainCard[] {
  const cls = character.baseClass ? catalog.classes.get(character.baseClass) : undefined;
  const own = new Set<string>(cls?.domains ?? []);
  const held = new Set([...character.domainCards.loadout, ...character.domainCards.vault]);
  return [...catalog.domainCards.values()]
    .filter((card) => !held.has(card.id))
    .filter((card) =>
      own.has(card.domain)
        ? card.level <= maxCardLevel(level, false)
        : card.domain === multiclassDomain && card.level <= maxCardLevel(level, true),
    )
    .sort((a, b) => a.domain.localeCompare(b.domain) || a.level - b.level || a.name.localeCompare(b.name));
}

/**
 * Cards that may replace `give` in the optional exchange: the cards on offer at `level` (see cardChoices) no
 * higher in level than the card given up. Empty until a card to give up is chosen.
 */
export function exchangeChoices(
  character: Character,
  catalog: Catalog,
  level: number,
  multiclassDomain: string | undefined,
  give: string,
): DomainCard[] {
  const given = catalog.domainCards.get(give);
  if (!given) return [];
  return cardChoices(character, catalog, level, multiclassDomain).filter((c) => c.level <= given.level);
}
