import type { CSSProperties, ReactNode } from 'react';
import { Icon, type AnyIconName as IconName } from '../icons/full-icon';
import { accentColors, type Accent } from './card';
import { cx } from './class-names';

export interface BadgeProps {
  children: ReactNode;
  /** A role's colours, or a domain's or class's; default a quiet neutral. */
  tone?: Accent;
  icon?: IconName;
  /** Filled (strong colour, white text) or soft (tint, coloured text). Default soft. */
  variant?: 'soft' | 'solid';
  className?: string;
}

/** A short label on a thing (Homebrew, Level 3, Spell, a domain). Text always: colour only adds to it. */
export function Badge({ children, tone, icon, variant = 'soft', className }: BadgeProps) {
  const colors = tone && accentColors(tone);
  const style = colors
    ? ({ '--dh-tag-strong': colors.strong, '--dh-tag-soft': colors.soft } as CSSProperties)
    : undefined;
  return (
    <span className={cx('dh-tag', `dh-tag--${variant}`, className)} style={style}>
      {icon && <Icon name={icon} size={14} />}
      {children}
    </span>
  );
}
