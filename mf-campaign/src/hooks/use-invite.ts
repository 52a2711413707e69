import { useCallback, useState } from 'react';
import { useDataStores, useRead } from '@duality/stores/react';

export type InviteState = (
  | { status: 'loading' }
  /** Why the current invite could not be read: nothing is offered that would replace it unseen. */
  | { status: 'error'; message: string }
  /** The current token, null when none exists yet. */
  | { status: 'ready'; invite: string | null }
) & {
  /** Reads the current invite again (after a failed read). */
  retry(): void;
  /** Makes a new token; the old one stops working at once ("Error generating invite." on failure). */
  reset(): Promise<boolean>;
};

/** The owner's invite for a campaign: read through the stores, replaced by `reset`. */
export function useInvite(campaignId: number): InviteState {
  const { invites, campaigns } = useDataStores();
  const read = useCallback(() => invites.current(campaignId), [invites, campaignId]);
  const current = useRead(read, String(campaignId));
  // Kept with the campaign it belongs to, so another campaign's page never shows this one's token.
  const [made, setMade] = useState<{ campaignId: number; invite: string } | null>(null);
  const reset = useCallback(async () => {
    const invite = await campaigns.generateInvite(campaignId);
    if (invite) setMade({ campaignId, invite });
    return invite !== null;
  }, [campaigns, campaignId]);
  const { retry } = current;
  if (made?.campaignId === campaignId) return { status: 'ready', invite: made.invite, retry, reset };
  if (current.status === 'ready') return { status: 'ready', invite: current.data, retry, reset };
  if (current.status === 'error') return { status: 'error', message: current.message, retry, reset };
  return { status: 'loading', retry, reset };
}
