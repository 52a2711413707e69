import type { ReactNode } from 'react';
import { Icon, type AnyIconName as IconName } from '../icons/full-icon';
import { cx } from './class-names';

export interface StatGroupProps {
  /** The group's name for assistive technology ("Defense"). */
  label: string;
  children: ReactNode;
  className?: string;
}

/** A row of StatBlocks: a description list, so each label is read with its value. */
export function StatGroup({ label, children, className }: StatGroupProps) {
  return (
    <dl className={cx('dh-stat-group', className)} aria-label={label}>
      {children}
    </dl>
  );
}

export interface StatBlockProps {
  label: string;
  value: ReactNode;
  /** A line under the value ("Major 7, Severe 14", "+1 from armor"). */
  detail?: ReactNode;
  icon?: IconName;
  /** Emphasis: a role's colour for the value. */
  tone?: 'default' | 'hope' | 'fear' | 'hp' | 'stress' | 'armor';
}

/** One number a player looks up at a glance (a trait, Evasion, a threshold), big, with its label. */
export function StatBlock({ label, value, detail, icon, tone = 'default' }: StatBlockProps) {
  return (
    <div className={cx('dh-stat', tone !== 'default' && `dh-stat--${tone}`)}>
      <dt className="dh-stat__label">
        {icon && <Icon name={icon} size={16} />}
        {label}
      </dt>
      <dd className="dh-stat__value">{value}</dd>
      {detail && <dd className="dh-stat__detail">{detail}</dd>}
    </div>
  );
}
