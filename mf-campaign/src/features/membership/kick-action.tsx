import { useRef, useState } from 'react';
import type { DashboardRow } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { ConfirmDialog } from '@duality/ui';

export interface KickActionProps {
  row: DashboardRow;
  campaignName: string;
  /** Told after the kick succeeded (the card itself goes away with the row). */
  onKicked: (characterName: string) => void;
}

/** The owner removes a character from the campaign, after confirming: "Kicked {character} from {campaign}". */
export function KickAction({ row, campaignName, onKicked }: KickActionProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { campaigns } = useDataStores();
  const name = row.character_name || 'this character';
  const kick = async () => {
    if (await campaigns.kick(row.id, name, row.campaign_id)) onKicked(name);
  };
  return (
    <>
      <button ref={button} type="button" className="dh-button dh-button--quiet" onClick={() => setOpen(true)}>
        Kick {name}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Kick ${name}?`}
        description={`${name} leaves ${campaignName} and stops sharing with it.`}
        confirmLabel="Kick"
        onConfirm={() => void kick()}
        returnFocusTo={button}
      />
    </>
  );
}
