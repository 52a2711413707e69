import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

/** The email field of every account form. */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  return (
    <TextField label="Email" type="email" autoComplete="email" registration={registration} error={error} />
  );
}

export interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: FieldError; confirmPassword?: FieldError };
  /** "Password" at sign-up, "New password" when changing it. */
  label: string;
}

/** A new password and its confirmation, as sign-up and every password change ask for them. */
export function NewPasswordFields({ password, confirmPassword, errors, label }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        registration={password}
        error={errors.password}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        registration={confirmPassword}
        error={errors.confirmPassword}
      />
    </>
  );
}
