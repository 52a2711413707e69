import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { tapTrack } from '@duality/rules';
import { SlotTracker, type SlotTrackerProps } from './slot-tracker';

afterEach(cleanup);

function Harness({ start = 0, ...props }: { start?: number } & Partial<SlotTrackerProps>) {
  const [value, setValue] = useState(start);
  return (
    <SlotTracker
      label="Hit Points"
      slotLabel="Hit Point"
      resource="hp"
      max={6}
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

function pressed() {
  return screen.getAllByRole('button').map((b) => b.getAttribute('aria-pressed') === 'true');
}

describe('SlotTracker', () => {
  it('is a group named with its count, one toggle per slot', () => {
    render(<Harness start={2} />);
    const group = screen.getByRole('group', { name: 'Hit Points: 2 of 6 marked' });
    expect(within(group).getAllByRole('button')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Hit Point 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hit Point 3' }).getAttribute('aria-pressed')).toBe('false');
    expect(group.querySelector('.dh-tracker__count')?.textContent).toBe('2/6');
  });

  it('marks up to an empty slot tapped, and clears a marked slot tapped with every one after it', () => {
    render(<Harness start={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hit Point 4' }));
    expect(pressed()).toEqual([true, true, true, true, false, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Hit Point 4' }));
    expect(pressed()).toEqual([true, true, true, false, false, false]);
  });

  it('follows the rules’ tapTrack for every slot of every value (the sheet and the GM get one answer)', () => {
    for (const value of [0, 3, 5]) {
      for (let slot = 0; slot < 5; slot += 1) {
        const changes: number[] = [];
        render(
          <SlotTracker
            label="Stress"
            slotLabel="Stress"
            resource="stress"
            value={value}
            max={5}
            onChange={(v) => changes.push(v)}
          />,
        );
        fireEvent.click(screen.getByRole('button', { name: `Stress ${slot + 1}` }));
        expect(changes).toEqual([tapTrack(value, slot, 5)]);
        cleanup();
      }
    }
  });

  it('with 5 marked, tapping the first clears the whole track (the caller offers the undo)', () => {
    render(<Harness start={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hit Point 1' }));
    expect(pressed()).toEqual([false, false, false, false, false, false]);
    expect(screen.getByRole('group', { name: 'Hit Points: 0 of 6 marked' })).toBeTruthy();
  });

  it('draws the role icon in filled slots only, and is read-only without onChange', () => {
    render(<SlotTracker label="Hope" slotLabel="Hope" resource="hope" value={1} max={3} verb="held" />);
    const [first, second] = screen.getAllByRole('button');
    expect(first?.querySelector('[data-icon="hope"]')).not.toBeNull();
    expect(second?.querySelector('[data-icon]')).toBeNull();
    expect(first).toHaveProperty('disabled', true);
    expect(screen.getByRole('group', { name: 'Hope: 1 of 3 held' }).textContent).toContain('1 of 3 held');
  });

  it('compact: − clears the last marked slot and + marks the next, each disabled at its end', () => {
    render(
      <Harness
        start={1}
        max={2}
        layout="compact"
        shortLabel="HP"
        stepLabels={{ less: 'Clear a Hit Point', more: 'Mark a Hit Point' }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Hit Points: 1 of 2 marked' });
    expect(group.querySelector('.dh-tracker__count')?.textContent).toBe('1/2');
    fireEvent.click(screen.getByRole('button', { name: 'Mark a Hit Point' }));
    expect(screen.getByRole('group', { name: 'Hit Points: 2 of 2 marked' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark a Hit Point' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear a Hit Point' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear a Hit Point' }));
    expect(screen.getByRole('group', { name: 'Hit Points: 0 of 2 marked' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear a Hit Point' })).toHaveProperty('disabled', true);
  });

  it('compact names its buttons from the slot unless told', () => {
    render(<Harness layout="compact" label="Stress" slotLabel="Stress" resource="stress" />);
    expect(screen.getByRole('button', { name: 'Mark a Stress' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear a Stress' })).toBeTruthy();
  });
});
