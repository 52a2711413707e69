import type { CampaignHomebrewState } from '../src/campaign-homebrew/campaign-homebrew-store';

/** The campaign homebrew store's state with no campaign loaded, for stand-in stores in tests. */
export function noCampaignHomebrew(): CampaignHomebrewState {
  const none = () => ({ links: [], items: [] });
  return {
    campaignId: null,
    hydrated: false,
    kinds: {
      items: none(),
      weapons: none(),
      armor: none(),
      communities: none(),
      ancestries: none(),
      subclasses: none(),
      classes: none(),
    },
  };
}
