import type { Class } from '@duality/rules';
import { FeatureList } from './feature-list';
import { Facts, GameCard, type HeadingLevel } from './game-card';
import { domainName } from './format';
import { RichText } from './rich-text';

export interface ClassSummaryProps {
  value: Class;
  homebrew?: boolean;
  headingLevel?: HeadingLevel;
}

/** A class: its two domains, starting evasion and hit points, its Hope feature and its class features. */
export function ClassSummary({ value, homebrew, headingLevel }: ClassSummaryProps) {
  return (
    <GameCard name={value.name} kind="Class" homebrew={homebrew} headingLevel={headingLevel}>
      {value.description.summary !== undefined && <RichText>{value.description.summary}</RichText>}
      <Facts
        facts={[
          ['Domains', value.domains.map(domainName).join(' & ')],
          ['Evasion', value.evasion],
          ['Hit points', value.startingHitPoints],
        ]}
      />
      <FeatureList label="Hope feature" features={[value.hopeAbility]} />
      <FeatureList label="Class features" features={value.classFeatures} />
    </GameCard>
  );
}
