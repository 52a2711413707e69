// The level-up page's validation: the rules' messages before any review, marked traits offered disabled,
// a two-pick advancement taking both picks, and only a valid level-up reviewed and applied.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithCharacter, updates } from '../../test/advance-stores';
import { LevelUpPage } from './level-up-page';

afterEach(cleanup);

const warrior = {
  name: 'Ara',
  baseClass: 'core_class_warrior',
  subclass: ['core_subclass_call_of_the_brave'],
  agility: { score: 2 },
  experience: [{ name: 'Soldier' }, { name: 'Cook' }],
};
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const review = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Review level up' })));

describe('LevelUpPage', () => {
  it('lists what is missing and reviews nothing', async () => {
    renderWithCharacter(warrior, <LevelUpPage params={{ id: 1 }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Level up Ara');
    await review();
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Choose advancements worth exactly 2 (chosen: 0)',
      'Level 2: name the new Experience',
      'Acquire exactly one new domain card',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(updates).toEqual([]);
  });

  it('offers a trait marked this tier disabled, and Proficiency takes both picks', () => {
    renderWithCharacter(
      {
        ...warrior,
        level: 2,
        levelSelections: [{ id: 's', level: 2, type: 'trait', value: ['agility', 'strength'] }],
      },
      <LevelUpPage params={{ id: 1 }} />,
    );
    choose('First advancement', 'trait@2');
    expect((screen.getByRole('checkbox', { name: /Agility/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Finesse' }) as HTMLInputElement).disabled).toBe(false);
    choose('First advancement', 'proficiency@2');
    expect(screen.queryByLabelText('Second advancement')).toBeNull();
    expect(screen.getByText('Your first advancement takes both picks.')).toBeTruthy();
  });

  it('a multiclass before level 5 is not on offer', () => {
    renderWithCharacter({ ...warrior, level: 3 }, <LevelUpPage params={{ id: 1 }} />);
    const first = screen.getByLabelText('First advancement', { exact: true });
    expect(within(first).queryByRole('option', { name: /Multiclass/ })).toBeNull();
  });

  it('reviews a valid level-up, then applies it and shows the fanfare', async () => {
    renderWithCharacter(warrior, <LevelUpPage params={{ id: 1 }} />);
    fireEvent.change(screen.getByLabelText('New Experience'), { target: { value: 'Tracker' } });
    choose('First advancement', 'hitPoint@2');
    choose('Second advancement', 'evasion@2');
    choose('Domain card', 'core_domain_card_reckless');
    await review();
    const table = screen.getByRole('table', { name: 'What changes at level 2' });
    const row = (name: string) =>
      within(table).getByRole('row', { name: new RegExp(`^${name}`) }).textContent;
    expect(row('Proficiency')).toBe('Proficiency12');
    expect(row('Evasion')).toBe('Evasion1112');
    expect(updates).toEqual([]);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Apply level up' })));
    expect(updates).toHaveLength(1);
    expect(updates[0]!.character.level).toBe(2);
    expect(updates[0]!.character.experience.at(-1)).toEqual({ name: 'Tracker', score: 2 });
    expect(screen.getByRole('status').textContent).toContain('Level 2!');
  });
});
