import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: ReactNode;
  id?: string;
  className?: string;
}

/**
 * An on/off setting that takes effect at once (a checkbox is for a choice submitted with a form). A button
 * with role="switch" is the whole WAI-ARIA pattern, so no library: Space and Enter toggle it as any button.
 */
export function Switch({ label, checked, onCheckedChange, disabled, hint, id, className }: SwitchProps) {
  const autoId = useId();
  const buttonId = id ?? autoId;
  const hintId = hint ? `${buttonId}-hint` : undefined;
  return (
    <div className={cx('dh-switch', className)}>
      <label htmlFor={buttonId} className="dh-switch__label">
        {label}
        {hint && (
          <span id={hintId} className="dh-switch__hint">
            {hint}
          </span>
        )}
      </label>
      <button
        type="button"
        role="switch"
        id={buttonId}
        aria-checked={checked}
        aria-describedby={hintId}
        disabled={disabled}
        className="dh-switch__track"
        onClick={() => onCheckedChange(!checked)}
      >
        <span className="dh-switch__thumb" aria-hidden="true" />
        <span className="dh-switch__state" aria-hidden="true">
          {checked ? 'On' : 'Off'}
        </span>
      </button>
    </div>
  );
}
