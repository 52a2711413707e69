import type { Character } from '@duality/rules';
import { getDataStores } from '@duality/stores';

/**
 * Applies a change to a character through the character store: the sheet shows it at once, the store saves
 * it (debounced, kept in the outbox while offline, a stale save becomes a conflict).
 */
export function editCharacter(id: number, change: (c: Character) => Character): void {
  getDataStores().characters.update(id, change);
}
