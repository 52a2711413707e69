import { useEffect, useRef, useState } from 'react';
import type { DiceSource } from '@duality/rules';
import { cryptoDice } from '@duality/stores/dice';
import { useDataStores, useStoreState } from '@duality/stores/react';
import { Button, Drawer } from '@duality/ui';
import { UndoProvider } from '@duality/ui/controls';
import { AdversaryCard } from './adversary-card';
import { AdversaryRow } from './adversary-row';
import { DeleteEncounter } from './delete-encounter';
import { EncounterBuilder } from './encounter-builder';
import { useGmContent } from './use-gm-content';

/**
 * The game master's fights: the saved encounters of the campaign (one runs at a time, a row per adversary
 * whose whole card opens beside the fight, deleted after a confirmation), and the builder for a new one. Only
 * the game master reads them; a card reaches players only once revealed.
 */
export function EncounterPanel({
  campaignId,
  characters,
  dice = cryptoDice,
}: {
  campaignId: number;
  characters: number;
  dice?: DiceSource;
}) {
  const { encounters } = useDataStores();
  const content = useGmContent();
  const state = useStoreState(encounters).campaigns[campaignId];
  const [running, setRunning] = useState<number | null>(null);
  const [building, setBuilding] = useState(false);
  // The open card, by its place in the fight: hiding a card again gives it a new id, not a new place.
  const [opened, setOpened] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    void encounters.load(campaignId);
  }, [encounters, campaignId]);
  const list = state?.encounters ?? [];
  const current = list.find((e) => e.id === running) ?? list[list.length - 1];
  const environment = content?.environments.find((e) => e.id === current?.environment_id);
  const openCard = current?.cards.find((c) => c.position === opened);
  const openAdversary = openCard && content?.byId.get(openCard.adversary_id);
  if (!content || !state || state.status === 'loading') return <p role="status">Loading the encounters…</p>;
  if (state.status === 'error') return <p role="alert">The encounters could not be loaded.</p>;
  return (
    <UndoProvider>
      <section className="campaign-encounters" aria-labelledby={`campaign-encounter-${campaignId}`}>
        <div className="campaign-encounters__bar">
          <h2 id={`campaign-encounter-${campaignId}`}>
            {building || !current ? 'New encounter' : current.name}
          </h2>
          <div className="campaign-actions" role="group" aria-label="Saved encounters">
            {list.map((e) => (
              <Button
                variant="quiet"
                key={e.id}
                aria-pressed={!building && e.id === current?.id}
                onClick={() => {
                  setRunning(e.id);
                  setBuilding(false);
                }}
              >
                {e.name}
              </Button>
            ))}
            <Button variant="quiet" aria-pressed={building || !current} onClick={() => setBuilding(true)}>
              New encounter
            </Button>
          </div>
        </div>
        {building || !current ? (
          <EncounterBuilder
            campaignId={campaignId}
            characters={characters}
            content={content}
            onSaved={(id) => {
              setRunning(id);
              setBuilding(false);
            }}
          />
        ) : (
          <>
            {environment && (
              <p className="campaign-environment">
                <strong>{environment.name}</strong>
                {environment.difficulty !== null && ` · Difficulty ${environment.difficulty}`} ·{' '}
                {environment.impulses.join(', ')}
              </p>
            )}
            <ul className="campaign-foes" aria-label="Adversaries">
              {current.cards.map((card) => {
                const adversary = content.byId.get(card.adversary_id);
                return adversary ? (
                  <AdversaryRow
                    key={card.id}
                    card={card}
                    adversary={adversary}
                    onOpen={() => {
                      opener.current = document.activeElement as HTMLElement | null;
                      setOpened(card.position);
                    }}
                  />
                ) : null;
              })}
            </ul>
            <Drawer
              open={!!openCard && !!openAdversary}
              onOpenChange={(open) => !open && setOpened(null)}
              title={openCard?.label || openAdversary?.name || ''}
              returnFocusTo={opener}
            >
              {openCard && openAdversary && (
                // The card's own undo bar, inside the drawer: the page's bar is behind its overlay.
                <UndoProvider>
                  <AdversaryCard card={openCard} adversary={openAdversary} dice={dice} />
                </UndoProvider>
              )}
            </Drawer>
            <DeleteEncounter encounter={current} />
          </>
        )}
      </section>
    </UndoProvider>
  );
}
