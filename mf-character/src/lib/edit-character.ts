import { useCallback } from 'react';
import type { Character } from '@duality/rules';
import { useDataStores } from '@duality/stores/react';

/**
 * Applies a change to a character through the character store: the sheet shows it at once, the store saves
 * it (debounced, kept in the outbox while offline, a stale save becomes a conflict).
 */
export function useEditCharacter(): (id: number, change: (c: Character) => Character) => void {
  const { characters } = useDataStores();
  return useCallback((id, change) => void characters.update(id, change), [characters]);
}
