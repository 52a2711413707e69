// The character list: each character links to its sheet, and pointing at, touching or focusing that link
// tells the area to load the sheet ahead (the sheet is its own chunk).
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { patchCharacterState, renderWithCharacter } from '../../test/advance-stores';
import { CharacterListPage } from './character-list-page';

afterEach(cleanup);

describe('character list', { timeout: 30_000 }, () => {
  it('links each character to its sheet and asks for the sheet on pointer, touch and focus', async () => {
    const intents: string[] = [];
    renderWithCharacter(
      { name: 'Brakka', baseClass: 'core_class_warrior', ancestry: ['core_ancestry_human'] },
      <CharacterListPage onSheetIntent={() => intents.push('sheet')} />,
    );
    const link = await screen.findByRole('link', { name: 'Brakka' });
    expect(link.getAttribute('href')).toBe('/character/1');
    expect(intents).toEqual([]);
    await act(async () => void fireEvent.pointerEnter(link));
    await act(async () => void fireEvent.touchStart(link));
    await act(async () => void fireEvent.focus(link));
    expect(intents).toEqual(['sheet', 'sheet', 'sheet']);
  });
});

describe('character list offline', { timeout: 30_000 }, () => {
  it('shows the kept list calmly, saying since when and what waits, never an empty state', async () => {
    renderWithCharacter(
      { name: 'Brakka', baseClass: 'core_class_warrior', ancestry: ['core_ancestry_human'] },
      <CharacterListPage />,
    );
    const keptAt = new Date(2026, 10, 27, 9, 5).getTime();
    await act(async () => patchCharacterState({ status: 'offline', keptAt, unsynced: [1] }));
    expect(await screen.findByRole('link', { name: 'Brakka' })).toBeTruthy();
    const note = screen.getByRole('status');
    expect(note.textContent).toMatch(
      /^Offline: showing what this device kept from .+\. 1 change waits to be sent\.$/,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('You have no characters yet.')).toBeNull();
  });
});
