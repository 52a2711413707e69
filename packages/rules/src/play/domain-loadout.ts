// The loadout and the vault (SRD: Domains, "Loadout & Vault"): at most five active cards; moving freely at a
// rest; outside a rest, a card comes back from the vault for its Recall Cost in Stress, and a full loadout sends
// one card to the vault at no cost. Features that grant extra cards (School of Knowledge's Prepared,
// Accomplished and Brilliant carry the `extraDomainCard` flag) raise how many cards a character takes.
import { MAX_LOADOUT } from '../constants';
import type { Character, DomainCards } from '../schemas/character';
import type { Feature } from '../schemas/feature';
import type { Catalog } from '../rules/catalog';
import { collectFeatures } from '../rules/derive-features';
import type { TrackLimits } from '../rules/recovery';
import { markStress, stressIsFull } from './stress';

export type CardMove = { ok: true; cards: DomainCards } | { ok: false; error: string };

/** Domain cards at creation (SRD: Character Creation, step 8; Classes, "two 1st-level domain cards"). */
export const STARTING_DOMAIN_CARDS = 2;
/** The flag the SRD import sets on features that grant one more domain card. */
export const EXTRA_DOMAIN_CARD_FLAG = 'extraDomainCard';

/** Moves a card between the loadout and the vault as at a rest: free, the loadout holding at most five. */
export function moveCard(cards: DomainCards, cardId: string, to: 'loadout' | 'vault'): CardMove {
  const from = to === 'loadout' ? 'vault' : 'loadout';
  if (!cards[from].includes(cardId)) return { ok: false, error: `That card is not in the ${from}` };
  if (to === 'loadout' && cards.loadout.length >= MAX_LOADOUT)
    return {
      ok: false,
      error: `The loadout holds at most ${MAX_LOADOUT} cards: move one to the vault first`,
    };
  return {
    ok: true,
    cards: {
      ...cards,
      [from]: cards[from].filter((c) => c !== cardId),
      [to]: [...cards[to], cardId],
    } as DomainCards,
  };
}

export interface RecallOptions {
  /** True at the start of a rest, when cards move for free. */
  resting: boolean;
  /** The card's Recall Cost in Stress. */
  recallCost: number;
  /** A loadout card to send to the vault when the loadout is full (free). */
  swapOut?: string | undefined;
  /** The character's slots, so Stress overflows into a Hit Point as the SRD says. */
  limits: TrackLimits;
}

export type RecallResult =
  | { ok: true; character: Character; stressMarked: number; hitPointsMarked: number }
  | { ok: false; error: string };

/**
 * Brings a card from the vault into the loadout. At a rest it is free; at any other time it marks the card's
 * Recall Cost in Stress (refused while every Stress is marked). A full loadout needs `swapOut`, a loadout card
 * that goes to the vault for free. Returns the new character; the old one is unchanged (undo keeps it).
 */
export function recallCard(character: Character, cardId: string, options: RecallOptions): RecallResult {
  let cards = character.domainCards;
  if (!cards.vault.includes(cardId)) return { ok: false, error: 'That card is not in the vault' };
  if (cards.loadout.length >= MAX_LOADOUT) {
    if (options.swapOut === undefined || !cards.loadout.includes(options.swapOut))
      return { ok: false, error: `The loadout is full: choose a card to send to the vault in its place` };
    const out = moveCard(cards, options.swapOut, 'vault');
    if (!out.ok) return out;
    cards = out.cards;
  }
  const cost = options.resting ? 0 : options.recallCost;
  if (cost > 0 && stressIsFull(character.resources, options.limits))
    return { ok: false, error: 'Every Stress is marked, so this card cannot be recalled until a rest' };
  const moved = moveCard(cards, cardId, 'loadout');
  if (!moved.ok) return moved;
  const paid = markStress(character.resources, cost, options.limits);
  return {
    ok: true,
    character: { ...character, domainCards: moved.cards, resources: paid.resources },
    stressMarked: paid.stress,
    hitPointsMarked: paid.hitPoints,
  };
}

/** How many extra domain cards these features grant (each `extraDomainCard` flag is one card). */
export function extraDomainCardGrants(features: readonly { feature: Feature }[]): number {
  return features
    .flatMap((f) => f.feature.effects ?? [])
    .filter((e) => e.kind === 'flag' && e.flag === EXTRA_DOMAIN_CARD_FLAG).length;
}

/** The cards a new character takes: two, plus one per feature granting an extra card (Prepared at level 1). */
export function startingDomainCardCount(character: Character, catalog: Catalog): number {
  return STARTING_DOMAIN_CARDS + extraDomainCardGrants(collectFeatures(character, catalog).features);
}
