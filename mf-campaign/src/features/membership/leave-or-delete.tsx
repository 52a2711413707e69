import { useRef, useState } from 'react';
import { useNavigate } from '@duality/libs/router';
import type { CampaignRow } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { Button, ConfirmDialog } from '@duality/ui';
import { buildPath } from '@duality/platform';

/**
 * The owner deletes the campaign (with its dashboard, invite and links); a player leaves it, which stops their
 * characters' sharing at once. Both ask first, then return to the list.
 */
export function LeaveOrDelete({
  campaign,
  membership,
}: {
  campaign: CampaignRow;
  membership: 'owner' | 'player';
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { campaigns } = useDataStores();
  const owner = membership === 'owner';
  const act = async () => {
    const done = owner ? await campaigns.remove(campaign.id) : await campaigns.leave(campaign.id);
    if (done) await navigate(buildPath('/campaign'));
  };
  const label = owner ? 'Delete campaign' : 'Leave campaign';
  return (
    <section className="campaign-section" aria-label={label}>
      <Button variant="danger" ref={button} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={owner ? `Delete ${campaign.name}?` : `Leave ${campaign.name}?`}
        description={
          owner
            ? 'The campaign, its dashboard, its invite and its homebrew links are deleted for everyone. This cannot be undone.'
            : 'Your characters leave the campaign and stop sharing with it at once.'
        }
        confirmLabel={owner ? 'Delete' : 'Leave'}
        onConfirm={() => void act()}
        returnFocusTo={button}
      />
    </section>
  );
}
