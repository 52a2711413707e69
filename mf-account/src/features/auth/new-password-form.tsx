import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { newPasswordFormSchema, type NewPasswordForm } from '@duality/rules';
import { getSessionStore } from '@duality/stores';
import { FormFooter } from '../forms/form-footer';
import { NewPasswordFields } from '../forms/account-fields';

/** A new password, typed twice; used by /auth/update-password and the profile page. */
export function NewPasswordForm({ onSaved, submitLabel }: { onSaved: () => void; submitLabel: string }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    const result = await getSessionStore().updatePassword(password);
    if (result.error) {
      setError(result.error);
      return;
    }
    form.reset();
    onSaved();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Set a new password">
      <NewPasswordFields
        label="New password"
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={errors}
      />
      <FormFooter error={error} busy={isSubmitting} label={submitLabel} busyLabel="Saving…" />
    </form>
  );
}
