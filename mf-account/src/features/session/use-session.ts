import { useSyncExternalStore } from 'react';
import { getSessionStore, type SessionState } from '@duality/stores';

/** The current session from THE session store, re-rendering on every change (login, logout, name). */
export function useSession(): SessionState {
  const store = getSessionStore();
  return useSyncExternalStore(
    (onChange) => {
      const sub = store.state$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => store.state,
  );
}
