// Older builds named some browser-storage keys differently (before @duality/platform/storage-keys): the
// page renames them before anything reads the storage, so a draft, a consent or unsynced edits survive the
// upgrade. A browser that blocks storage (reading `localStorage` itself throws) has nothing to rename.
import { migrateStorageKeys, type EnumerableStorage } from '@duality/platform/storage-keys';

export function migrateBrowserStorage(win: Pick<Window, 'localStorage' | 'sessionStorage'>): void {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    let storage: EnumerableStorage;
    try {
      storage = win[area];
    } catch {
      continue;
    }
    migrateStorageKeys(storage);
  }
}
