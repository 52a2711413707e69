// The sheet settings of each character (printing options, levelling fanfare, the Druid's current form), kept in
// the browser's local storage under one key per character. Stored values are parsed with the rules' schema; a
// value that does not parse is set aside the product's one way (@duality/platform/storage-keys: moved to a
// `.set-aside` key, never lost, never a crash) and the defaults are used instead.
import { BehaviorSubject, type Observable } from '@duality/libs/rxjs';
import { setAside, storageKeys } from '@duality/platform/storage-keys';
import { sheetSettingsSchema, type SheetSettings } from '@duality/rules';

/** The part of Storage the store uses (localStorage in the page, a Map in tests). */
export interface SettingsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const sheetSettingsKey = (characterId: number) => storageKeys.sheetSettings(characterId);

/** Told when the stored settings could not be read (they are kept under a `.set-aside` key). */
export const SETTINGS_SET_ASIDE =
  'The sheet settings kept on this device could not be read, so they were set aside and the defaults are used.';
/** Told when the storage refused to keep a change of the settings (full or turned off). */
export const SETTINGS_NOT_SAVED =
  'Your sheet settings could not be saved on this device (its storage is full or turned off). They apply until you leave this page.';

/** Where the store tells the player about its storage (a toast in the page). */
export type SettingsReport = (message: string) => void;

export interface SheetSettingsStore {
  readonly state: SheetSettings;
  state$: Observable<SheetSettings>;
  /** Merges a change into the settings and stores them. */
  update(change: Partial<SheetSettings>): void;
  /** The stored text that could not be read, if any (kept under a `.set-aside` key). */
  readonly setAside: string | null;
  /** Reads the storage again (another tab or page changed it); a no-op when the stored text is unchanged. */
  refresh(): void;
}

function read(
  storage: SettingsStorage,
  key: string,
  report: SettingsReport,
): { settings: SheetSettings; setAside: string | null } {
  const raw = storage.getItem(key);
  if (raw === null) return { settings: sheetSettingsSchema.parse({}), setAside: null };
  try {
    const parsed = sheetSettingsSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return { settings: parsed.data, setAside: null };
  } catch {
    // Not JSON: set aside below like any other unreadable value.
  }
  // A storage that refuses the copy leaves the unreadable text under its own key until a change replaces it.
  setAside(storage, key);
  report(SETTINGS_SET_ASIDE);
  return { settings: sheetSettingsSchema.parse({}), setAside: raw };
}

/** The settings of one character over `storage`. */
export function createSheetSettingsStore(
  storage: SettingsStorage,
  characterId: number,
  report: SettingsReport = () => {},
): SheetSettingsStore {
  const key = sheetSettingsKey(characterId);
  const first = read(storage, key, report);
  const subject = new BehaviorSubject(first.settings);
  let setAside = first.setAside;
  /** The stored text the current state came from (or was written as). */
  let lastRaw = storage.getItem(key);
  const refresh = () => {
    const raw = storage.getItem(key);
    if (raw === lastRaw) return;
    lastRaw = raw;
    const again = read(storage, key, report);
    if (again.setAside !== null) setAside = again.setAside;
    subject.next(again.settings);
  };
  return {
    get state() {
      refresh();
      return subject.value;
    },
    state$: subject.asObservable(),
    get setAside() {
      return setAside;
    },
    refresh,
    update(change) {
      const next = sheetSettingsSchema.parse({ ...this.state, ...change });
      const raw = JSON.stringify(next);
      try {
        storage.setItem(key, raw);
        lastRaw = raw;
      } catch {
        // Storage full or refused: the settings still apply for this visit, and the player is told.
        report(SETTINGS_NOT_SAVED);
      }
      subject.next(next);
    },
  };
}
