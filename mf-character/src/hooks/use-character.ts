import type { CharacterEntry, CharactersState } from '@duality/stores';
import { useDataStores, useStoreState } from '@duality/stores/react';

/** The signed-in user's characters, as the page's one character store holds them (re-renders on change). */
export function useCharacters(): CharactersState {
  return useStoreState(useDataStores().characters);
}

/**
 * One character by id: its entry (undefined until loaded, or when the user has no such character) and the
 * store's status, so a page can tell "still loading" from "not found".
 */
export function useCharacter(id: number): {
  status: CharactersState['status'];
  entry: CharacterEntry | undefined;
} {
  const store = useDataStores().characters;
  const state = useStoreState(store);
  // `get` also finds a character built offline by the id this device gave it, once the server gave its own.
  return { status: state.status, entry: state.characters.find((c) => c.id === id) ?? store.get(id) };
}
