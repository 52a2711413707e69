import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioCards, SegmentedControl, type ChoiceOption } from './radio-cards';

afterEach(cleanup);

const options: ChoiceOption<'short' | 'long' | 'downtime'>[] = [
  { value: 'short', label: 'Short rest', description: 'Two moves, about an hour' },
  { value: 'long', label: 'Long rest', description: 'Two moves, a night' },
  { value: 'downtime', label: 'Downtime', disabled: true },
];

function Harness({ segmented }: { segmented?: boolean }) {
  const [value, setValue] = useState<'short' | 'long' | 'downtime' | undefined>(undefined);
  const Group = segmented ? SegmentedControl : RadioCards;
  return (
    <>
      <Group legend="Rest" options={options} value={value} onValueChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe.each([
  ['RadioCards', false],
  ['SegmentedControl', true],
])('%s', (_, segmented) => {
  it('is a named group of radios; choosing one checks it alone', () => {
    render(<Harness segmented={segmented} />);
    expect(screen.getByRole('group', { name: 'Rest' })).toBeTruthy();
    const short = screen.getByRole('radio', { name: /Short rest/ });
    const long = screen.getByRole('radio', { name: /Long rest/ });
    fireEvent.click(short);
    expect(screen.getByRole('status').textContent).toBe('short');
    fireEvent.click(screen.getByText('Long rest'));
    expect(long).toHaveProperty('checked', true);
    expect(short).toHaveProperty('checked', false);
    expect(screen.getByRole('status').textContent).toBe('long');
  });

  it('shares one name among its radios (so arrow keys move within it) and keeps disabled options out', () => {
    render(<Harness segmented={segmented} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(screen.getByRole('radio', { name: /Downtime/ })).toHaveProperty('disabled', true);
  });
});

it('RadioCards show each description inside the option', () => {
  render(<Harness />);
  expect(screen.getByRole('radio', { name: /Short rest.*Two moves, about an hour/ })).toBeTruthy();
});
