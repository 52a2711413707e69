import type { CampaignRow, CampaignsState } from '@duality/stores';
import { useDataStores, useStoreState } from '@duality/stores/react';

/** The user's campaigns: owned and joined, live. */
export function useCampaigns(): CampaignsState {
  return useStoreState(useDataStores().campaigns);
}

export interface CampaignView {
  status: CampaignsState['status'];
  campaign: CampaignRow | undefined;
  /** `owner` runs it, `player` has a character in it, null for anyone else (who sees nothing of it). */
  role: 'owner' | 'player' | null;
}

/** One campaign of the user's, and whether they own it or play in it. */
export function useCampaign(id: number): CampaignView {
  const { status, owned, joined } = useCampaigns();
  const mine = owned.find((c) => c.id === id);
  if (mine) return { status, campaign: mine, role: 'owner' };
  const played = joined.find((c) => c.id === id);
  return { status, campaign: played, role: played ? 'player' : null };
}
