import { useRef, useState } from 'react';
import { getDataStores, type DashboardRow } from '@duality/stores';
import { ConfirmDialog } from '@duality/ui';

export interface KickActionProps {
  row: DashboardRow;
  campaignName: string;
  /** Makes a new invite, so the kicked player's old link stops working. */
  resetInvite: () => Promise<boolean>;
}

/** The owner removes a character ("Kicked {character} from {campaign}"), then is offered to reset the invite. */
export function KickAction({ row, campaignName, resetInvite }: KickActionProps) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'offer-reset'>('idle');
  const button = useRef<HTMLButtonElement>(null);
  const name = row.character_name || 'this character';
  const kick = async () => {
    if (await getDataStores().campaigns.kick(row.id, name, row.campaign_id)) setStep('offer-reset');
    else setStep('idle');
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="dh-button dh-button--quiet"
        onClick={() => setStep('confirm')}
      >
        Kick {name}
      </button>
      <ConfirmDialog
        open={step === 'confirm'}
        onOpenChange={(open) => !open && setStep('idle')}
        title={`Kick ${name}?`}
        description={`${name} leaves ${campaignName} and stops sharing with it.`}
        confirmLabel="Kick"
        onConfirm={() => void kick()}
        returnFocusTo={button}
      />
      <ConfirmDialog
        open={step === 'offer-reset'}
        onOpenChange={(open) => !open && setStep('idle')}
        title="Reset the invite?"
        description={`Whoever has the current invite link, ${name}'s player included, can still join with it. Reset it so the old link stops working.`}
        confirmLabel="Reset invite"
        cancelLabel="Keep the link"
        onConfirm={() => void resetInvite()}
      />
    </>
  );
}
