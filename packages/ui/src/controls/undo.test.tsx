// The undo offer lasts exactly UNDO_MS, a newer change replaces it, and Undo runs the change's own undo once.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MS, UndoProvider, useOfferUndo } from './undo';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Changes({ undone }: { undone: string[] }) {
  const offer = useOfferUndo();
  return (
    <>
      <button type="button" onClick={() => offer('Stress: 3, was 1.', () => undone.push('stress'))}>
        Mark
      </button>
      <button type="button" onClick={() => offer('Hope: 0, was 2.', () => undone.push('hope'))}>
        Spend
      </button>
    </>
  );
}

describe('UndoProvider', () => {
  it('offers the last change for 10 seconds, then lets it stand', () => {
    const undone: string[] = [];
    render(
      <UndoProvider>
        <Changes undone={undone} />
      </UndoProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark' }));
    expect(screen.getByRole('status').textContent).toContain('Stress: 3, was 1.');
    act(() => void vi.advanceTimersByTime(UNDO_MS - 1));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(undone).toEqual([]);
  });

  it('undoes only the newest change, once', () => {
    const undone: string[] = [];
    render(
      <UndoProvider>
        <Changes undone={undone} />
      </UndoProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spend' }));
    expect(screen.getByRole('status').textContent).toContain('Hope: 0, was 2.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undone).toEqual(['hope']);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
