import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Select, type SelectOption } from './select';

afterEach(cleanup);

// jsdom lacks the pointer-capture and scrolling calls Radix Select makes while its list is open.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const options: SelectOption[] = [
  { value: 'agility', label: 'Agility', description: 'Sprint, leap, maneuver' },
  { value: 'strength', label: 'Strength' },
  { value: 'finesse', label: 'Finesse', disabled: true },
  { value: 'instinct', label: 'Instinct' },
];

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <form aria-label="Roll">
      <Select
        label="Roll with"
        hint="The trait you add to the roll"
        error={error}
        options={options}
        value={value}
        onValueChange={setValue}
        name="trait"
        placeholder="Choose a trait"
      />
      <output>{value ?? 'none'}</output>
    </form>
  );
}

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder, described by its hint', () => {
    render(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Roll with' });
    expect(field.textContent).toContain('Choose a trait');
    const described = field.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'The trait you add to the roll',
    ]);
  });

  it('opens from the keyboard, lists the options with their descriptions, and takes the one picked', async () => {
    render(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Roll with' });
    field.focus();
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
    });
    const list = await screen.findByRole('listbox');
    expect(list).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'AgilitySprint, leap, maneuver',
      'Strength',
      'Finesse',
      'Instinct',
    ]);
    expect(screen.getByRole('option', { name: 'Finesse' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Strength' }));
    });
    expect(screen.getByRole('status').textContent).toBe('strength');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.textContent).toContain('Strength');
  });

  it('fills a hidden native select with the value, for a plain form', async () => {
    render(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Roll with' });
    await act(async () => {
      fireEvent.keyDown(field, { key: 'ArrowDown' });
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('option', { name: 'Instinct' }));
    });
    const form = screen.getByRole('form', { name: 'Roll' }) as HTMLFormElement;
    expect(new FormData(form).get('trait')).toBe('instinct');
  });

  it('marks itself invalid and reads out the error', () => {
    render(<Harness error="Choose a trait to roll." />);
    const field = screen.getByRole('combobox', { name: 'Roll with' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const ids = field.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Choose a trait to roll.');
  });
});
