import type { Subclass } from '@duality/rules';
import { FeatureList } from './feature-list';
import { Facts, GameCard, type HeadingLevel } from './game-card';
import { capitalize } from './format';
import { RichText } from './rich-text';

export interface SubclassSummaryProps {
  value: Subclass;
  homebrew?: boolean;
  headingLevel?: HeadingLevel;
  /** Also list the specialization and mastery features (the builder needs only the foundation). */
  allFeatures?: boolean;
}

/** A subclass: its spellcast trait (when it has one) and its foundation features. */
export function SubclassSummary({
  value,
  homebrew,
  headingLevel,
  allFeatures = false,
}: SubclassSummaryProps) {
  const spellcast = value.foundation.spellcast;
  return (
    <GameCard name={value.name} kind="Subclass" homebrew={homebrew} headingLevel={headingLevel}>
      {value.description !== undefined && value.description !== '' && (
        <RichText>{value.description}</RichText>
      )}
      <Facts facts={[['Spellcast trait', spellcast === undefined ? 'None' : capitalize(spellcast)]]} />
      <FeatureList label="Foundation features" features={value.foundation.features} />
      {allFeatures && (
        <>
          <FeatureList label="Specialization features" features={value.specialization.features} />
          <FeatureList label="Mastery features" features={value.mastery.features} />
        </>
      )}
    </GameCard>
  );
}
