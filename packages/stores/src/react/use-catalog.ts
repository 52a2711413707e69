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
  const ready = state !== null;
  useEffect(() => {
    // Asked once the page needs it, and again after a failed content load (its toast was shown).
    catalog.load().catch(() => undefined);
  }, [catalog, ready]);
  return state;
}
