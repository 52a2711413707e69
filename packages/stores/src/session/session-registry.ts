// The one session store of the page. The shell creates it at start-up; this module is a federation
// singleton, so every area that calls getSessionStore() sees the same session.
import type { SessionStore } from './session-store';

let current: SessionStore | null = null;

/** Registers THE session store (the shell, once). */
export function provideSessionStore(store: SessionStore): void {
  if (current) throw new Error('The session store is already provided: there is only one.');
  current = store;
}

/** THE session store; throws a clear error if the shell has not created it (e.g. a standalone area). */
export function getSessionStore(): SessionStore {
  if (!current) throw new Error('The session store is not available: the shell creates it at start-up.');
  return current;
}
