import { describe, expect, it } from 'vitest';
import { newCharacter } from '@duality/rules';
import { characterDifferences } from './character-diff';

describe('characterDifferences', () => {
  it('lists each differing field with both values, trackers one by one', () => {
    const mine = { ...newCharacter(), name: 'Ara', resources: { armor: 0, health: 2, stress: 0, hope: 3 } };
    const theirs = { ...newCharacter(), name: 'Ara', resources: { armor: 0, health: 0, stress: 1, hope: 3 } };
    expect(characterDifferences(mine, theirs)).toEqual([
      { field: 'Marked health', mine: '2', theirs: '0' },
      { field: 'Marked stress', mine: '0', theirs: '1' },
    ]);
  });
  it('names other fields and is empty for equal versions', () => {
    const a = newCharacter();
    expect(characterDifferences(a, a)).toEqual([]);
    expect(characterDifferences({ ...a, name: 'Mine' }, { ...a, name: 'Theirs' })).toEqual([
      { field: 'Name', mine: 'Mine', theirs: 'Theirs' },
    ]);
  });
});
