import { displayNameFormSchema } from '@duality/rules';
import { useSessionStore } from '@duality/stores/react';
import { FormFooter, TextField } from '@duality/ui';
import { useServerForm } from '@duality/ui/forms';

/** Changes the display name kept in the account metadata; the top bar shows it at once. */
export function DisplayNameForm({ current }: { current: string }) {
  const session = useSessionStore();
  const { onSubmit, field, error, success, busy } = useServerForm(
    displayNameFormSchema,
    ({ displayName }) => session.updateDisplayName(displayName),
    {
      defaultValues: { displayName: current },
      success: ({ displayName }) => `Your display name is now ${displayName}.`,
    },
  );
  return (
    <form
      className="dh-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Change your display name"
      aria-busy={busy}
    >
      <TextField label="Display name" autoComplete="nickname" {...field('displayName')} />
      <FormFooter
        block
        error={error}
        success={success}
        busy={busy}
        label="Save display name"
        busyLabel="Saving…"
      />
    </form>
  );
}
