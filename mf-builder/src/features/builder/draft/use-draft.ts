// The builder's state (character, current page, loaded flag) over injectable storage. Every update merges
// with the rules' builder merge (arrays replaced, objects merged deeply, only existing keys set) and is saved
// at once, so leaving the builder or reloading loses nothing.
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { mergeExisting, newCharacter, type Character } from '@duality/rules';
import {
  clearDraft,
  loadDraft,
  loadReturnPath,
  saveDraftCharacter,
  saveDraftPage,
  saveReturnPath,
  type DraftStorage,
  type LoadedDraft,
} from './draft-storage';

/** The storage the builder keeps its draft in; the browser's localStorage unless a provider gives another. */
export const DraftStorageContext = createContext<DraftStorage | null>(null);

export interface Draft {
  character: Character;
  currentPage: number;
  loaded: boolean;
  setAsideMessage: string | null;
  /** Merges a change into the character and saves it. */
  update(patch: unknown): void;
  /** Replaces the character through a function of the current one (for list edits) and saves it. */
  change(edit: (character: Character) => Character): void;
  setPage(page: number): void;
  /** Starts over: a new character on page 0, both saved. */
  reset(): void;
  /** Forgets the stored draft (after a save to the account). */
  clear(): void;
  /** Keeps a way back (`?redirect=`) for after the save; an unsafe or missing target is ignored. */
  rememberReturnPath(target: string | null): void;
  /** The way back to take after the save, or null (then the new sheet opens). */
  returnPath(): string | null;
}

function browserStorage(): DraftStorage {
  return window.localStorage;
}

/** The draft, loaded once from storage when the builder mounts. */
export function useDraft(): Draft {
  const injected = useContext(DraftStorageContext);
  const storage = useMemo(() => injected ?? browserStorage(), [injected]);
  const [state, setState] = useState<LoadedDraft>(() => loadDraft(storage));

  const change = useCallback(
    (edit: (character: Character) => Character) =>
      setState((current) => {
        const character = edit(current.character);
        saveDraftCharacter(storage, character);
        return { ...current, character };
      }),
    [storage],
  );
  const update = useCallback((patch: unknown) => change((c) => mergeExisting(c, patch)), [change]);
  const setPage = useCallback(
    (page: number) =>
      setState((current) => {
        saveDraftPage(storage, page);
        return current.page === page ? current : { ...current, page };
      }),
    [storage],
  );
  const reset = useCallback(() => {
    const character = newCharacter();
    saveDraftCharacter(storage, character);
    saveDraftPage(storage, 0);
    setState({ character, page: 0, setAsideMessage: null });
  }, [storage]);
  const clear = useCallback(() => clearDraft(storage), [storage]);
  const rememberReturnPath = useCallback(
    (target: string | null) => saveReturnPath(storage, target),
    [storage],
  );
  const returnPath = useCallback(() => loadReturnPath(storage), [storage]);

  return {
    character: state.character,
    currentPage: state.page,
    loaded: true,
    setAsideMessage: state.setAsideMessage,
    update,
    change,
    setPage,
    reset,
    clear,
    rememberReturnPath,
    returnPath,
  };
}
