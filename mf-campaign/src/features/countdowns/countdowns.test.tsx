// Countdowns over the real stores: the game master makes one (a blank name is refused in our words, the typed
// text kept), ticks it and shows it; the player's page shows only the visible one, moving live.
import { act, cleanup, fireEvent, within } from '@testing-library/react';
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
import { Countdowns } from './countdowns';

let gm: TestServices;
let player: TestServices;
beforeAll(async () => {
  [gm, player] = await Promise.all([
    openTestServices(testBackend(), 'Clock Keeper'),
    openTestServices(testBackend(), 'Clock Watcher'),
  ]);
});
afterAll(() => Promise.all([gm.close(), player.close()]));
afterEach(cleanup);

describe('Countdowns', () => {
  it('makes, ticks and shows countdowns; players see only the visible ones move', async () => {
    const id = await createCampaign(gm.client, 'Bell Tower');
    await joinCampaign(
      gm.client,
      player.client,
      id,
      await createCharacter(player.client, { name: 'Ivy', level: 1 }),
    );
    const gmView = renderWithServices(<Countdowns campaignId={id} isOwner />, gm.services);
    const playerView = renderWithServices(<Countdowns campaignId={id} isOwner={false} />, player.services);
    const gmScreen = within(gmView.container);

    const add = () =>
      act(async () => void fireEvent.click(gmScreen.getByRole('button', { name: 'Add countdown' })));
    const name = gmScreen.getByRole('textbox', { name: 'Countdown name' });
    fireEvent.change(name, { target: { value: '   ' } });
    await add();
    expect((await gmScreen.findByRole('alert')).textContent).toBe('Give the countdown a name.');
    expect((name as HTMLInputElement).value).toBe('   ');

    fireEvent.change(name, { target: { value: 'Secret plot' } });
    await add();
    await gmScreen.findByText('Secret plot');
    fireEvent.change(name, { target: { value: 'Storm' } });
    fireEvent.click(gmScreen.getByRole('switch', { name: 'Players see it' }));
    await add();
    await gmScreen.findByText('Storm');

    const playerScreen = within(playerView.container);
    await playerScreen.findByText('Storm');
    await act(async () => void fireEvent.click(gmScreen.getByRole('button', { name: 'Tick Storm' })));
    expect((await playerScreen.findByLabelText('Storm: 3 of 4 left')).textContent).toBe('3 / 4');
    expect(playerScreen.queryByText('Secret plot')).toBeNull();
    expect(playerScreen.queryByRole('button')).toBeNull();
  });
});
