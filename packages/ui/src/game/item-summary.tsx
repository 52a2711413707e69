import type { DomainCard, Item } from '@duality/rules';
import { FeatureList } from './feature-list';
import { Facts, GameCard, type HeadingLevel } from './game-card';
import { capitalize, describeCharge, domainName } from './format';
import { RichText } from './rich-text';

export interface ItemSummaryProps {
  value: Item;
  homebrew?: boolean;
  headingLevel?: HeadingLevel;
}

/** An item: consumable or relic, its text, its uses and what it grants when attached. */
export function ItemSummary({ value, homebrew, headingLevel }: ItemSummaryProps) {
  const kind = value.consumable === true ? 'Consumable' : value.relic === true ? 'Relic' : 'Item';
  return (
    <GameCard name={value.name} kind={kind} homebrew={homebrew} headingLevel={headingLevel}>
      {value.description !== '' && <RichText>{value.description}</RichText>}
      {value.charge !== undefined && <Facts facts={[['Uses', describeCharge(value.charge)]]} />}
      {value.attach !== undefined && (
        <FeatureList
          label={`Attaches to ${attachTarget(value.attach.type)}`}
          features={[value.attach.feature]}
        />
      )}
    </GameCard>
  );
}

function attachTarget(type: 'armor' | 'weapon' | 'meleeWeapon'): string {
  return type === 'meleeWeapon' ? 'a melee weapon' : type === 'weapon' ? 'a weapon' : 'armor';
}

export interface DomainCardSummaryProps {
  value: DomainCard;
  homebrew?: boolean;
  headingLevel?: HeadingLevel;
}

/** A domain card: its domain, level, type, recall cost, text and features. */
export function DomainCardSummary({ value, homebrew, headingLevel }: DomainCardSummaryProps) {
  return (
    <GameCard
      name={value.name}
      kind={`${domainName(value.domain)} ${value.type}`}
      homebrew={homebrew}
      headingLevel={headingLevel}
    >
      <Facts
        facts={[
          ['Level', value.level],
          ['Type', capitalize(value.type)],
          ['Recall cost', value.recallCost],
        ]}
      />
      {/* A card's features carry its text (with any uses); a card without features shows its description. */}
      {value.features.length > 0 ? (
        <FeatureList label={`${value.name} features`} features={value.features} />
      ) : (
        value.description !== '' && <RichText>{value.description}</RichText>
      )}
    </GameCard>
  );
}
