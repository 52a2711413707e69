import type { Catalog, Character } from '@duality/rules';
import { LabelledSelect } from '../../components/labelled-select';
import { exchangeChoices, type CardExchange } from './level-up-draft';

export interface CardExchangeProps {
  character: Character;
  catalog: Catalog;
  level: number;
  multiclassDomain: string | undefined;
  /** The card chosen as this level's new card, which cannot also be taken in the exchange. */
  newCard: string;
  exchange: CardExchange;
  onChange: (exchange: CardExchange) => void;
}

/** The optional exchange of Step Four: give up a card held before this level for one no higher in level. */
export function CardExchangeChoice({
  character,
  catalog,
  level,
  multiclassDomain,
  newCard,
  exchange,
  onChange,
}: CardExchangeProps) {
  const name = (id: string) => {
    const card = catalog.domainCards.get(id);
    return card ? `${card.name} (${card.domain} level ${card.level})` : id;
  };
  const held = [...character.domainCards.loadout, ...character.domainCards.vault];
  const offered = exchangeChoices(character, catalog, level, multiclassDomain, exchange.give).filter(
    (c) => c.id !== newCard,
  );
  return (
    <fieldset className="level-up-exchange">
      <legend>Exchange a card (optional)</legend>
      <p className="level-up-note">
        You may give up one card you already have for another from your domains of the same level or lower.
      </p>
      <LabelledSelect
        label="Card to give up"
        value={exchange.give}
        placeholder="No exchange"
        options={held.map((id) => [id, name(id)])}
        onChange={(give) => onChange({ give, take: give ? exchange.take : '' })}
      />
      {exchange.give && (
        <LabelledSelect
          label="Card to take instead"
          value={exchange.take}
          placeholder="Choose a card"
          options={offered.map((c) => [c.id, name(c.id)])}
          onChange={(take) => onChange({ ...exchange, take })}
        />
      )}
    </fieldset>
  );
}
