import { useDataStores } from '@duality/stores/react';
import { FormFooter, TextField } from '@duality/ui';
import { useServerForm } from '@duality/ui/forms';
import { campaignNameSchema } from '../../lib/campaign-name';

/** Starts a campaign owned by the user; the store toasts "Created new campaign: {name}". */
export function CreateCampaignForm() {
  const { campaigns } = useDataStores();
  const { onSubmit, field, error, busy } = useServerForm(
    campaignNameSchema,
    async ({ name }) => ({
      error: (await campaigns.create(name)) ? null : 'The campaign was not created.',
    }),
    { defaultValues: { name: '' }, onSuccess: (_values, form) => form.reset({ name: '' }) },
  );
  return (
    <form className="dh-form campaign-create" onSubmit={onSubmit} noValidate aria-label="Create a campaign">
      <TextField label="Campaign name" autoComplete="off" {...field('name')} />
      <FormFooter error={error} busy={busy} label="Create campaign" busyLabel="Creating…" />
    </form>
  );
}
