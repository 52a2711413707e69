import { useEffect } from 'react';
import type { Catalog } from '@duality/rules';
import type { CatalogStore } from '../catalog/catalog-store';
import { useStoreState } from './index';

/**
 * The page's catalog (built-ins, the user's homebrew, their campaigns' homebrew); re-renders on change.
 * null until the built-in content has arrived, which this asks for (with the campaigns' homebrew): the page
 * shows its loading state meanwhile.
 */
export function useCatalog(catalog: CatalogStore): Catalog | null {
  const state = useStoreState(catalog);
  useEffect(() => {
    // A failed load has shown its toast; the next page that needs the content tries again. (Reading the
    // catalog asks for the campaigns' homebrew by itself.)
    if (state === null) catalog.load().catch(() => undefined);
  }, [catalog, state]);
  return state;
}
