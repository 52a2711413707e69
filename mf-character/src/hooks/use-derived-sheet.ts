import { useMemo } from 'react';
import { deriveSheet, type Character, type DerivedSheet, type SheetSettings } from '@duality/rules';
import { getDataStores } from '@duality/stores';
import { useCatalog } from '@duality/stores/react';

/** Every number of the sheet, derived by the rules from the character, the catalog and the current form. */
export function useDerivedSheet(character: Character, settings: SheetSettings): DerivedSheet {
  const catalog = useCatalog(getDataStores().catalog);
  return useMemo(() => deriveSheet(character, catalog, settings), [character, catalog, settings]);
}
