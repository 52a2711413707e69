// Imported by package name, not by relative path: a remote bundles this subpath, and only the package name
// reaches THE session registry (the federation singleton) instead of a bundled copy that no one provided.
import { useContext } from 'react';
import { getSessionStore, type SessionState } from '@duality/stores';
import { AreaServicesContext } from './services';
import { useStoreState } from './use-store-state';

/**
 * The current session, re-rendering on every change (login, logout, name): of the provided session store
 * (AreaServicesProvider: an area, a standalone page, a component test), else of THE registered one.
 */
export function useSession(): SessionState {
  const provided = useContext(AreaServicesContext);
  return useStoreState(provided?.session ?? getSessionStore());
}
