// The owner's invite panel over the real stores: a first link is made on request and is the one the database
// holds; a read that fails is shown with a Retry, and "Create invite link" (which would end the link the players
// already hold) is never offered then.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCampaign,
  openTestServices,
  renderWithServices,
  testBackend,
  type TestServices,
} from '@duality/stores/testing';
import { useInvite } from '../../hooks/use-invite';
import { InvitePanel } from './invite-panel';

let gm: TestServices;
beforeAll(async () => {
  gm = await openTestServices(testBackend(), 'Invite Keeper');
});
afterAll(() => gm.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Panel({ campaignId }: { campaignId: number }) {
  return <InvitePanel invite={useInvite(campaignId)} />;
}

const storedInvite = async (campaignId: number) => {
  const { data } = await gm.client.from('campaign_invites').select('invite').eq('campaign_id', campaignId);
  return data?.map((row) => row.invite) ?? [];
};

describe('InvitePanel', () => {
  it('offers a first link, and the link it shows is the one the database holds', async () => {
    const id = await createCampaign(gm.client, 'Salt Marsh');
    renderWithServices(<Panel campaignId={id} />, gm.services);
    fireEvent.click(await screen.findByRole('button', { name: 'Create invite link' }));
    const field = (await screen.findByRole('textbox', { name: 'Invite link' })) as HTMLInputElement;
    const [token] = await storedInvite(id);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(field.value).toBe(`${window.location.origin}/campaign/invite/${token}`);
  });

  it('a failed read shows the error with Retry, never "Create invite link"; Retry shows the link kept', async () => {
    const id = await createCampaign(gm.client, 'Iron Pass');
    const token = await gm.data.campaigns.generateInvite(id);
    // The network is down (as in a browser offline): every request fails before reaching the server.
    const offline = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithServices(<Panel campaignId={id} />, gm.services);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The invite link could not be loaded: the server could not be reached.',
    );
    expect(screen.queryByRole('button', { name: 'Create invite link' })).toBeNull();
    expect(screen.queryByLabelText('Invite link')).toBeNull();

    offline.mockRestore();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    const field = (await screen.findByRole('textbox', { name: 'Invite link' })) as HTMLInputElement;
    expect(field.value).toContain(token);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await storedInvite(id)).toEqual([token]);
  });
});
