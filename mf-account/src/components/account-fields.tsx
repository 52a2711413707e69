import { TextField, type TextFieldProps } from '@duality/ui';

type FieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'hint'>;

/** The email field of every account form (spread `field('email')` from useServerForm). */
export function EmailField(props: FieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}

export interface NewPasswordFieldsProps {
  password: FieldProps;
  confirmPassword: FieldProps;
  /** "Password" at sign-up, "New password" when changing it. */
  label: string;
}

/** A new password and its confirmation, as sign-up and every password change ask for them. */
export function NewPasswordFields({ password, confirmPassword, label }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        {...password}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        {...confirmPassword}
      />
    </>
  );
}
