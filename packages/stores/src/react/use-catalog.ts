import type { Catalog } from '@duality/rules';
import type { CatalogStore } from '../catalog/catalog-store';
import { useStoreState } from './index';

/** The page's catalog (built-ins, the user's homebrew, the loaded campaign's homebrew); re-renders on change. */
export function useCatalog(catalog: CatalogStore): Catalog {
  return useStoreState(catalog);
}
