import { MAX_LOADOUT, type DomainCards } from '@duality/rules';

export type CardMove = { ok: true; cards: DomainCards } | { ok: false; error: string };

/** Moves a card between the loadout and the vault; the loadout holds at most five (SRD: Domains). */
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
