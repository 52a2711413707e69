// The roll log over the real stores: a player's roll (reported through the API as the player, the way the
// sheet logs a roll made offline) appears live for the game master with its dice, total, outcome and its
// offline mark; a roll the server made has no mark; the player reads the log only once the game master shares
// it with the switch.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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
import { RollLog } from './roll-log';

let gm: TestServices;
let player: TestServices;
let other: TestServices;
beforeAll(async () => {
  [gm, player, other] = await Promise.all([
    openTestServices(testBackend(), 'Log Keeper'),
    openTestServices(testBackend(), 'Log Roller'),
    openTestServices(testBackend(), 'Log Watcher'),
  ]);
});
afterAll(() => Promise.all([gm.close(), player.close(), other.close()]));
afterEach(cleanup);

describe('RollLog', () => {
  it("shows a player's roll live to the game master, and to other players once shared", async () => {
    const id = await createCampaign(gm.client, 'Dice Hall');
    const ash = await createCharacter(player.client, { name: 'Ash', level: 1 });
    await joinCampaign(gm.client, player.client, id, ash);
    await joinCampaign(
      gm.client,
      other.client,
      id,
      await createCharacter(other.client, { name: 'Fen', level: 1 }),
    );

    const gmView = renderWithServices(<RollLog campaignId={id} isOwner />, gm.services);
    expect(await screen.findByText('No roll yet this session.')).toBeTruthy();
    const { error } = await player.client.rpc('report_offline_roll', {
      p_campaign_id: id,
      p_character_id: ash,
      p_kind: 'action',
      p_label: 'Agility action roll',
      p_hope_die: 4,
      p_fear_die: 10,
      p_dice: [],
      p_modifier: 2,
      p_total: 16,
    });
    expect(error).toBeNull();
    const roll = await screen.findByRole('listitem');
    expect(roll.textContent).toContain('Ash · Agility action roll');
    expect(roll.textContent).toContain('Hope 4, Fear 10, +2');
    expect(within(roll).getByLabelText('Total 16')).toBeTruthy();
    expect(within(roll).getByText('With Fear')).toBeTruthy();
    expect(
      within(roll).getByText("Rolled offline on the player's device, not by the server; no Fear"),
    ).toBeTruthy();
    const server = await player.client.rpc('roll_dice', {
      p_character_id: ash,
      p_kind: 'damage',
      p_label: 'Dagger damage',
      p_modifier: 1,
      p_edge: 'none',
      p_dice: [{ die: 4, count: 1 }],
    });
    expect(server.error).toBeNull();
    const rolled = await screen.findByText(/Dagger damage/);
    expect(rolled.closest('li')!.textContent).not.toContain('offline');
    gmView.unmount();

    // Not shared yet: the other player's page has no log at all.
    const otherView = renderWithServices(<RollLog campaignId={id} isOwner={false} />, other.services);
    const gmAgain = renderWithServices(<RollLog campaignId={id} isOwner />, gm.services);
    const share = await within(gmAgain.container).findByRole('switch', { name: /Share the log/ });
    expect(otherView.container.textContent).toBe('');
    await within(gmAgain.container).findByText(/Agility action roll/);
    fireEvent.click(share);
    expect(await within(otherView.container).findAllByText(/Ash/)).toHaveLength(2);
    expect(within(otherView.container).queryByRole('switch')).toBeNull();
  });
});
