import { useId, type ComponentPropsWithRef } from 'react';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** The field's error in the user's words; written under the input and tied to it. */
  error?: string;
  /** A standing hint (for example "At least 8 characters."), tied to the input as well. */
  hint?: string;
}

/**
 * A labelled input whose hint and error are written beside it and tied to it for screen readers
 * (`aria-describedby`, `aria-invalid`). Takes the error as plain text, so any form library can drive it:
 * with react-hook-form, spread `register(name)` (its `ref` is a prop in React 19) or `field(name)` from
 * `useServerForm`.
 */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `dh-field ${className}` : 'dh-field'}>
      <label htmlFor={fieldId}>{label}</label>
      {hint && (
        <p id={hintId} className="dh-field__hint">
          {hint}
        </p>
      )}
      <input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error && (
        <p id={errorId} className="dh-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
