// The sheet's Notes: free text kept with the character, handed to the store after a pause in typing or on
// leaving the field, so nothing typed is lost.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinCatalog } from '@duality/rules/content';
import { NotesPanel } from './notes-panel';
import { renderPanel } from './sheet-harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the notes', () => {
  it('saves typed notes after a pause, and on leaving the field', () => {
    vi.useFakeTimers();
    const { current } = renderPanel(
      NotesPanel,
      { name: 'Ara', notes: 'Owes Brakka 3 gold.' },
      builtinCatalog(),
    );
    const box = screen.getByRole('textbox', { name: 'Your notes' });
    expect((box as HTMLTextAreaElement).value).toBe('Owes Brakka 3 gold.');
    fireEvent.change(box, { target: { value: 'The bridge is out.' } });
    expect(current().notes).toBe('Owes Brakka 3 gold.');
    act(() => vi.advanceTimersByTime(800));
    expect(current().notes).toBe('The bridge is out.');
    fireEvent.change(box, { target: { value: 'The bridge is out. Find the ferryman.' } });
    fireEvent.blur(box);
    expect(current().notes).toBe('The bridge is out. Find the ferryman.');
    expect(screen.getByText(/^Saved with your character\. 37 of 20,000 characters\.$/)).toBeTruthy();
  });
});
