import { useCallback, useEffect, useState } from 'react';
import { getDataStores } from '@duality/stores';
import { readCurrentInvite } from '../lib/current-invite';

export interface InviteState {
  /** The current token, null when none exists yet. */
  invite: string | null;
  loading: boolean;
  /** Makes a new token; the old one stops working at once ("Error generating invite." on failure). */
  reset(): Promise<boolean>;
}

/** The owner's invite for a campaign: read once, replaced by `reset`. */
export function useInvite(campaignId: number): InviteState {
  // Kept with the campaign it belongs to, so another campaign's page never shows this one's token.
  const [current, setCurrent] = useState<{ campaignId: number; invite: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    readCurrentInvite(campaignId)
      .catch(() => null)
      .then((invite) => live && setCurrent({ campaignId, invite }));
    return () => {
      live = false;
    };
  }, [campaignId]);
  const reset = useCallback(async () => {
    const invite = await getDataStores().campaigns.generateInvite(campaignId);
    if (invite) setCurrent({ campaignId, invite });
    return invite !== null;
  }, [campaignId]);
  const loaded = current?.campaignId === campaignId ? current : null;
  return { invite: loaded?.invite ?? null, loading: loaded === null, reset };
}
