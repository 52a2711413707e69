import { useId } from 'react';

export interface LabelledSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** [value, text] pairs; a value may be disabled with a reason shown in its text. */
  options: readonly (readonly [string, string] | readonly [string, string, boolean])[];
  /** The empty choice's text ("Choose a form"); without it there is no empty choice. */
  placeholder?: string;
  error?: string;
}

/** A labelled native select (keyboard and screen readers for free), with an empty first choice if asked. */
export function LabelledSelect({ label, value, onChange, options, placeholder, error }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className="dh-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([v, text, disabled]) => (
          <option key={v} value={v} disabled={disabled === true}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="dh-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
