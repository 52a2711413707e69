import type { CampaignRow } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { FormFooter, TextField } from '@duality/ui';
import { useServerForm } from '@duality/ui/forms';
import { campaignNameSchema } from '../../lib/campaign-name';

/** The owner renames the campaign; players see the new name live. */
export function RenameCampaignForm({ campaign }: { campaign: CampaignRow }) {
  const { campaigns } = useDataStores();
  const { onSubmit, field, error, success, busy } = useServerForm(
    campaignNameSchema,
    async ({ name }) => ({
      error: (await campaigns.rename(campaign.id, name)) ? null : 'The campaign was not renamed.',
    }),
    { defaultValues: { name: campaign.name }, success: ({ name }) => `The campaign is now called ${name}.` },
  );
  return (
    <form className="dh-form" onSubmit={onSubmit} noValidate aria-label="Rename the campaign">
      <TextField label="Campaign name" autoComplete="off" {...field('name')} />
      <FormFooter error={error} success={success} busy={busy} label="Rename" busyLabel="Renaming…" />
    </form>
  );
}
