// The per-character sheet settings the level-up and Beastform pages read and write (the levelling fanfare and
// the shapeshift choice), kept in local storage under one key per character and parsed with the rules' schema:
// a corrupt or missing value reads as the defaults and never breaks a page. This is the one place these pages
// touch the settings, so it can give way to the sheet's own settings store without changing them.
import { useCallback, useSyncExternalStore } from 'react';
import { sheetSettingsSchema, type SheetSettings } from '@duality/rules';

const keyFor = (id: number) => `duality:sheet-settings:${id}`;
const listeners = new Set<() => void>();
const cache = new Map<number, { raw: string | null; value: SheetSettings }>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The settings of one character; the defaults when none are kept or the kept value does not parse. */
export function readSheetSettings(id: number): SheetSettings {
  const raw = storage()?.getItem(keyFor(id)) ?? null;
  const hit = cache.get(id);
  if (hit && hit.raw === raw) return hit.value;
  let value = sheetSettingsSchema.parse({});
  if (raw !== null) {
    try {
      const parsed = sheetSettingsSchema.safeParse(JSON.parse(raw));
      if (parsed.success) value = parsed.data;
    } catch {
      // Not JSON: read as the defaults; the next write replaces it.
    }
  }
  cache.set(id, { raw, value });
  return value;
}

/** Merges a change into one character's settings and tells every reader. */
export function writeSheetSettings(id: number, change: Partial<SheetSettings>): SheetSettings {
  const next = sheetSettingsSchema.parse({ ...readSheetSettings(id), ...change });
  storage()?.setItem(keyFor(id), JSON.stringify(next));
  for (const listener of listeners) listener();
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('duality:sheet-settings:')) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** One character's settings, re-read when they change (here or in another tab), and a way to change them. */
export function useSheetSettings(
  id: number,
): [SheetSettings, (change: Partial<SheetSettings>) => SheetSettings] {
  const settings = useSyncExternalStore(subscribe, () => readSheetSettings(id));
  const update = useCallback((change: Partial<SheetSettings>) => writeSheetSettings(id, change), [id]);
  return [settings, update];
}
