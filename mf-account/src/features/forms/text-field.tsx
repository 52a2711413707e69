import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}

/** A labelled input whose error is written beside it and tied to it for screen readers. */
export function TextField({ label, registration, error, hint, id, ...input }: TextFieldProps) {
  const fieldId = id ?? `field-${registration.name}`;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field">
      <label htmlFor={fieldId}>{label}</label>
      {hint && (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      )}
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...registration}
      />
      {error?.message && (
        <p id={errorId} className="account-field__error">
          {error.message}
        </p>
      )}
    </div>
  );
}
