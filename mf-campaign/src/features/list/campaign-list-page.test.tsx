// The campaign list over the real stores: a new user has none; a campaign created with the form is in the
// database and in the list, marked as run by them and linking to its page.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestServices,
  renderWithServices,
  testBackend,
  type TestServices,
} from '@duality/stores/testing';
import { CampaignListPage } from './campaign-list-page';

let gm: TestServices;
beforeAll(async () => {
  gm = await openTestServices(testBackend(), 'List Keeper');
});
afterAll(() => gm.close());
afterEach(cleanup);

describe('CampaignListPage', () => {
  it('creates a campaign with the form: it is stored, and listed as run by the user', async () => {
    renderWithServices(<CampaignListPage />, gm.services, { path: '/campaign' });
    expect(await screen.findByText(/You have no campaigns yet/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Moth Harbour' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Create campaign' })));

    const list = await screen.findByRole('list', { name: 'Your campaigns' });
    const link = within(list).getByRole('link', { name: 'Moth Harbour' });
    expect(within(list).getByText('Game master')).toBeTruthy();
    const { data } = await gm.client.from('campaigns').select('id, name');
    expect(data).toEqual([{ id: expect.any(Number), name: 'Moth Harbour' }]);
    expect(link.getAttribute('href')).toBe(`/campaign/${data![0]!.id}`);
  });

  it('refuses an empty name beside the field and creates nothing', async () => {
    renderWithServices(<CampaignListPage />, gm.services, { path: '/campaign' });
    await act(
      async () => void fireEvent.click(await screen.findByRole('button', { name: 'Create campaign' })),
    );
    expect((await screen.findAllByText(/name/i)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Campaign name').getAttribute('aria-invalid')).toBe('true');
    const { data } = await gm.client.from('campaigns').select('name');
    expect(data?.map((c) => c.name)).toEqual(['Moth Harbour']);
  });
});
