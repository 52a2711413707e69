import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@duality/rules';
import { builderPathFor, campaignPath, inviteUrl, invitePath } from './paths';

describe('campaign paths', () => {
  it('builds the invite link and a builder link that comes back to it', () => {
    expect(campaignPath(7)).toBe('/campaign/7');
    expect(inviteUrl('https://duality.example', 'ab12')).toBe('https://duality.example/campaign/invite/ab12');
    const builder = builderPathFor(invitePath('ab12'));
    expect(builder).toBe('/builder?redirect=%2Fcampaign%2Finvite%2Fab12');
    // The way back survives the same check the login page applies.
    const back = new URL(builder, 'https://duality.example').searchParams.get('redirect');
    expect(safeRedirect(back)).toBe('/campaign/invite/ab12');
  });
});
