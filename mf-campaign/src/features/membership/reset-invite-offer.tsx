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

/**
 * After a kick: the kicked player cannot rejoin with the current link (the database remembers it for them), but
 * whoever they passed it to can, so the owner is offered a new one.
 */
export function ResetInviteOffer({ kicked, onDone, resetInvite, returnFocusTo }: ResetInviteOfferProps) {
  return (
    <ConfirmDialog
      open={kicked !== null}
      onOpenChange={(open) => !open && onDone()}
      title="Reset the invite?"
      description={`${kicked ?? 'The kicked character'}'s player can no longer join with the current invite link, but anyone they passed it to still can. Reset it so the old link stops working for everyone.`}
      confirmLabel="Reset invite"
      cancelLabel="Keep the link"
      onConfirm={() => void resetInvite()}
      returnFocusTo={returnFocusTo}
    />
  );
}
