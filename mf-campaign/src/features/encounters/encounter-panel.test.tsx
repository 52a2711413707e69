// Encounters over the real stores: the game master builds a fight from the SRD's adversaries within the Battle
// Points budget (over it, saving is refused with the reason), saves it with the campaign, and runs it: a row per
// adversary, where damage past its Major threshold marks 2 HP (kept by the database) and a tap marks Stress; its
// whole card opens from the row, to roll and to reveal it; a player reads no card until one is revealed, and
// none once it is hidden again; deleting the encounter asks first.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixedDice } from '@duality/rules';
import {
  createCampaign,
  createCharacter,
  joinCampaign,
  openTestServices,
  renderWithServices,
  testBackend,
  type TestServices,
} from '@duality/stores/testing';
import { preloadConfirmDialog, preloadDrawer } from '@duality/ui';
import { EncounterPanel } from './encounter-panel';

let gm: TestServices;
let player: TestServices;
beforeAll(async () => {
  [gm, player] = await Promise.all([
    openTestServices(testBackend(), 'Fight Keeper'),
    openTestServices(testBackend(), 'Fight Player'),
  ]);
});
afterAll(() => Promise.all([gm.close(), player.close()]));
afterEach(cleanup);

const add = async (name: string) => {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search adversaries' }), {
    target: { value: name },
  });
  fireEvent.click(await screen.findByRole('button', { name: `Add ${name}` }));
};

describe('EncounterPanel', () => {
  it('builds within budget, refuses over it with the reason, and runs the saved fight', async () => {
    const id = await createCampaign(gm.client, 'Ash Road');
    await joinCampaign(
      gm.client,
      player.client,
      id,
      await createCharacter(player.client, { name: 'Kit', level: 1 }),
    );
    renderWithServices(
      <EncounterPanel campaignId={id} characters={1} dice={fixedDice([12, 5])} />,
      gm.services,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Encounter name' }), {
      target: { value: 'Burrow ambush' },
    });
    // One character: a budget of 3 x 1 + 2 = 5. An Acid Burrower (Solo) costs 5.
    await add('Acid Burrower');
    expect(screen.getByText(/Battle Points: 5 spent of 5, 0 left/)).toBeTruthy();
    await add('Acid Burrower');
    fireEvent.click(screen.getByRole('button', { name: 'Save the encounter' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^This fight costs 10 Battle Points but the budget is \d+/,
    );
    expect((await gm.client.from('campaign_encounters').select('id').eq('campaign_id', id)).data).toEqual([]);

    fireEvent.click(screen.getAllByRole('button', { name: 'Take out Acid Burrower' })[1]!);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save the encounter' })));
    const row = await screen.findByRole('listitem', { name: 'Acid Burrower 1' });
    expect(within(row).getByText(/Difficulty 14 · Major 8 · Severe 15/)).toBeTruthy();

    // 9 damage is past the Major threshold (8): 2 HP marked, kept by the database.
    fireEvent.change(within(row).getByRole('textbox', { name: 'Damage' }), { target: { value: '9' } });
    await act(async () => void fireEvent.click(within(row).getByRole('button', { name: 'Apply' })));
    expect(await within(row).findByText('Major damage: 2 HP marked.')).toBeTruthy();
    expect(within(row).getByText('2 of 8 marked')).toBeTruthy();
    const stored = () =>
      gm.client
        .from('campaign_encounter_adversaries')
        .select('hp_marked, stress_marked')
        .eq('campaign_id', id);
    expect((await stored()).data).toEqual([{ hp_marked: 2, stress_marked: 0 }]);
    await act(
      async () =>
        void fireEvent.click(within(row).getByRole('button', { name: 'Mark a Stress on Acid Burrower 1' })),
    );
    expect(await within(row).findByText('1 of 3 marked')).toBeTruthy();
    expect((await stored()).data).toEqual([{ hp_marked: 2, stress_marked: 1 }]);
    // A mark is offered back, as on the sheet; Undo writes the old value.
    expect(screen.getByText('Acid Burrower 1, Stress: 1, was 0.')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(await within(row).findByText('0 of 3 marked')).toBeTruthy();
    await waitFor(async () => expect((await stored()).data).toEqual([{ hp_marked: 2, stress_marked: 0 }]));
    await act(
      async () =>
        void fireEvent.click(within(row).getByRole('button', { name: 'Mark a Stress on Acid Burrower 1' })),
    );
    expect(await within(row).findByText('1 of 3 marked')).toBeTruthy();

    // The whole card opens from the row: rolls, the reveal.
    await preloadDrawer();
    fireEvent.click(within(row).getByRole('button', { name: /^Acid Burrower 1/ }));
    const card = await screen.findByRole('dialog', { name: 'Acid Burrower 1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Roll attack' }));
    expect(within(card).getByText('Attack: d20 12 + 3 = 15')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Roll damage' }));
    expect(within(card).getByText('Damage: 1d12+2 → 5 = 7')).toBeTruthy();

    // The player reads no card until it is revealed, and none once it is hidden again.
    const seenByPlayer = () =>
      player.client.from('campaign_encounter_adversaries').select('hp_marked').eq('campaign_id', id);
    expect((await seenByPlayer()).data).toEqual([]);
    const reveal = () => within(card).getByRole('switch', { name: 'Players see this card' });
    await act(async () => void fireEvent.click(reveal()));
    await within(card).findByRole('switch', { name: 'Players see this card', checked: true });
    expect((await seenByPlayer()).data).toEqual([{ hp_marked: 2 }]);
    expect(within(row).getByText('Players see it')).toBeTruthy();
    await act(async () => void fireEvent.click(reveal()));
    // Hidden again, the card stays open (it is the same place in the fight, under a new id).
    await within(card).findByRole('switch', { name: 'Players see this card', checked: false });
    expect((await seenByPlayer()).data).toEqual([]);
    expect((await stored()).data).toEqual([{ hp_marked: 2, stress_marked: 1 }]);
    fireEvent.keyDown(card, { key: 'Escape' });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Deleting asks first, then removes the encounter and its cards from the campaign.
    await preloadConfirmDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Burrow ambush' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete Burrow ambush?' });
    await act(
      async () => void fireEvent.click(within(ask).getByRole('button', { name: 'Delete encounter' })),
    );
    expect(await screen.findByRole('heading', { name: 'New encounter' })).toBeTruthy();
    expect((await gm.client.from('campaign_encounters').select('id').eq('campaign_id', id)).data).toEqual([]);
    const cards = await gm.client.from('campaign_encounter_adversaries').select('id').eq('campaign_id', id);
    expect(cards.data).toEqual([]);
  });
});
