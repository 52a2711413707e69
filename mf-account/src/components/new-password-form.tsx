import { newPasswordFormSchema } from '@duality/rules';
import { useSessionStore } from '@duality/stores/react';
import { FormFooter } from '@duality/ui';
import { useServerForm } from '@duality/ui/forms';
import { NewPasswordFields } from './account-fields';

/** A new password, typed twice, for /auth/update-password (the reset link has just signed the user in). */
export function NewPasswordForm({ onSaved, submitLabel }: { onSaved: () => void; submitLabel: string }) {
  const session = useSessionStore();
  const { onSubmit, field, error, busy } = useServerForm(
    newPasswordFormSchema,
    ({ password }) => session.updatePassword(password),
    {
      defaultValues: { password: '', confirmPassword: '' },
      onSuccess: (_values, form) => {
        form.reset();
        onSaved();
      },
    },
  );
  return (
    <form className="dh-form" onSubmit={onSubmit} noValidate aria-label="Set a new password" aria-busy={busy}>
      <NewPasswordFields
        label="New password"
        password={field('password')}
        confirmPassword={field('confirmPassword')}
      />
      <FormFooter block error={error} busy={busy} label={submitLabel} busyLabel="Saving…" />
    </form>
  );
}
