import { useEffect, useRef, useState } from 'react';
import { MAX_LOADOUT, moveCard, recallCard, type Character } from '@duality/rules';
import { DomainCard } from '@duality/ui/game';
import { ExtraCardPicker } from './extra-card-picker';
import { RecallConfirm, type RecallRequest } from './recall-confirm';
import type { SheetPanelProps } from './sheet-props';
import './sheet-gear.css';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';
import { Button } from '@duality/ui';

/**
 * Domain cards in the loadout (active, at most five) and the vault. A card goes to the vault for free; one comes
 * back for its Recall Cost in Stress outside a rest (recallCard), said before the player confirms. A card a
 * feature still owes (School of Knowledge) can be taken here.
 */
export function DomainCardsPanel({ character, sheet, edit }: SheetPanelProps) {
  const catalog = useLoadedCatalog();
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [recalling, setRecalling] = useState<string | null>(null);
  // A moved card's button leaves one list for the other: keep the keyboard focus on it.
  const moved = useRef<{ id: string; to: 'loadout' | 'vault' } | null>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const card = moved.current;
    if (card === null || !character.domainCards[card.to].includes(card.id)) return;
    const buttons = panel.current?.querySelectorAll<HTMLButtonElement>('[data-move-card]') ?? [];
    [...buttons].find((b) => b.dataset.moveCard === card.id)?.focus();
    moved.current = null;
  }, [character.domainCards]);
  const nameOf = (id: string) => catalog.domainCards.get(id)?.name ?? id;
  const toVault = (cardId: string) => {
    const result = moveCard(character.domainCards, cardId, 'vault');
    if (!result.ok) return setMessage({ error: true, text: result.error });
    setMessage(null);
    moved.current = { id: cardId, to: 'vault' };
    edit((c) => ({ ...c, domainCards: result.cards }));
  };
  const recall = (cardId: string, { resting, swapOut }: RecallRequest) => {
    const options = {
      resting,
      swapOut,
      recallCost: catalog.domainCards.get(cardId)?.recallCost ?? 0,
      limits: sheet.slots,
    };
    const result = recallCard(character, cardId, options);
    if (!result.ok) return setMessage({ error: true, text: `${result.error}.` });
    setRecalling(null);
    moved.current = { id: cardId, to: 'loadout' };
    edit((c) => {
      const r = recallCard(c, cardId, options);
      return r.ok ? r.character : c;
    });
    const paid = [
      result.stressMarked > 0 ? `marked ${result.stressMarked} Stress` : '',
      result.hitPointsMarked > 0 ? `marked ${result.hitPointsMarked} Hit Point (Stress was full)` : '',
    ].filter(Boolean);
    const swapped = swapOut ? ` ${nameOf(swapOut)} went to the vault.` : '';
    setMessage({
      error: false,
      text: `${nameOf(cardId)} is back in the loadout: ${paid.join(' and ') || 'no cost'}.${swapped}`,
    });
  };
  const took = (next: Character, name: string) => {
    edit(() => next);
    setMessage({ error: false, text: `Took ${name}.` });
  };
  const list = (where: 'loadout' | 'vault') => {
    const ids = character.domainCards[where];
    if (ids.length === 0) return <p>No cards in the {where}.</p>;
    return (
      <ul className="sheet-list sheet-cards__list">
        {ids.map((id) => {
          const card = catalog.domainCards.get(id);
          const name = card?.name ?? id;
          return (
            <li key={id} className="sheet-card" data-card={name}>
              {card ? (
                <DomainCard value={card} headingLevel={4} />
              ) : (
                <strong>{name} (not in your content)</strong>
              )}
              {recalling === id ? (
                <RecallConfirm
                  character={character}
                  catalog={catalog}
                  cardId={id}
                  onConfirm={(request) => recall(id, request)}
                  onCancel={() => setRecalling(null)}
                />
              ) : (
                <Button
                  variant="quiet"
                  data-move-card={id}
                  onClick={() => (where === 'loadout' ? toVault(id) : setRecalling(id))}
                >
                  {where === 'loadout' ? `Move ${name} to vault` : `Move ${name} to loadout`}
                </Button>
              )}
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
      <ExtraCardPicker character={character} sheet={sheet} catalog={catalog} onTake={took} />
      {message?.error ? (
        <p className="dh-form-message dh-form-message--error" role="alert">
          {message.text}
        </p>
      ) : (
        <p role="status" aria-live="polite" className="sheet-note">
          {message?.text}
        </p>
      )}
    </section>
  );
}
