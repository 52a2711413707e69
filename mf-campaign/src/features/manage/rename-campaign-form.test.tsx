// Renaming over the real stores: the new name is confirmed on the form and is the one the database holds.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestServices,
  renderWithServices,
  testBackend,
  type TestServices,
} from '@duality/stores/testing';
import { useCampaign } from '../../hooks/use-campaigns';
import { RenameCampaignForm } from './rename-campaign-form';

let gm: TestServices;
beforeAll(async () => {
  gm = await openTestServices(testBackend(), 'Rename Keeper');
});
afterAll(() => gm.close());
afterEach(cleanup);

function Rename({ id }: { id: number }) {
  const { campaign } = useCampaign(id);
  return campaign ? <RenameCampaignForm campaign={campaign} /> : null;
}

describe('RenameCampaignForm', () => {
  it('renames the campaign, says so, and the database holds the new name', async () => {
    const campaign = (await gm.data.campaigns.create('Old Mill'))!;
    renderWithServices(<Rename id={campaign.id} />, gm.services);
    const field = await screen.findByLabelText<HTMLInputElement>('Campaign name');
    expect(field.value).toBe('Old Mill');
    fireEvent.change(field, { target: { value: 'New Mill' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Rename' })));
    expect(await screen.findByText('The campaign is now called New Mill.')).toBeTruthy();
    const { data } = await gm.client.from('campaigns').select('name').eq('id', campaign.id).single();
    expect(data?.name).toBe('New Mill');
  });
});
