import { useEffect } from 'react';
import type { Catalog } from '@duality/rules';
import type { CatalogStore } from '../catalog/catalog-store';
import { useStoreState } from './index';

/**
 * The page's catalog (built-ins, the user's homebrew, the loaded campaign's homebrew); re-renders on change.
 * null until the built-in content has arrived, which this asks for: the page shows its loading state meanwhile.
 */
export function useCatalog(catalog: CatalogStore): Catalog | null {
  const state = useStoreState(catalog);
  useEffect(() => {
    // A failed load has shown its toast; the next page that needs the content tries again.
    if (state === null) catalog.load().catch(() => undefined);
  }, [catalog, state]);
  return state;
}
