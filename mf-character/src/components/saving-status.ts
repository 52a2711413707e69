import type { CharactersState } from '@duality/stores';

export type SavingStatus =
  { kind: 'saving' } | { kind: 'saved' } | { kind: 'offline'; waiting: number } | { kind: 'conflict' };

/**
 * What the quiet saving indicator says about character `id`: a conflict first, then offline with the number of
 * characters waiting in the outbox, then saving while an edit waits or is pushed, else saved.
 */
export function savingStatus(state: CharactersState, id: number): SavingStatus {
  if (state.conflicts.some((c) => c.id === id)) return { kind: 'conflict' };
  if (state.status === 'offline' || (state.unsynced.length > 0 && !state.saving))
    return state.unsynced.length > 0
      ? { kind: 'offline', waiting: state.unsynced.length }
      : { kind: 'saved' };
  if (state.saving) return { kind: 'saving' };
  return { kind: 'saved' };
}

/** The indicator's words. */
export function savingLabel(status: SavingStatus): string {
  switch (status.kind) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'conflict':
      return 'Changed elsewhere: choose a version';
    case 'offline':
      return `Offline: ${status.waiting} ${status.waiting === 1 ? 'change' : 'changes'} waiting`;
  }
}
