import { useId, type ReactNode } from 'react';
import { HomebrewBadge } from './homebrew-badge';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface GameCardProps {
  name: string;
  /** What kind of thing this is ("Class", "Weapon"), shown above the name. */
  kind: string;
  homebrew?: boolean;
  /** The heading level of the name; pick the one that fits the page's outline. */
  headingLevel?: HeadingLevel;
  children?: ReactNode;
}

/** The frame every game display part shares: a named region with a heading, a kind and a homebrew badge. */
export function GameCard({ name, kind, homebrew = false, headingLevel = 3, children }: GameCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="dh-game-card" aria-labelledby={headingId}>
      <p className="dh-game-card__kind">
        {kind}
        {homebrew && <HomebrewBadge />}
      </p>
      <Heading id={headingId} className="dh-game-card__name">
        {name}
      </Heading>
      {children}
    </article>
  );
}

/** A list of label/value facts ("Evasion 10"), as a description list. */
export function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="dh-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="dh-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
