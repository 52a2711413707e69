import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tracker } from './tracker';

afterEach(cleanup);

describe('Tracker', () => {
  it('says how many boxes are filled and fills up to a tapped empty box', async () => {
    const changes: number[] = [];
    render(
      <Tracker
        label="Stress"
        unit="Stress"
        value={2}
        slots={6}
        filled="marked"
        resource="stress"
        onChange={(v) => changes.push(v)}
      />,
    );
    expect(screen.getByRole('group', { name: 'Stress: 2 of 6 marked' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stress 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Stress 3' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Stress 5' }));
    // The boxes show the tap at once; the change itself follows once that frame is painted.
    expect(screen.getByRole('group', { name: 'Stress: 5 of 6 marked' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stress 5' }).getAttribute('aria-pressed')).toBe('true');
    expect(changes).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stress 1' }));
    expect(screen.getByRole('group', { name: 'Stress: 0 of 6 marked' })).toBeTruthy();
    await waitFor(() => expect(changes).toEqual([5, 0]));
    // Nothing was kept back: the value shown is the track's own again.
    expect(screen.getByRole('group', { name: 'Stress: 2 of 6 marked' })).toBeTruthy();
  });
});
