import type { AreaName } from '@duality/platform';

/** How an area is named in messages to the user. */
export const areaLabels: Record<AreaName, string> = {
  character: 'Characters',
  builder: 'The character builder',
  campaign: 'Campaigns',
  homebrew: 'Homebrew',
  account: 'Your account',
};
