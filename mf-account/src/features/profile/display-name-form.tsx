import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { displayNameFormSchema, type DisplayNameForm } from '@duality/rules';
import { getSessionStore } from '@duality/stores';
import { FormFooter } from '../forms/form-footer';
import { TextField } from '../forms/text-field';

/** Changes the display name kept in the account metadata; the top bar shows it at once. */
export function DisplayNameFormView({ current }: { current: string }) {
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<DisplayNameForm>({
    resolver: zodResolver(displayNameFormSchema),
    defaultValues: { displayName: current },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ displayName }) => {
    setError(null);
    setSaved(null);
    const result = await getSessionStore().updateDisplayName(displayName);
    if (result.error) setError(result.error);
    else setSaved(`Your display name is now ${displayName}.`);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change your display name">
      <TextField
        label="Display name"
        autoComplete="nickname"
        registration={form.register('displayName')}
        error={errors.displayName}
      />
      <FormFooter
        error={error}
        success={saved}
        busy={isSubmitting}
        label="Save display name"
        busyLabel="Saving…"
      />
    </form>
  );
}
