// The sheet at the table, rendered whole over the area's store edge (test/advance-stores) with dice forced
// through the sheet's dice seam: rolls by the SRD (trait plus an Experience for a Hope, with Hope, with Fear,
// critical), attack and damage, the roll log, take damage against the thresholds, conditions, and undo.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CharacterInput, DiceSource } from '@duality/rules';
import {
  published,
  renderWithCharacter,
  requestedRolls,
  serverRolls,
  updates,
} from '../../../test/advance-stores';
import { SheetPage } from '../sheet-page';
import { SheetDiceProvider } from './dice-context';

afterEach(cleanup);
// The whole sheet renders with the built-in catalog: seconds on a busy 2-core machine, not the default 5.
const slow = { timeout: 30_000 };

/** Level 1 Warrior in Chainmail (Major 7+1 = 8, Severe 15+1 = 16, 4 Armor Slots) with a Longsword (d10+3). */
const warrior: CharacterInput = {
  name: 'Brakka',
  baseClass: 'core_class_warrior',
  subclass: ['core_subclass_call_of_the_brave'],
  ancestry: ['core_ancestry_human'],
  community: 'core_community_highborne',
  agility: { score: 2 },
  strength: { score: 1 },
  inventory: {
    weapons: [{ id: 'w1', itemId: 'core_weapon_longsword', name: 'Longsword', equipped: true }],
    armor: { id: 'a1', itemId: 'core_armor_chainmail_armor', name: 'Chainmail Armor', equipped: true },
    items: [],
    gold: 1,
  },
  experience: [{ name: 'Bodyguard', score: 2 }],
  resources: { health: 0, stress: 2, armor: 0, hope: 2 },
};

/** Dice that show the queued faces in turn and fail the test when a roll needs more. */
function queuedDice(): { dice: DiceSource; queue: number[] } {
  const queue: number[] = [];
  return {
    queue,
    dice: () => {
      const face = queue.shift();
      if (face === undefined) throw new Error('the test queued too few dice');
      return face;
    },
  };
}

function renderSheet(input: CharacterInput = warrior) {
  const { dice, queue } = queuedDice();
  renderWithCharacter(
    input,
    <SheetDiceProvider dice={dice}>
      <SheetPage params={{ id: 1 }} />
    </SheetDiceProvider>,
  );
  return queue;
}

const latest = () => updates.at(-1)!.character;
const region = (name: string) => screen.getByRole('region', { name });
const click = (el: HTMLElement) => act(async () => void fireEvent.click(el));
const choose = (label: string, value: string) =>
  act(async () => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));

describe('rolls from the sheet', slow, () => {
  it('rolls a trait plus an Experience for a Hope; with Hope gives the Hope back; the log keeps it', async () => {
    const dice = renderSheet();
    const roll = region('Roll');
    await choose('Roll with', 'agility');
    await choose('Experience (costs 1 Hope)', '0');
    dice.push(9, 4);
    await click(within(roll).getByRole('button', { name: 'Roll' }));
    expect(within(roll).getByText('17 with Hope')).toBeTruthy();
    expect(roll.querySelector('.sheet-roll__result')?.textContent).toBe(
      'Agility: Hope 9, Fear 4, modifier +4: total 17, with Hope',
    );
    expect(within(roll).getByText('You spend 1 Hope on the Experience. You gain a Hope.')).toBeTruthy();
    expect(latest().resources.hope).toBe(2);
    expect(latest().rollLog).toHaveLength(1);
    expect(latest().rollLog[0]).toMatchObject({
      what: 'Agility action roll with Bodyguard',
      kind: 'action',
      total: 17,
      outcome: 'hope',
    });
    expect(within(region('Roll log')).getByText('Agility action roll with Bodyguard')).toBeTruthy();
    expect(published).toEqual([]);
  });

  it('makes matching dice a critical success: a Hope gained and a Stress cleared', async () => {
    const dice = renderSheet();
    dice.push(7, 7);
    await click(within(region('Roll')).getByRole('button', { name: 'Roll' }));
    expect(within(region('Roll')).getByText('Critical success! (16)')).toBeTruthy();
    expect(latest().resources).toMatchObject({ hope: 3, stress: 1 });
  });

  it('in a campaign, shows the dice the server rolled; Hope and Stress follow them, and nothing is reported', async () => {
    const dice = renderSheet({
      ...warrior,
      campaign: 5,
      resources: { health: 0, stress: 2, armor: 0, hope: 2 },
    });
    dice.push(1, 2); // the sheet's own dice are not used
    const row = {
      id: 41,
      campaign_id: 5,
      character_id: 1,
      user_id: 'u1',
      character_name: 'Brakka',
      kind: 'action' as const,
      label: 'Agility action roll',
      hope_die: 7,
      fear_die: 7,
      dice: [],
      modifier: 2,
      total: 16,
      outcome: 'critical' as const,
      fear_given: false,
      offline: false,
      created_at: '2026-12-01T21:00:00Z',
    };
    serverRolls.push({ ok: true, row });
    await click(within(region('Roll')).getByRole('button', { name: 'Roll' }));
    expect(requestedRolls).toEqual([
      { characterId: 1, kind: 'action', label: 'Agility action roll', modifier: 2, edge: 'none', dice: [] },
    ]);
    expect(within(region('Roll')).getByText('Critical success! (16)')).toBeTruthy();
    // A critical: a Hope and a cleared Stress, by the server's dice.
    expect(latest().resources).toMatchObject({ hope: 3, stress: 1 });
    expect(latest().rollLog[0]!.dice.map((d) => d.value)).toEqual([7, 7]);
    expect(published).toEqual([]);
  });

  it('in a campaign, a roll the server refuses is not made, and the reason is shown', async () => {
    renderSheet({ ...warrior, campaign: 5 });
    const message = 'Too many rolls at once: wait a moment and roll again (10 in a row, then 2 a second).';
    serverRolls.push({ ok: false, unreachable: false, message });
    await click(within(region('Roll')).getByRole('button', { name: 'Roll' }));
    expect(within(region('Roll')).getByRole('alert').textContent).toBe(message);
    expect(updates).toEqual([]);
    expect(published).toEqual([]);
  });

  it('in a campaign the server cannot be reached from, rolls the sheet’s dice and reports the roll', async () => {
    const dice = renderSheet({ ...warrior, campaign: 5 });
    dice.push(3, 10);
    await click(within(region('Roll')).getByRole('button', { name: 'Roll' }));
    expect(within(region('Roll')).getByText('15 with Fear')).toBeTruthy();
    // An offline roll gives no Fear by itself: the sheet says so instead of promising one.
    expect(within(region('Roll')).queryByText('The game master gains a Fear.')).toBeNull();
    expect(
      within(region('Roll')).getByText(
        'Rolled offline: the campaign’s log shows it marked so, and it gives no Fear by itself. The game master can accept it and take the Fear.',
      ),
    ).toBeTruthy();
    expect(latest().resources.hope).toBe(2);
    expect(published).toHaveLength(1);
    expect(published[0]!.roll).toMatchObject({
      campaignId: 5,
      characterId: 1,
      kind: 'action',
      hopeDie: 3,
      fearDie: 10,
      total: 15,
    });
    expect(published[0]!.id).toBe(latest().rollLog[0]!.id);
  });

  it('in a campaign, a roll with Fear the server rolled gives the game master a Fear, and says so', async () => {
    renderSheet({ ...warrior, campaign: 5 });
    serverRolls.push({
      ok: true,
      row: {
        id: 42,
        campaign_id: 5,
        character_id: 1,
        user_id: 'u1',
        character_name: 'Brakka',
        kind: 'action',
        label: 'Agility action roll',
        hope_die: 2,
        fear_die: 9,
        dice: [],
        modifier: 2,
        total: 13,
        outcome: 'fear',
        fear_given: true,
        offline: false,
        created_at: '2026-12-01T21:00:00Z',
      },
    });
    await click(within(region('Roll')).getByRole('button', { name: 'Roll' }));
    expect(within(region('Roll')).getByText('13 with Fear')).toBeTruthy();
    expect(within(region('Roll')).getByText('The game master gains a Fear.')).toBeTruthy();
    expect(published).toEqual([]);
  });

  it('refuses an Experience without the Hope to pay for it', async () => {
    renderSheet({ ...warrior, resources: { health: 0, stress: 0, armor: 0, hope: 0 } });
    const option = screen.getByRole('option', { name: 'Bodyguard (+2): needs a Hope' });
    expect(option).toHaveProperty('disabled', true);
  });

  it('attacks with the weapon’s trait, then a critical’s damage adds the dice’s maximum', async () => {
    const dice = renderSheet();
    const row = screen.getByText('Longsword', { selector: 'strong' }).closest('li')!;
    dice.push(8, 8);
    await click(within(row).getByRole('button', { name: 'Attack with Longsword' }));
    expect(within(row).getByText('Critical success! (18)')).toBeTruthy();
    expect(row.querySelector('.sheet-roll__result')?.textContent).toBe(
      'Longsword (Agility): Hope 8, Fear 8, modifier +2: total 18, Critical success',
    );
    dice.push(6);
    await click(within(row).getByRole('button', { name: 'Roll Longsword damage' }));
    expect(within(row).getByText('1d10+3: 6 + 3 + 10 (critical) = 19 damage')).toBeTruthy();
    expect(latest().rollLog.map((e) => e.what)).toEqual(['Longsword attack', 'Longsword damage (critical)']);
    // The next damage roll is an ordinary one again.
    dice.push(2);
    await click(within(row).getByRole('button', { name: 'Roll Longsword damage' }));
    expect(within(row).getByText('1d10+3: 2 + 3 = 5 damage')).toBeTruthy();
  });
});

describe('damage, conditions and undo', slow, () => {
  it('names the severity, marks Hit Points, and with an Armor Slot one step less; undo puts it back', async () => {
    renderSheet();
    const panel = region('Take damage');
    await act(
      async () => void fireEvent.change(within(panel).getByLabelText('Damage'), { target: { value: '9' } }),
    );
    expect(within(panel).getByText('Major: 2 Hit Points')).toBeTruthy();
    await click(within(panel).getByRole('button', { name: 'Take 9 damage' }));
    expect(latest().resources).toMatchObject({ health: 2, armor: 0 });
    expect(within(panel).getByRole('status').textContent).toBe(
      '9 damage is Major (2 Hit Points). You mark 2 Hit Points.',
    );

    await act(
      async () => void fireEvent.change(within(panel).getByLabelText('Damage'), { target: { value: '16' } }),
    );
    await click(within(panel).getByRole('checkbox', { name: 'Mark an Armor Slot (one step less)' }));
    await click(within(panel).getByRole('button', { name: 'Take 16 damage' }));
    expect(latest().resources).toMatchObject({ health: 4, armor: 1 });

    await click(screen.getByRole('button', { name: 'Undo' }));
    expect(latest().resources).toMatchObject({ health: 2, armor: 0 });
  });

  it('offers Undo when a tap on the first box clears a whole track', async () => {
    renderSheet({ ...warrior, resources: { health: 3, stress: 0, armor: 0, hope: 2 } });
    await click(screen.getByRole('button', { name: 'Hit Point 1' }));
    await waitFor(() => expect(latest().resources.health).toBe(0)); // the edit follows the tap's paint
    expect(screen.getByText('Hit Points: every one cleared (was 3).')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Undo' }));
    expect(latest().resources.health).toBe(3);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('sets and clears a condition', async () => {
    renderSheet();
    const panel = region('Conditions');
    await click(within(panel).getByRole('button', { name: /^Hidden/ }));
    expect(latest().conditions).toEqual(['hidden']);
    expect(within(panel).getByText('Now: Hidden.')).toBeTruthy();
    await click(within(panel).getByRole('button', { name: /^Hidden/ }));
    expect(latest().conditions).toEqual([]);
  });
});
