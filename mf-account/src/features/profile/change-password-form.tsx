import { changePasswordFormSchema } from '@duality/rules';
import { useSessionStore } from '@duality/stores/react';
import { FormFooter, TextField } from '@duality/ui';
import { useServerForm } from '@duality/ui/forms';
import { NewPasswordFields } from '../../components/account-fields';

/**
 * The profile's password change. It asks for the current password: the backend accepts a change without it
 * only from a sign-in of the last few minutes, and a profile page may stay open far longer.
 */
export function ChangePasswordForm({ onSaved }: { onSaved: () => void }) {
  const session = useSessionStore();
  const { onSubmit, field, error, busy } = useServerForm(
    changePasswordFormSchema,
    ({ password, currentPassword }) => session.updatePassword(password, currentPassword),
    {
      defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
      onSuccess: (_values, form) => {
        form.reset();
        onSaved();
      },
    },
  );
  return (
    <form
      className="dh-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Change your password"
      aria-busy={busy}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <NewPasswordFields
        label="New password"
        password={field('password')}
        confirmPassword={field('confirmPassword')}
      />
      <FormFooter block error={error} busy={busy} label="Change password" busyLabel="Saving…" />
    </form>
  );
}
