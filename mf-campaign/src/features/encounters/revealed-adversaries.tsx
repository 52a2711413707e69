import type { Adversary } from '@duality/rules';
import type { EncounterCardRow } from '@duality/stores';
import { useDataStores, useGmTable } from '@duality/stores/react';
import { Badge } from '@duality/ui/controls';
import { Icon } from '@duality/ui/icons';
import { FeatureList } from './adversary-card';
import { adversaryAttack, adversaryNumbers } from './use-adversary-damage';
import { TYPE_NAMES, useGmContent } from './use-gm-content';

/**
 * The adversaries the game master revealed, on a player's campaign page, live: each card's numbers, the HP and
 * Stress marked on it, its conditions and features. Nothing shows until a card is revealed, and a card the
 * game master hides again leaves at once (the database sends a player no other card).
 */
export function RevealedAdversaries({ campaignId }: { campaignId: number }) {
  const { gmTable } = useDataStores();
  const cards = useGmTable(gmTable, campaignId)?.revealed ?? [];
  const content = useGmContent(cards.length > 0);
  if (cards.length === 0) return null;
  return (
    <section className="campaign-section" aria-labelledby={`campaign-revealed-${campaignId}`}>
      <h2 id={`campaign-revealed-${campaignId}`}>Adversaries</h2>
      {!content ? (
        <p role="status">Loading the adversaries…</p>
      ) : (
        <ul className="campaign-revealed" aria-label="Adversaries in view">
          {cards.map((card) => {
            const adversary = content.byId.get(card.adversary_id);
            return adversary ? <RevealedCard key={card.id} card={card} adversary={adversary} /> : null;
          })}
        </ul>
      )}
    </section>
  );
}

function RevealedCard({ card, adversary }: { card: EncounterCardRow; adversary: Adversary }) {
  const name = card.label || adversary.name;
  const defeated = card.hp_marked >= adversary.hp;
  return (
    <li className="campaign-adversary" aria-label={name} data-defeated={defeated}>
      <p className="campaign-adversary__head">
        <strong>{name}</strong>
        <Badge>{`Tier ${adversary.tier} ${TYPE_NAMES[adversary.type]}`}</Badge>
        {defeated && <Badge>Defeated</Badge>}
      </p>
      <p className="campaign-adversary__numbers">{adversaryNumbers(adversary)}</p>
      <p className="campaign-adversary__numbers">{adversaryAttack(adversary)}</p>
      <p className="campaign-adversary__marks">
        <span data-resource="hp">
          <Icon name="health" size={16} /> Hit Points {card.hp_marked} of {adversary.hp} marked
        </span>
        {adversary.stress > 0 && (
          <span data-resource="stress">
            <Icon name="stress" size={16} /> Stress {card.stress_marked} of {adversary.stress} marked
          </span>
        )}
      </p>
      {card.conditions.length > 0 && (
        <p className="campaign-adversary__conditions">{card.conditions.join(', ')}</p>
      )}
      <details className="campaign-disclosure">
        <summary>Features ({adversary.features.length})</summary>
        <FeatureList adversary={adversary} />
      </details>
    </li>
  );
}
