import {
  cloneElement,
  isValidElement,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../controls/class-names';
import { Icon } from '../icons/icon';
import type { IconName } from '../icons/icon-paths';

/** How loud a button is: `primary` (the one thing to do), `quiet` (outlined), `danger` (cannot be taken back). */
export type ButtonVariant = 'primary' | 'quiet' | 'danger';
/** `compact` has less padding (for a row of many), `large` is taller (the roll); every size is at least 44 px. */
export type ButtonSize = 'compact' | 'regular' | 'large';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Fills its container's width. */
  block?: boolean;
}

/** The classes of a button of this style, for a control that cannot be a `Button` (a library's trigger). */
export function buttonClassName({ variant = 'primary', size = 'regular', block }: ButtonStyle = {}): string {
  return cx(
    'dh-button',
    variant !== 'primary' && `dh-button--${variant}`,
    size !== 'regular' && `dh-button--${size}`,
    block && 'dh-button--block',
  );
}

export interface ButtonProps extends ButtonStyle, ComponentPropsWithRef<'button'> {
  /** An icon of the set before the text (decorative: the text names the button). */
  icon?: IconName;
  /** True while the action runs: the button is disabled, says `busyLabel` (if given) and is marked busy. */
  busy?: boolean;
  busyLabel?: string;
  /**
   * Draws the one child element (a router's link) as this button instead of a `<button>`: the child keeps its
   * own element and props and gets the button's classes and icon.
   */
  asChild?: boolean;
}

/**
 * The product's button: at least 44x44 px at every size, the focus ring of every control, `type="button"`
 * unless told otherwise (so a button inside a form never submits it by accident).
 */
export function Button({
  variant,
  size,
  block,
  icon,
  busy = false,
  busyLabel,
  asChild = false,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const classes = cx(buttonClassName({ variant, size, block }), className);
  const content = (label: ReactNode) => (
    <>
      {icon && <Icon name={icon} size={20} className="dh-button__icon" />}
      {label}
    </>
  );
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string; children?: ReactNode }>;
    return cloneElement(child, {
      className: cx(classes, child.props.className),
      children: content(child.props.children),
    });
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {content(busy && busyLabel ? busyLabel : children)}
    </button>
  );
}
