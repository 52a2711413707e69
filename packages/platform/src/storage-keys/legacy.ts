// The names keys had before the one convention of keys.ts, and what each is called now. Every page
// renames what it finds before anything reads the storage (the shell at start-up, an area running alone at
// its mount), so nobody loses a draft, a consent or unsynced edits on upgrade. Drafts made before drafts
// had owners become the visitor's: the next account that signs in is offered them, once.
import { sessionStorageKeys, storageKeys, VISITOR } from './keys';
import { setAsideKeyOf } from './set-aside';

/** Storage that can list its keys (localStorage and sessionStorage). */
export interface EnumerableStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

type Rename = readonly [RegExp, (match: RegExpExecArray) => string];

const builder = storageKeys.builderDraft(VISITOR);
const builderSlot = { character: builder.character, page: builder.page, 'return-to': builder.returnTo };
const homebrew = (kind: string, id: string) =>
  storageKeys.homebrewDraft(VISITOR, kind, id === 'new' ? null : id);

// The legacy names are literals on purpose: they are what older builds wrote.
const renames: readonly Rename[] = [
  [/^duality\.consentConfirmed$/, () => storageKeys.consentConfirmed],
  [/^duality\.newBuildReloadAt$/, () => sessionStorageKeys.newBuildReloadAt],
  [/^duality\.characters\.outbox:([^:]+)$/, (m) => storageKeys.characterOutbox(m[1]!)],
  [
    /^duality\.characters\.outbox:([^:]+):unreadable:(\d+)$/,
    (m) => `${setAsideKeyOf(storageKeys.characterOutbox(m[1]!))}.${m[2]!}`,
  ],
  [/^duality:sheet-settings:(\d+)$/, (m) => storageKeys.sheetSettings(Number(m[1]))],
  [/^duality:sheet-settings:(\d+)\.corrupt$/, (m) => setAsideKeyOf(storageKeys.sheetSettings(Number(m[1])))],
  [/^duality\.builder\.(character|page|return-to)$/, (m) => builderSlot[m[1] as keyof typeof builderSlot]],
  [/^duality\.builder\.character\.set-aside$/, () => setAsideKeyOf(builder.character)],
  [/^duality\.homebrew\.draft\.([a-z-]+)\.([^.]+)$/, (m) => homebrew(m[1]!, m[2]!)],
  [/^duality\.homebrew\.draft\.([a-z-]+)\.([^.]+)\.set-aside$/, (m) => setAsideKeyOf(homebrew(m[1]!, m[2]!))],
];

/** The current name of a legacy key, or null when `key` is not one. */
export function currentNameOf(key: string): string | null {
  for (const [pattern, name] of renames) {
    const match = pattern.exec(key);
    if (match) return name(match);
  }
  return null;
}

/**
 * Renames every legacy key of `storage` to its current name. A current key that already holds a value wins,
 * and the legacy one is left where it is (never overwritten, never deleted). Answers how many it moved.
 * Never throws: a storage that refuses leaves the rest as it was, to be tried again on the next page.
 */
export function migrateStorageKeys(storage: EnumerableStorage): number {
  let moved = 0;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
    for (const key of keys) {
      const target = currentNameOf(key);
      const value = storage.getItem(key);
      if (target === null || value === null || storage.getItem(target) !== null) continue;
      storage.setItem(target, value);
      storage.removeItem(key);
      moved += 1;
    }
  } catch {
    // Storage blocked or full: what was not moved stays under its old name until the next page tries again.
  }
  return moved;
}
