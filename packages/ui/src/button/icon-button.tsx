import type { ComponentPropsWithRef } from 'react';
import { cx } from '../controls/class-names';
import { Icon } from '../icons/icon';
import type { IconName } from '../icons/icon-paths';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  icon: IconName;
  /** The button's accessible name (there is no text to read): "Delete Brakka", "Mark a Stress". */
  label: string;
  iconSize?: number;
}

/** A button that is only an icon: a 44x44 px target named by `label`, `type="button"` by default. */
export function IconButton({
  icon,
  label,
  iconSize = 20,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button type={type} className={cx('dh-icon-button', className)} aria-label={label} {...rest}>
      <Icon name={icon} size={iconSize} />
    </button>
  );
}
