// The game master's dashboard over the real stores: the joined character's card shows what its row holds, and
// a change the player makes on their sheet (through their own character store) reaches the card live.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createCampaign,
  createCharacter,
  joinCampaign,
  openTestServices,
  renderWithServices,
  testBackend,
  type TestServices,
} from '@duality/stores/testing';
import { CampaignDashboard } from './campaign-dashboard';

let gm: TestServices;
let player: TestServices;
beforeAll(async () => {
  [gm, player] = await Promise.all([
    openTestServices(testBackend(), 'Dashboard Keeper'),
    openTestServices(testBackend(), 'Dashboard Player'),
  ]);
});
afterAll(() => Promise.all([gm.close(), player.close()]));
afterEach(cleanup);

const hopeOn = (card: HTMLElement) => card.querySelector('[data-track="hope"]')?.textContent;

describe('CampaignDashboard', () => {
  it('says so while no character has joined, with no empty card under the message', async () => {
    const id = await createCampaign(gm.client, 'Empty Hall');
    renderWithServices(<CampaignDashboard campaignId={id} />, gm.services);
    expect(await screen.findByText('No character has joined yet.')).toBeTruthy();
    // No card is drawn: the loading card's room stays (so nothing moves) but invisible and unannounced.
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    const room = document.querySelector('.campaign-empty__room');
    expect(room?.getAttribute('aria-hidden')).toBe('true');
  });

  it("shows a joined character's card, and the player's Hope change reaches it live", async () => {
    const id = await createCampaign(gm.client, 'Lantern Road');
    const characterId = await createCharacter(player.client, { name: 'Rook', level: 2 });
    await joinCampaign(gm.client, player.client, id, characterId);
    renderWithServices(<CampaignDashboard campaignId={id} />, gm.services);
    const card = await screen.findByRole('listitem', { name: 'Rook' });
    expect(within(card).getByText(/Level 2/)).toBeTruthy();

    await player.data.characters.load();
    player.data.characters.update(characterId, (c) => ({ ...c, resources: { ...c.resources, hope: 5 } }));
    // The store derives the row with the game content, which it loads first: give it time on a busy machine.
    await waitFor(() => expect(hopeOn(card)).toMatch(/^5 \/ \d+$/), { timeout: 15_000 });
    expect(within(card).getByText(/held$/)).toBeTruthy();
    // The game master's card has no sheet link: the character is the player's.
    expect(within(card).queryByRole('link', { name: 'Open your sheet' })).toBeNull();
  });

  it("gives the player a link to their own sheet and shows their character's last roll", async () => {
    const id = await createCampaign(gm.client, 'Salt Road');
    const characterId = await createCharacter(player.client, { name: 'Wren', level: 1 });
    await joinCampaign(gm.client, player.client, id, characterId);
    // A roll the sheet made offline, reported: its dice are the test's to choose.
    const { error } = await player.client.rpc('report_offline_roll', {
      p_campaign_id: id,
      p_character_id: characterId,
      p_kind: 'action',
      p_label: 'Finesse',
      p_hope_die: 7,
      p_fear_die: 7,
      p_dice: [],
      p_total: 15,
      p_modifier: 1,
    });
    expect(error).toBeNull();
    renderWithServices(<CampaignDashboard campaignId={id} />, player.services);
    const card = await screen.findByRole('listitem', { name: 'Wren' });
    expect(within(card).getByRole('link', { name: 'Open your sheet' }).getAttribute('href')).toBe(
      `/character/${characterId}`,
    );
    expect((await within(card).findByText(/^Last roll:/)).textContent).toBe(
      'Last roll: Finesse, 15 critical',
    );
  });
});
