// Extra domain cards granted by features (School of Knowledge's Prepared, Accomplished and Brilliant: "an
// additional domain card of your level or lower from a domain you have access to"). Creation counts Prepared in
// startingDomainCardCount; on the sheet, a card owed by a feature gained later (a subclass upgrade) is taken
// with takeExtraDomainCard.
import { MAX_LOADOUT } from '../constants';
import type { Character } from '../schemas/character';
import type { DomainCard } from '../schemas/domain-card';
import type { Catalog } from '../rules/catalog';
import { collectFeatures } from '../rules/derive-features';
import { deriveSheet } from '../rules/derive';
import { extraDomainCardGrants, STARTING_DOMAIN_CARDS } from './domain-loadout';

/**
 * The domain cards the character may hold: two at creation, one per level-up card or advancement (every
 * `domainCard` selection but an exchange, which swaps a card), one per extra-card feature.
 */
export function domainCardAllowance(character: Character, catalog: Catalog): number {
  const levelUp = character.levelSelections.filter(
    (s) => s.type === 'domainCard' && s.options.step !== 'exchange',
  ).length;
  return (
    STARTING_DOMAIN_CARDS + levelUp + extraDomainCardGrants(collectFeatures(character, catalog).features)
  );
}

/** Cards a feature still owes the character (0 when every card it may hold is held). */
export function extraDomainCardsOwed(character: Character, catalog: Catalog): number {
  const held = character.domainCards.loadout.length + character.domainCards.vault.length;
  return Math.max(0, domainCardAllowance(character, catalog) - held);
}

export type ExtraCardResult = { ok: true; character: Character } | { ok: false; error: string };

/**
 * Takes a card a feature owes: of the character's level or lower, from one of its domains, not held yet; into
 * the loadout while it has room, else the vault.
 */
export function takeExtraDomainCard(
  character: Character,
  card: DomainCard,
  catalog: Catalog,
): ExtraCardResult {
  if (extraDomainCardsOwed(character, catalog) < 1)
    return { ok: false, error: 'You hold every domain card your level and features allow.' };
  const { loadout, vault } = character.domainCards;
  if (loadout.includes(card.id) || vault.includes(card.id))
    return { ok: false, error: `You already hold ${card.name}.` };
  if (card.level > character.level)
    return {
      ok: false,
      error: `${card.name} is a level-${card.level} card; take one of level ${character.level} or lower.`,
    };
  if (!deriveSheet(character, catalog).domains.includes(card.domain))
    return { ok: false, error: `${card.name} is not from one of your domains.` };
  const domainCards =
    loadout.length < MAX_LOADOUT
      ? { loadout: [...loadout, card.id], vault }
      : { loadout, vault: [...vault, card.id] };
  return { ok: true, character: { ...character, domainCards } };
}
