// Campaign homebrew over the real stores: the owner shares one of their records with the campaign (the link is
// in the database and listed), then unlinks it.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestServices,
  renderWithServices,
  testBackend,
  type TestServices,
} from '@duality/stores/testing';
import { HomebrewLinks } from './homebrew-links';

let gm: TestServices;
beforeAll(async () => {
  gm = await openTestServices(testBackend(), 'Link Keeper');
});
afterAll(() => gm.close());
afterEach(cleanup);

const links = async (campaignId: number) =>
  (await gm.client.from('campaign_homebrew_items').select('item_id').eq('campaign_id', campaignId)).data ??
  [];

describe('HomebrewLinks', () => {
  it('shares a record with the campaign, lists it, and unlinks it', async () => {
    const campaign = (await gm.data.campaigns.create('Copper Mine'))!;
    const lamp = (await gm.data.homebrew.save('items', {
      name: 'Miner Lamp',
      description: 'Burns for a week.',
      public: false,
    }))!;
    renderWithServices(<HomebrewLinks campaignId={campaign.id} canChange />, gm.services);
    expect(await screen.findByText('No homebrew is shared with this campaign.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Homebrew'), { target: { value: lamp.id } });
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'Share with the campaign' })),
    );

    const shared = await screen.findByRole('list', { name: 'Homebrew shared with the campaign' });
    expect(within(shared).getByText('Miner Lamp')).toBeTruthy();
    expect(await links(campaign.id)).toEqual([{ item_id: Number(lamp.id) }]);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Unlink Miner Lamp' })));
    expect(await screen.findByText('No homebrew is shared with this campaign.')).toBeTruthy();
    expect(await links(campaign.id)).toEqual([]);
  });
});
