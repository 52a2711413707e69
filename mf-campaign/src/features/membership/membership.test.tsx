// Membership over the real stores: the owner kicks a character (its dashboard row is gone and the page is
// told who left), and deleting the campaign asks first, removes it from the database and returns to the list.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dashboardRowSchema } from '@duality/stores';
import {
  createCharacter,
  joinCampaign,
  openTab,
  openTestServices,
  ownBrowser,
  renderWithServices,
  testBackend,
  type Tab,
  type TestServices,
} from '@duality/stores/testing';
import { KickAction } from './kick-action';
import { LeaveOrDelete } from './leave-or-delete';

let gm: TestServices;
let player: Tab;
beforeAll(async () => {
  [gm, player] = await Promise.all([
    openTestServices(testBackend(), 'Member Keeper'),
    openTab(testBackend(), 'Member Player', ownBrowser()),
  ]);
});
afterAll(() => Promise.all([gm.close(), player.close()]));
afterEach(cleanup);

const confirm = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('KickAction', () => {
  it('asks first, then removes the character from the campaign and says who', async () => {
    const campaign = (await gm.data.campaigns.create('Thorn Keep'))!;
    const characterId = await createCharacter(player.client, { name: 'Wren' });
    const rowId = await joinCampaign(gm.client, player.client, campaign.id, characterId);
    const { data } = await gm.client.from('campaign_dashboard').select('*').eq('id', rowId).single();
    const kicked: string[] = [];
    renderWithServices(
      <KickAction
        row={dashboardRowSchema.parse(data)}
        campaignName="Thorn Keep"
        onKicked={(n) => kicked.push(n)}
      />,
      gm.services,
    );
    // Kick is in the card's menu (Radix opens it from the keyboard in jsdom).
    const trigger = screen.getByRole('button', { name: 'More actions for Wren' });
    act(() => trigger.focus());
    await act(async () => void fireEvent.keyDown(trigger, { key: 'Enter' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Kick Wren' }));
    expect(await screen.findByText('Wren leaves Thorn Keep and stops sharing with it.')).toBeTruthy();
    await confirm('Kick');
    await waitFor(() => expect(kicked).toEqual(['Wren']));
    expect(gm.toasts).toContainEqual({ message: 'Kicked Wren from Thorn Keep', tone: 'success' });
    const left = await gm.client.from('campaign_dashboard').select('id').eq('id', rowId);
    expect(left.data).toEqual([]);
  });
});

describe('LeaveOrDelete', () => {
  it('deletes the campaign after confirming and returns to the list', async () => {
    const campaign = (await gm.data.campaigns.create('Ash Vale'))!;
    renderWithServices(<LeaveOrDelete campaign={campaign} membership="owner" />, gm.services, {
      path: `/campaign/${campaign.id}`,
      pages: { '/campaign': 'Your campaigns' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete campaign' }));
    expect(await screen.findByText(/deleted for everyone/)).toBeTruthy();
    await confirm('Delete');
    expect(await screen.findByRole('heading', { name: 'Your campaigns' })).toBeTruthy();
    const { data } = await gm.client.from('campaigns').select('id').eq('id', campaign.id);
    expect(data).toEqual([]);
  });
});
