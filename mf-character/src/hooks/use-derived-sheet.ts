import { useMemo } from 'react';
import { deriveSheet, type Character, type DerivedSheet, type SheetSettings } from '@duality/rules';
import { useLoadedCatalog } from './use-loaded-catalog';

/** Every number of the sheet, derived by the rules from the character, the catalog and the current form. */
export function useDerivedSheet(character: Character, settings: SheetSettings): DerivedSheet {
  const catalog = useLoadedCatalog();
  return useMemo(() => deriveSheet(character, catalog, settings), [character, catalog, settings]);
}
