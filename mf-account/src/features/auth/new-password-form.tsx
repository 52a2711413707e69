import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { newPasswordFormSchema, type NewPasswordForm } from '@duality/rules';
import { getSessionStore } from '@duality/stores';
import { FormFooter } from '../forms/form-footer';
import { TextField } from '../forms/text-field';

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
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        registration={form.register('password')}
        error={errors.password}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <FormFooter error={error} busy={isSubmitting} label={submitLabel} busyLabel="Saving…" />
    </form>
  );
}
