import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SlotTracker } from './slot-tracker';

afterEach(cleanup);

function Harness({ start = 0 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <SlotTracker
      label="Hit Points"
      slotLabel="Hit Point"
      resource="hp"
      value={value}
      max={6}
      onChange={setValue}
    />
  );
}

function pressed() {
  return screen.getAllByRole('button').map((b) => b.getAttribute('aria-pressed') === 'true');
}

describe('SlotTracker', () => {
  it('is a named group of toggle buttons, one per slot, with the count written out', () => {
    render(<Harness start={2} />);
    const group = screen.getByRole('group', { name: 'Hit Points' });
    expect(within(group).getAllByRole('button')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Hit Point 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hit Point 3' }).getAttribute('aria-pressed')).toBe('false');
    expect(group.textContent).toContain('2 of 6 marked');
  });

  it('marks up to an empty slot tapped, and clears only the last marked slot when it is tapped', () => {
    render(<Harness start={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hit Point 4' }));
    expect(pressed()).toEqual([true, true, true, true, false, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Hit Point 4' }));
    expect(pressed()).toEqual([true, true, true, false, false, false]);
  });

  it('tapping an earlier marked slot clears the slots after it, never the whole track', () => {
    render(<Harness start={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hit Point 1' }));
    expect(pressed()).toEqual([true, false, false, false, false, false]);
  });

  it('draws the role icon in filled slots only, and is read-only without onChange', () => {
    render(<SlotTracker label="Hope" slotLabel="Hope" resource="hope" value={1} max={3} verb="gained" />);
    const [first, second] = screen.getAllByRole('button');
    expect(first?.querySelector('[data-icon="hope"]')).not.toBeNull();
    expect(second?.querySelector('[data-icon]')).toBeNull();
    expect(first).toHaveProperty('disabled', true);
    expect(screen.getByRole('group', { name: 'Hope' }).textContent).toContain('1 of 3 gained');
  });
});
