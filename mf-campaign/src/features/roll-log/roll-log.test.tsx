// The roll log over the real stores: a player's roll (inserted through the API as the player, the way the
// sheet logs it) appears live for the game master with its dice, total and outcome; the player reads the log
// only once the game master shares it with the switch.
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
    const { error } = await player.client.from('campaign_rolls').insert({
      campaign_id: id,
      character_id: ash,
      kind: 'action',
      label: 'Agility action roll',
      hope_die: 4,
      fear_die: 10,
      modifier: 2,
      total: 16,
    });
    expect(error).toBeNull();
    const roll = await screen.findByRole('listitem');
    expect(roll.textContent).toContain('Ash · Agility action roll');
    expect(roll.textContent).toContain('Hope 4, Fear 10, +2');
    expect(within(roll).getByLabelText('Total 16')).toBeTruthy();
    expect(within(roll).getByText('With Fear')).toBeTruthy();
    gmView.unmount();

    // Not shared yet: the other player's page has no log at all.
    const otherView = renderWithServices(<RollLog campaignId={id} isOwner={false} />, other.services);
    const gmAgain = renderWithServices(<RollLog campaignId={id} isOwner />, gm.services);
    const share = await within(gmAgain.container).findByRole('switch', { name: /Share the log/ });
    expect(otherView.container.textContent).toBe('');
    await within(gmAgain.container).findByText(/Agility action roll/);
    fireEvent.click(share);
    expect(await within(otherView.container).findByText(/Ash/)).toBeTruthy();
    expect(within(otherView.container).queryByRole('switch')).toBeNull();
  });
});
