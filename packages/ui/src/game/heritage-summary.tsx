import type { Ancestry, Community } from '@duality/rules';
import { FeatureList } from './feature-list';
import { GameCard, type HeadingLevel } from './game-card';
import { RichText } from './rich-text';

export interface AncestrySummaryProps {
  value: Ancestry;
  homebrew?: boolean;
  headingLevel?: HeadingLevel;
}

/** An ancestry: its description and its features. */
export function AncestrySummary({ value, homebrew, headingLevel }: AncestrySummaryProps) {
  return (
    <GameCard name={value.name} kind="Ancestry" homebrew={homebrew} headingLevel={headingLevel}>
      {value.description !== '' && <RichText>{value.description}</RichText>}
      <FeatureList label={`${value.name} features`} features={value.features} />
    </GameCard>
  );
}

export interface CommunitySummaryProps {
  value: Community;
  homebrew?: boolean;
  headingLevel?: HeadingLevel;
}

/** A community: its description, the words that suit its people, and its feature. */
export function CommunitySummary({ value, homebrew, headingLevel }: CommunitySummaryProps) {
  const personalities = value.personalities ?? [];
  return (
    <GameCard name={value.name} kind="Community" homebrew={homebrew} headingLevel={headingLevel}>
      {value.description !== '' && <RichText>{value.description}</RichText>}
      {personalities.length > 0 && <p>Often {personalities.join(', ')}.</p>}
      <FeatureList label={`${value.name} features`} features={value.features} />
    </GameCard>
  );
}
