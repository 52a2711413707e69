import type { ReactNode } from 'react';
import { Icon, type AnyIconName as IconName } from '../icons/full-icon';
import { cx } from './class-names';

export interface EmptyStateProps {
  title: string;
  /** What the player can do about it, in a sentence. */
  children?: ReactNode;
  icon?: IconName;
  /** The one action that fills the empty place (a link or a button). */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A place with nothing in it yet: says so calmly and offers the way to fill it. */
export function EmptyState({ title, children, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('dh-empty', className)}>
      {icon && (
        <span className="dh-empty__icon">
          <Icon name={icon} size={32} />
        </span>
      )}
      <Heading className="dh-empty__title">{title}</Heading>
      {children && <div className="dh-empty__text">{children}</div>}
      {action && <div className="dh-empty__action">{action}</div>}
    </section>
  );
}

export interface LoadingStateProps {
  /** What is loading, announced politely ("Loading your characters"). */
  label: string;
  /** Placeholder lines drawn while waiting (they hold the content's place, so nothing moves). Default 3. */
  lines?: number;
  className?: string;
}

/** Content on its way: an announced status with quiet placeholder lines (no motion when reduced). */
export function LoadingState({ label, lines = 3, className }: LoadingStateProps) {
  return (
    <div className={cx('dh-loading', className)} role="status" aria-live="polite">
      <span className="dh-visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="dh-loading__line" aria-hidden="true" />
      ))}
    </div>
  );
}
