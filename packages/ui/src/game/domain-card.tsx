import type { CSSProperties } from 'react';
import { useId } from 'react';
import type { DomainCard as DomainCardRecord } from '@duality/rules';
import { domainIcons, Icon } from '../icons/full-icon';
import { FeatureList } from './feature-list';
import { capitalize, domainName } from './format';
import { Facts, type HeadingLevel } from './game-card';
import { HomebrewBadge } from './homebrew-badge';
import { RichText } from './rich-text';

export interface DomainCardProps {
  value: DomainCardRecord;
  homebrew?: boolean;
  headingLevel?: HeadingLevel;
}

/**
 * A domain card drawn as a card: a band in the domain's colour with its icon, name and the card's type, the
 * level in the corner, the card's name, its level, type and recall cost, and its feature text. The same
 * component serves the builder, the sheet's loadout and vault, print and homebrew previews (it is what
 * `DomainCardSummary` renders). Nothing is said by colour alone: the domain and every number are written;
 * in print the band becomes an outline and the card is never split across pages.
 */
export function DomainCard({ value, homebrew = false, headingLevel = 3 }: DomainCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const style = {
    '--dh-card-accent': `var(--dh-domain-${value.domain})`,
    '--dh-card-accent-soft': `var(--dh-domain-${value.domain}-soft)`,
  } as CSSProperties;
  return (
    <article
      className={`dh-game-card dh-domain-card dh-domain-card--${value.domain}`}
      aria-labelledby={headingId}
      style={style}
      data-domain={value.domain}
    >
      <div className="dh-domain-card__band">
        <Icon name={domainIcons[value.domain]} size={20} className="dh-domain-card__icon" />
        <p className="dh-game-card__kind dh-domain-card__kind">
          {`${domainName(value.domain)} ${value.type}`}
          {homebrew && <HomebrewBadge />}
        </p>
        <span className="dh-domain-card__level" aria-hidden="true">
          {value.level}
        </span>
      </div>
      <div className="dh-domain-card__body">
        <Heading id={headingId} className="dh-game-card__name dh-domain-card__name">
          {value.name}
        </Heading>
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
      </div>
    </article>
  );
}
