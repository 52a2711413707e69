// The builder's state (character, current page, loaded flag) over injectable storage, for the draft's owner
// (DraftOwnerContext: the signed-in user, or the visitor). Every update merges with the rules' builder merge
// (arrays replaced, objects merged deeply, only existing keys set) and is saved at once, so leaving the
// builder or reloading loses nothing. Signing in or out while the builder is open switches to that owner's
// draft.
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { VISITOR, type DraftOwner } from '@duality/platform/storage-keys';
import { mergeExisting, newCharacter, type Character } from '@duality/rules';
import {
  clearDraft,
  readDraft,
  loadReturnPath,
  saveDraftCharacter,
  saveDraftPage,
  saveReturnPath,
  setAsideDraft,
  type DraftStorage,
  type LoadedDraft,
} from './draft-storage';

/** The storage the builder keeps its draft in; the browser's localStorage unless a provider gives another. */
export const DraftStorageContext = createContext<DraftStorage | null>(null);

/**
 * Whose draft the builder shows: a user id, the visitor, or null while the session is still being read (the
 * builder then waits, so nobody's draft is read or written under the wrong owner). The pages provide it from
 * the session (session-draft-owner.tsx); without a provider, the visitor's.
 */
export const DraftOwnerContext = createContext<DraftOwner | null>(VISITOR);

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

type DraftState = LoadedDraft & { owner: DraftOwner | null; saveProblem: string | null };

function loadFor(storage: DraftStorage, owner: DraftOwner | null): DraftState {
  if (owner === null)
    return { owner, character: newCharacter(), page: 0, setAsideMessage: null, saveProblem: null };
  return { owner, ...readDraft(storage, owner), saveProblem: null };
}

/** The owner's draft, loaded from storage when the builder mounts and when the owner changes. */
export function useDraft(): Draft {
  const injected = useContext(DraftStorageContext);
  const owner = useContext(DraftOwnerContext);
  const storage = useMemo(() => injected ?? browserStorage(), [injected]);
  // The work stays in memory whatever the storage does; a refused write is told, and the message goes away
  // with the next write that succeeds.
  const [state, setState] = useState<DraftState>(() => loadFor(storage, owner));
  // Signed in or out while the builder is open: the other owner's draft replaces this one on screen (state
  // derived during render); this one stays stored under its owner.
  if (state.owner !== owner) setState(loadFor(storage, owner));
  // An unreadable draft moves aside once the builder showing its message is committed (never from a render
  // React may throw away, which would leave the next render nothing to report).
  const unreadableOf = state.setAsideMessage === null ? null : state.owner;
  useLayoutEffect(() => {
    if (unreadableOf !== null) setAsideDraft(storage, unreadableOf);
  }, [storage, unreadableOf]);

  const change = useCallback(
    (edit: (character: Character) => Character) =>
      setState((current) => {
        if (current.owner === null) return current;
        const character = edit(current.character);
        const saveProblem = problem(tryWrite(() => saveDraftCharacter(storage, current.owner!, character)));
        return { ...current, character, saveProblem };
      }),
    [storage],
  );
  const update = useCallback((patch: unknown) => change((c) => mergeExisting(c, patch)), [change]);
  const setPage = useCallback(
    (page: number) =>
      setState((current) => {
        if (current.owner === null) return current;
        const saveProblem = problem(tryWrite(() => saveDraftPage(storage, current.owner!, page)));
        return current.page === page && current.saveProblem === saveProblem
          ? current
          : { ...current, page, saveProblem };
      }),
    [storage],
  );
  const current = state.owner;
  const reset = useCallback(() => {
    if (current === null) return;
    const character = newCharacter();
    const ok = tryWrite(() => {
      saveDraftCharacter(storage, current, character);
      saveDraftPage(storage, current, 0);
    });
    setState({ owner: current, character, page: 0, setAsideMessage: null, saveProblem: problem(ok) });
  }, [storage, current]);
  const clear = useCallback(() => {
    if (current !== null) clearDraft(storage, current);
  }, [storage, current]);
  const rememberReturnPath = useCallback(
    (target: string | null) => {
      if (current !== null) saveReturnPath(storage, current, target);
    },
    [storage, current],
  );
  const returnPath = useCallback(
    () => (current === null ? null : loadReturnPath(storage, current)),
    [storage, current],
  );

  return {
    character: state.character,
    currentPage: state.page,
    loaded: current !== null,
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
