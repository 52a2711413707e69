import type { DomainCard as DomainCardRecord, Item } from '@duality/rules';
import { DomainCard } from './domain-card';
import { FeatureList } from './feature-list';
import { Facts, GameCard, type HeadingLevel } from './game-card';
import { describeCharge } from './format';
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
  value: DomainCardRecord;
  homebrew?: boolean;
  headingLevel?: HeadingLevel;
}

/** A domain card: its domain, level, type, recall cost, text and features, drawn as a card (`DomainCard`). */
export function DomainCardSummary(props: DomainCardSummaryProps) {
  return <DomainCard {...props} />;
}
