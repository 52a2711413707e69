// The per-character sheet settings as the level-up and Beastform pages use them (the levelling fanfare and the
// shapeshift choice): the same store the sheet and print pages read (hooks/use-sheet-settings.ts), so a form
// chosen on the Beastform page is what the sheet derives with. Stored values are parsed with the rules' schema;
// a corrupt one is set aside and read as the defaults.
import type { SheetSettings } from '@duality/rules';
import { sheetSettingsStoreFor, useSheetSettings as useSettings } from '../hooks/use-sheet-settings';

/** The settings of one character; the defaults when none are kept or the kept value does not parse. */
export function readSheetSettings(id: number): SheetSettings {
  return sheetSettingsStoreFor(id).state;
}

/** Merges a change into one character's settings and tells every reader. */
export function writeSheetSettings(id: number, change: Partial<SheetSettings>): SheetSettings {
  const store = sheetSettingsStoreFor(id);
  store.update(change);
  return store.state;
}

/** One character's settings, re-read when they change (here or in another tab), and a way to change them. */
export function useSheetSettings(
  id: number,
): [SheetSettings, (change: Partial<SheetSettings>) => SheetSettings] {
  const [settings, update] = useSettings(id);
  return [settings, (change) => (update(change), readSheetSettings(id))];
}
