import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../icons/full-icon';
import { cx } from './class-names';

export interface NumberStepperProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/**
 * A whole number with − and + buttons (gold, quantities). The field takes typing and the arrow keys (a native
 * number input); what is typed is kept as typed until it is a number in range, then sent clamped, so a
 * half-typed value is never lost nor sent. The buttons are 44 px and named after the field.
 */
export function NumberStepper({
  label,
  value,
  onChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  step = 1,
  hint,
  disabled,
  id,
  className,
}: NumberStepperProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => {
    setDraft(null);
    onChange(clamp(next, min, max));
  };
  return (
    <div className={cx('dh-number', className)}>
      <label htmlFor={inputId} className="dh-number__label">
        {label}
      </label>
      <div className="dh-number__row">
        <button
          type="button"
          className="dh-number__button"
          aria-label={`Decrease ${label}`}
          aria-controls={inputId}
          disabled={disabled || value <= min}
          onClick={() => set(value - step)}
        >
          <Icon name="minus" size={20} />
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          className="dh-number__input"
          min={min}
          max={max === Number.MAX_SAFE_INTEGER ? undefined : max}
          step={step}
          disabled={disabled}
          aria-describedby={hintId}
          value={draft ?? String(value)}
          onChange={(e) => {
            const text = e.target.value;
            const n = Number(text);
            if (text !== '' && Number.isInteger(n) && n >= min && n <= max) set(n);
            else setDraft(text);
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="dh-number__button"
          aria-label={`Increase ${label}`}
          aria-controls={inputId}
          disabled={disabled || value >= max}
          onClick={() => set(value + step)}
        >
          <Icon name="plus" size={20} />
        </button>
      </div>
      {hint && (
        <p id={hintId} className="dh-number__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
