import type { Catalog } from '@duality/rules';
import { useCatalog, useDataStores } from '@duality/stores/react';

/**
 * The catalog, for parts of a page behind CharacterGate: they render only once the
 * catalog (with the built-in content) is there, and it never goes away again.
 */
export function useLoadedCatalog(): Catalog {
  const catalog = useCatalog(useDataStores().catalog);
  if (!catalog)
    throw new Error(
      'The catalog was read before the game content arrived: render this behind a character gate.',
    );
  return catalog;
}
