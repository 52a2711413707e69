// Whether a storage may hold keys named by an older build: a cheap look that lets a page load the renaming
// (legacy.ts) only when there is something to rename, so a new visitor's first load carries none of it. It
// answers true for every name legacy.ts renames (legacy-check.test.ts holds it to that) and false for the
// current names of keys.ts.

/** The older names' shapes: a colon after `duality`, camelCase names, and drafts without an owner segment. */
const legacyShape =
  /^duality(?::|\.(?:consentConfirmed|newBuildReloadAt|characters\.outbox:|builder\.(?:character|page|return-to)(?:\.|$)|homebrew\.draft\.))/;

/** True when `key` may be a name of an older build (legacy.ts has the renaming). */
export const mayBeLegacyKey = (key: string): boolean => legacyShape.test(key);

/** True when any key of `storage` may be a name of an older build; false for a storage that cannot be read. */
export function mayHoldLegacyKeys(storage: {
  readonly length: number;
  key(index: number): string | null;
}): boolean {
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && mayBeLegacyKey(key)) return true;
    }
  } catch {
    // A blocked storage has nothing to rename.
  }
  return false;
}
