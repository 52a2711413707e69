// The one way to set aside a stored value that cannot be read, and the one way a visitor's draft passes to
// the account that signs in (see keys.ts for the names).

/** The first key an unreadable value of `key` is set aside under. */
export const setAsideKeyOf = (key: string): string => `${key}.set-aside`;

/** The part of Storage that reading and writing need (localStorage, or a Map-backed stand-in). */
export interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Moves the unreadable text under `key` to the first free set-aside key and frees `key`. Answers the key it
 * was kept under, or null when there was nothing to keep or the storage refused (then the text stays where
 * it was, still never overwritten by a read). Never throws.
 */
export function setAside(storage: KeyStorage, key: string): string | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const first = setAsideKeyOf(key);
    let aside = first;
    for (let n = 2; storage.getItem(aside) !== null; n += 1) aside = `${first}.${n}`;
    storage.setItem(aside, raw);
    storage.removeItem(key);
    return aside;
  } catch {
    return null;
  }
}

/**
 * A draft started before signing in is offered to the account that signs in, once: when the user has no
 * draft of their own in these slots, the visitor's moves to them (and is the visitor's no more). A user who
 * already has a draft keeps it, and the visitor's stays the visitor's. `visitorKeys` and `userKeys` are the
 * same slots, in the same order. Answers whether it moved; never throws (a refusal leaves both as they were,
 * or the copy in both places: nothing is lost).
 */
export function adoptVisitorDraft(
  storage: KeyStorage,
  visitorKeys: readonly string[],
  userKeys: readonly string[],
): boolean {
  try {
    if (userKeys.some((key) => storage.getItem(key) !== null)) return false;
    const values = visitorKeys.map((key) => storage.getItem(key));
    if (values.every((value) => value === null)) return false;
    values.forEach((value, i) => {
      if (value !== null) storage.setItem(userKeys[i]!, value);
    });
    visitorKeys.forEach((key) => storage.removeItem(key));
    return true;
  } catch {
    return false;
  }
}
