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
  /** Set when the browser's storage refused to keep the draft (full or disabled): what to tell the player. */
  saveProblem: string | null;
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

export const DRAFT_NOT_SAVED =
  'Your draft could not be saved on this device (its storage is full or turned off). Your choices are kept while this page stays open: save the character before you leave.';

/** Runs a write to the storage; false when the storage refused it (a full quota throws). */
function tryWrite(write: () => void): boolean {
  try {
    write();
    return true;
  } catch {
    return false;
  }
}

const problem = (ok: boolean) => (ok ? null : DRAFT_NOT_SAVED);

type DraftState = LoadedDraft & { saveProblem: string | null };

/** The draft, loaded once from storage when the builder mounts. */
export function useDraft(): Draft {
  const injected = useContext(DraftStorageContext);
  const storage = useMemo(() => injected ?? browserStorage(), [injected]);
  // The work stays in memory whatever the storage does; a refused write is told, and the message goes away
  // with the next write that succeeds.
  const [state, setState] = useState<DraftState>(() => ({ ...loadDraft(storage), saveProblem: null }));

  const change = useCallback(
    (edit: (character: Character) => Character) =>
      setState((current) => {
        const character = edit(current.character);
        const saveProblem = problem(tryWrite(() => saveDraftCharacter(storage, character)));
        return { ...current, character, saveProblem };
      }),
    [storage],
  );
  const update = useCallback((patch: unknown) => change((c) => mergeExisting(c, patch)), [change]);
  const setPage = useCallback(
    (page: number) =>
      setState((current) => {
        const saveProblem = problem(tryWrite(() => saveDraftPage(storage, page)));
        return current.page === page && current.saveProblem === saveProblem
          ? current
          : { ...current, page, saveProblem };
      }),
    [storage],
  );
  const reset = useCallback(() => {
    const character = newCharacter();
    const ok = tryWrite(() => {
      saveDraftCharacter(storage, character);
      saveDraftPage(storage, 0);
    });
    setState({ character, page: 0, setAsideMessage: null, saveProblem: problem(ok) });
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
    saveProblem: state.saveProblem,
    update,
    change,
    setPage,
    reset,
    clear,
    rememberReturnPath,
    returnPath,
  };
}
