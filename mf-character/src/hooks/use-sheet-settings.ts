import { useMemo } from 'react';
import { useStoreState } from '@duality/stores/react';
import type { SheetSettings } from '@duality/rules';
import { createSheetSettingsStore, type SheetSettingsStore } from '../lib/sheet-settings-store';

const stores = new Map<number, SheetSettingsStore>();

/** One store per character for the page's life, so every part of the sheet shares the same settings. */
export function sheetSettingsStoreFor(characterId: number): SheetSettingsStore {
  let store = stores.get(characterId);
  if (!store) {
    store = createSheetSettingsStore(window.localStorage, characterId);
    stores.set(characterId, store);
  }
  return store;
}

/** The character's sheet settings and their update (re-renders on change). */
export function useSheetSettings(characterId: number): [SheetSettings, SheetSettingsStore['update']] {
  const store = useMemo(() => sheetSettingsStoreFor(characterId), [characterId]);
  return [useStoreState(store), store.update];
}
