// The companion page's validation: the form's errors beside its fields and nothing saved, two Experiences
// with their own names, and a valid companion saved with its derived attack.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithCharacter, updates } from '../../test/advance-stores';
import { CompanionPage } from './companion-page';

afterEach(cleanup);

const ranger = { name: 'Rae', baseClass: 'core_class_ranger', subclass: ['core_subclass_beastbound'] };
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const save = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save companion' })));

describe('CompanionPage', () => {
  it('writes each error beside its field and saves nothing', async () => {
    renderWithCharacter(ranger, <CompanionPage params={{ id: 1 }} />);
    await save();
    const name = screen.getByLabelText('Name', { exact: true });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Name your companion.',
    );
    expect(screen.getByText('Describe how your companion attacks, like Bite or Claws.')).toBeTruthy();
    expect(updates).toEqual([]);
  });

  it('refuses two Experiences with the same name', async () => {
    renderWithCharacter(ranger, <CompanionPage params={{ id: 1 }} />);
    type('Name', 'Pip');
    type('Species', 'Fox');
    type('Attack', 'Bite');
    type('Experience 1', 'Fetch');
    type('Experience 2', 'fetch');
    await save();
    expect(screen.getByText('Each Experience needs its own name.')).toBeTruthy();
    expect(updates).toEqual([]);
  });

  it('saves a valid companion with a d6 Melee attack and shows its numbers', async () => {
    renderWithCharacter(ranger, <CompanionPage params={{ id: 1 }} />);
    type('Name', 'Pip');
    type('Species', 'Fox');
    type('Attack', 'Bite');
    type('Experience 1', 'Fetch');
    type('Experience 2', 'Loyal');
    await save();
    expect(screen.getByRole('status').textContent).toBe('Saved Pip.');
    expect(updates.at(-1)?.character.companion).toMatchObject({
      name: 'Pip',
      species: 'Fox',
      attack: { name: 'Bite', damage: 'd6', range: 'Melee' },
      experience: [
        { name: 'Fetch', score: 2 },
        { name: 'Loyal', score: 2 },
      ],
    });
    expect(screen.getByRole('region', { name: 'Pip' }).textContent).toContain('0 of 3 marked');
  });
});
