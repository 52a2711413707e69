import type { RefObject } from 'react';
import { ConfirmDialog } from '@duality/ui';

export interface ResetInviteOfferProps {
  /** The character just kicked, or null when there is nothing to offer. */
  kicked: string | null;
  onDone: () => void;
  /** Makes a new invite, so the old link stops working. */
  resetInvite: () => Promise<boolean>;
  /** Where focus goes afterwards (the kicked card and its button are gone). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** After a kick: the kicked player could rejoin with the current link, so the owner is offered a new one. */
export function ResetInviteOffer({ kicked, onDone, resetInvite, returnFocusTo }: ResetInviteOfferProps) {
  return (
    <ConfirmDialog
      open={kicked !== null}
      onOpenChange={(open) => !open && onDone()}
      title="Reset the invite?"
      description={`Whoever has the current invite link, ${kicked ?? 'the kicked character'}'s player included, can still join with it. Reset it so the old link stops working.`}
      confirmLabel="Reset invite"
      cancelLabel="Keep the link"
      onConfirm={() => void resetInvite()}
      returnFocusTo={returnFocusTo}
    />
  );
}
