import { describe, expect, it } from 'vitest';
import { storageKeys, VISITOR } from './keys';
import { adoptVisitorDraft, setAside, setAsideKeyOf, type KeyStorage } from './set-aside';

function memory(entries: Record<string, string> = {}): KeyStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** A storage whose writes all fail, as a full quota does. */
function full(entries: Record<string, string>): KeyStorage & { map: Map<string, string> } {
  const storage = memory(entries);
  return {
    ...storage,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

describe('setAside', () => {
  const key = storageKeys.sheetSettings(7);

  it('moves the unreadable text, unchanged, to the set-aside key and frees the key', () => {
    const storage = memory({ [key]: '{broken' });
    expect(setAside(storage, key)).toBe(`${key}.set-aside`);
    expect(storage.map.get(`${key}.set-aside`)).toBe('{broken');
    expect(storage.map.has(key)).toBe(false);
  });

  it('never overwrites an earlier set-aside copy: the next one takes a numbered key', () => {
    const storage = memory({ [key]: 'second', [setAsideKeyOf(key)]: 'first' });
    expect(setAside(storage, key)).toBe(`${key}.set-aside.2`);
    storage.setItem(key, 'third');
    expect(setAside(storage, key)).toBe(`${key}.set-aside.3`);
    expect([...storage.map.values()].sort()).toEqual(['first', 'second', 'third']);
  });

  it('does nothing when there is nothing to keep, and never throws when the storage refuses', () => {
    expect(setAside(memory(), key)).toBeNull();
    const refusing = full({ [key]: '{broken' });
    expect(setAside(refusing, key)).toBeNull();
    expect(refusing.map.get(key)).toBe('{broken'); // still there, still never lost
  });
});

describe('adoptVisitorDraft', () => {
  const visitor = storageKeys.builderDraft(VISITOR);
  const user = storageKeys.builderDraft('user-a');
  const slots = (keys: typeof visitor) => [keys.character, keys.page, keys.returnTo];

  it("moves the visitor's draft to a user who has none, once", () => {
    const storage = memory({ [visitor.character]: '{"name":"Ash"}', [visitor.page]: '3' });
    expect(adoptVisitorDraft(storage, slots(visitor), slots(user))).toBe(true);
    expect(storage.map.get(user.character)).toBe('{"name":"Ash"}');
    expect(storage.map.get(user.page)).toBe('3');
    expect(storage.map.has(user.returnTo)).toBe(false);
    expect(storage.map.has(visitor.character)).toBe(false);
    // Once: the next account to sign in finds nothing to adopt.
    const other = storageKeys.builderDraft('user-b');
    expect(adoptVisitorDraft(storage, slots(visitor), slots(other))).toBe(false);
    expect(storage.map.has(other.character)).toBe(false);
  });

  it("keeps a user's own draft, and the visitor's stays the visitor's", () => {
    const storage = memory({ [visitor.character]: 'visitor', [user.character]: 'mine' });
    expect(adoptVisitorDraft(storage, slots(visitor), slots(user))).toBe(false);
    expect(storage.map.get(user.character)).toBe('mine');
    expect(storage.map.get(visitor.character)).toBe('visitor');
  });

  it('does nothing without a visitor draft, and loses nothing when the storage refuses', () => {
    const empty = memory();
    expect(adoptVisitorDraft(empty, slots(visitor), slots(user))).toBe(false);
    expect(empty.map.size).toBe(0);
    const refusing = full({ [visitor.character]: 'visitor' });
    expect(adoptVisitorDraft(refusing, slots(visitor), slots(user))).toBe(false);
    expect(refusing.map.get(visitor.character)).toBe('visitor');
  });
});
