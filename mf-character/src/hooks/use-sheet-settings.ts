import { useEffect, useMemo } from 'react';
import { bus } from '@duality/bus';
import { useStoreState } from '@duality/stores/react';
import type { SheetSettings } from '@duality/rules';
import {
  createSheetSettingsStore,
  sheetSettingsKey,
  type SheetSettingsStore,
} from '../lib/sheet-settings-store';

const stores = new Map<number, SheetSettingsStore>();

/** One store per character for the page's life, so every page of the area shares the same settings. */
export function sheetSettingsStoreFor(characterId: number): SheetSettingsStore {
  let store = stores.get(characterId);
  if (!store) {
    store = createSheetSettingsStore(window.localStorage, characterId, (message) =>
      bus.publish('toast.requested', { message, tone: 'error' }),
    );
    stores.set(characterId, store);
  }
  return store;
}

/** The character's sheet settings and their update (re-renders on change, here or in another tab). */
export function useSheetSettings(characterId: number): [SheetSettings, SheetSettingsStore['update']] {
  const store = useMemo(() => sheetSettingsStoreFor(characterId), [characterId]);
  useEffect(() => {
    store.refresh();
    const onStorage = (e: StorageEvent) => e.key === sheetSettingsKey(characterId) && store.refresh();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store, characterId]);
  return [useStoreState(store), (change) => store.update(change)];
}
