// The Beastform page's validation: a hybrid is shifted into only with its exact counts, an evolved form only
// with the form it evolves, and the setting is written only for a complete choice.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readSheetSettings } from '../../lib/advance-settings';
import { renderWithCharacter } from '../../test/advance-stores';
import { BeastformPage } from './beastform-page';

afterEach(cleanup);

const druid = (level: number) => ({
  name: 'Dru',
  level,
  baseClass: 'core_class_druid',
  subclass: ['core_subclass_warden_of_renewal'],
  agility: { score: 1 },
  strength: { score: 0 },
});
const shift = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Shift' })));
const form = () => screen.getByLabelText('Form', { exact: true });

describe('BeastformPage', () => {
  it('offers forms of the Druid tier or lower only', () => {
    renderWithCharacter(druid(2), <BeastformPage params={{ id: 1 }} />);
    const names = within(form())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toContain('Tier 2: Mighty Strider');
    expect(names.some((n) => n?.startsWith('Tier 3'))).toBe(false);
  });

  it('refuses a hybrid without its exact counts and keeps the sheet unshifted', async () => {
    renderWithCharacter(druid(5), <BeastformPage params={{ id: 1 }} />);
    fireEvent.change(form(), { target: { value: 'core_beastform_legendary_hybrid' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tier 1: Agile Scout' }));
    await shift();
    const errors = within(screen.getByRole('alert'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(errors).toEqual([
      'Legendary Hybrid: choose exactly 2 forms',
      'Legendary Hybrid: choose exactly 4 advantages',
      'Legendary Hybrid: choose exactly 2 features',
    ]);
    expect(readSheetSettings(1).shapeshiftForm).toBeNull();
  });

  it('an evolved form needs the form it evolves; complete, it is saved and its numbers shown', async () => {
    renderWithCharacter(druid(5), <BeastformPage params={{ id: 1 }} />);
    fireEvent.change(form(), { target: { value: 'core_beastform_legendary_beast' } });
    await shift();
    expect(screen.getByRole('alert').textContent).toBe('Legendary Beast: choose the form to upgrade');
    fireEvent.change(screen.getByLabelText('Form to evolve'), {
      target: { value: 'core_beastform_agile_scout' },
    });
    await shift();
    expect(readSheetSettings(1)).toMatchObject({
      shapeshiftForm: 'core_beastform_legendary_beast',
      upgradedForm: 'core_beastform_agile_scout',
    });
    // Druid Evasion 10, +2 from the Agile Scout and +2 from Legendary Beast; d4 with +6 damage.
    const table = screen.getByRole('table', { name: 'Your numbers while shifted' });
    expect(within(table).getByRole('row', { name: /^Evasion/ }).textContent).toBe('Evasion1014');
    expect(screen.getByText('Attack: Agility, Melee, d4+6 physical')).toBeTruthy();
  });

  it('a character without Beastform is told so', () => {
    renderWithCharacter(
      { name: 'Wes', baseClass: 'core_class_warrior' },
      <BeastformPage params={{ id: 1 }} />,
    );
    expect(screen.getByText(/Only a Druid can take a Beastform/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Shift' })).toBeNull();
  });
});
