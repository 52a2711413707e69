// Imported by package name, not by relative path: a remote bundles this subpath, and only the package name
// reaches THE session registry (the federation singleton) instead of a bundled copy that no one provided.
import { getSessionStore, type SessionState } from '@duality/stores';
import { useStoreState } from './use-store-state';

/** The current session from THE session store, re-rendering on every change (login, logout, name). */
export function useSession(): SessionState {
  return useStoreState(getSessionStore());
}
