import { useEffect, useRef, useState } from 'react';
import { MAX_LOADOUT, moveCard } from '@duality/rules';
import { DomainCardSummary } from '@duality/ui/game';
import type { SheetPanelProps } from './sheet-props';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';

/** Domain cards in the loadout (active, at most five) and the vault, moved between them by the player. */
export function DomainCardsPanel({ character, edit }: SheetPanelProps) {
  const catalog = useLoadedCatalog();
  const [error, setError] = useState<string | null>(null);
  // A moved card's button leaves one list for the other: keep the keyboard focus on it.
  const moved = useRef<{ id: string; to: 'loadout' | 'vault' } | null>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const card = moved.current;
    if (card === null || !character.domainCards[card.to].includes(card.id)) return;
    panel.current?.querySelector<HTMLButtonElement>(`[data-move-card="${CSS.escape(card.id)}"]`)?.focus();
    moved.current = null;
  }, [character.domainCards]);
  const move = (cardId: string, to: 'loadout' | 'vault') => {
    const result = moveCard(character.domainCards, cardId, to);
    if (!result.ok) return setError(result.error);
    setError(null);
    moved.current = { id: cardId, to };
    edit((c) => ({ ...c, domainCards: result.cards }));
  };
  const list = (where: 'loadout' | 'vault') => {
    const ids = character.domainCards[where];
    if (ids.length === 0) return <p>No cards in the {where}.</p>;
    return (
      <ul className="sheet-list">
        {ids.map((id) => {
          const card = catalog.domainCards.get(id);
          const name = card?.name ?? id;
          return (
            <li key={id} className="sheet-card" data-card={name}>
              {card ? (
                <DomainCardSummary value={card} headingLevel={4} />
              ) : (
                <strong>{name} (not in your content)</strong>
              )}
              <button
                type="button"
                className="dh-button dh-button--quiet"
                data-move-card={id}
                onClick={() => move(id, where === 'loadout' ? 'vault' : 'loadout')}
              >
                {where === 'loadout' ? `Move ${name} to vault` : `Move ${name} to loadout`}
              </button>
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <section ref={panel} className="sheet-panel sheet-cards" aria-labelledby="sheet-cards">
      <h2 id="sheet-cards">Domain Cards</h2>
      <h3>
        Loadout ({character.domainCards.loadout.length} of {MAX_LOADOUT})
      </h3>
      {list('loadout')}
      <h3>Vault</h3>
      {list('vault')}
      {error && (
        <p className="dh-form-message dh-form-message--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
