import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tracker } from './tracker';

afterEach(cleanup);

describe('Tracker', () => {
  it('says how many boxes are filled and fills up to a tapped empty box', () => {
    const changes: number[] = [];
    render(
      <Tracker
        label="Stress"
        unit="Stress"
        value={2}
        slots={6}
        filled="marked"
        onChange={(v) => changes.push(v)}
      />,
    );
    expect(screen.getByRole('group', { name: 'Stress: 2 of 6 marked' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stress 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Stress 3' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Stress 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stress 1' }));
    expect(changes).toEqual([5, 0]);
  });
});
