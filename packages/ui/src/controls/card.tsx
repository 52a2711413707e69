import type { CSSProperties, ReactNode } from 'react';
import { cx } from './class-names';

export type Accent =
  | { kind: 'domain'; name: string }
  | { kind: 'class'; name: string }
  | {
      kind: 'role';
      name: 'hope' | 'fear' | 'stress' | 'hp' | 'armor' | 'success' | 'danger' | 'warning' | 'info';
    };

/**
 * The CSS colours of an accent: a domain's, a class's (by name, as in tokens.css) or a role's tokens, strong
 * and soft. A name without a token (a homebrew class) falls back to Fear's colours.
 */
export function accentColors(accent: Accent): { strong: string; soft: string } {
  const token = `--dh-${accent.kind}-${accent.name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return {
    strong: `var(${token}, var(--dh-role-fear))`,
    soft: `var(${token}-soft, var(--dh-role-fear-soft))`,
  };
}

export interface CardProps {
  title?: ReactNode;
  /** The heading's level (default 3), so a card fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** A small line above the title (the kind of thing: "Domain card", "Weapon"). */
  kicker?: ReactNode;
  /** A coloured edge: a domain, a class or a role. Never the only sign of it: say it in the text too. */
  accent?: Accent;
  /** Secondary actions, in the card's top corner (a Menu). */
  actions?: ReactNode;
  children?: ReactNode;
  /** The element: a standalone card is an article, a card in a list can be a div inside the list item. */
  as?: 'article' | 'section' | 'div';
  className?: string;
}

/** A surface that groups one thing's content, with an optional title, accent and actions. */
export function Card({
  title,
  headingLevel = 3,
  kicker,
  accent,
  actions,
  children,
  as: Element = 'article',
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      className={cx('dh-card', accent && 'dh-card--accent', className)}
      style={
        accent
          ? ({
              '--dh-card-accent': accentColors(accent).strong,
              '--dh-card-accent-soft': accentColors(accent).soft,
            } as CSSProperties)
          : undefined
      }
    >
      {(title || kicker || actions) && (
        <header className="dh-card__header">
          <div className="dh-card__titles">
            {kicker && <p className="dh-card__kicker">{kicker}</p>}
            {title && <Heading className="dh-card__title">{title}</Heading>}
          </div>
          {actions && <div className="dh-card__actions">{actions}</div>}
        </header>
      )}
      {children}
    </Element>
  );
}
