import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './class-names';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** A line under the label, tied to the box with aria-describedby. */
  hint?: ReactNode;
}

/**
 * A native checkbox drawn in the product's colours, inside its label: the whole row (at least 44 px tall)
 * is the target, and the browser keeps the keyboard (Space), forms and announcements. The box is named by
 * the label alone (aria-labelledby) and described by the hint.
 */
export function Checkbox({ label, hint, className, id, ...input }: CheckboxProps) {
  const autoId = useId();
  const labelId = `${id ?? autoId}-label`;
  const hintId = hint ? `${id ?? autoId}-hint` : undefined;
  return (
    <label className={cx('dh-check', input.disabled && 'dh-check--disabled', className)}>
      <input
        type="checkbox"
        id={id}
        className="dh-check__box"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        {...input}
      />
      <span className="dh-check__text">
        <span id={labelId} className="dh-check__label">
          {label}
        </span>
        {hint && (
          <span id={hintId} className="dh-check__hint">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
