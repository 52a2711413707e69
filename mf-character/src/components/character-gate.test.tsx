// The one frame of every character page: the page is given the user's character and the catalog, and a
// character the user does not have gets the product's "not found" with the way back to the list.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithCharacter } from '../test/advance-stores';
import { CharacterGate } from './character-gate';

afterEach(cleanup);

describe('CharacterGate', () => {
  it('hands the page the character and the catalog its content is looked up in', () => {
    renderWithCharacter(
      { name: 'Brakka', baseClass: 'core_class_warrior' },
      <CharacterGate id={1}>
        {(entry, catalog) => (
          <p>
            {entry.character.name} the {catalog.classes.get(entry.character.baseClass ?? '')?.name}
          </p>
        )}
      </CharacterGate>,
    );
    expect(screen.getByText('Brakka the Warrior')).toBeTruthy();
  });

  it('says a character the user does not have is not found, with the way back', () => {
    renderWithCharacter({ name: 'Brakka' }, <CharacterGate id={2}>{() => <p>the page</p>}</CharacterGate>);
    expect(screen.getByRole('heading', { name: 'Character not found' })).toBeTruthy();
    expect(screen.getByText('You have no character 2.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your characters' }).getAttribute('href')).toBe(
      '/character',
    );
    expect(screen.queryByText('the page')).toBeNull();
  });
});
