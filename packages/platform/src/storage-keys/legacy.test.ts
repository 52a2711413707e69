import { describe, expect, it } from 'vitest';
import { sessionStorageKeys, storageKeys, VISITOR } from './keys';
import { currentNameOf, migrateStorageKeys, type EnumerableStorage } from './legacy';
import { setAsideKeyOf } from './set-aside';

/** A Storage over a Map, enumerable like localStorage (insertion order). */
function storage(entries: Record<string, string>): EnumerableStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const user = '0b7a4b1e-5c7d-4e0a-9d2f-1f2e3d4c5b6a';
const builder = storageKeys.builderDraft(VISITOR);

// What the last build before the one convention wrote (the names are literals on purpose).
const legacy: [string, string][] = [
  ['duality.consentConfirmed', storageKeys.consentConfirmed],
  ['duality.newBuildReloadAt', sessionStorageKeys.newBuildReloadAt],
  [`duality.characters.outbox:${user}`, storageKeys.characterOutbox(user)],
  [
    `duality.characters.outbox:${user}:unreadable:1700000000000`,
    `${setAsideKeyOf(storageKeys.characterOutbox(user))}.1700000000000`,
  ],
  ['duality:sheet-settings:42', storageKeys.sheetSettings(42)],
  ['duality:sheet-settings:42.corrupt', setAsideKeyOf(storageKeys.sheetSettings(42))],
  ['duality.builder.character', builder.character],
  ['duality.builder.page', builder.page],
  ['duality.builder.return-to', builder.returnTo],
  ['duality.builder.character.set-aside', setAsideKeyOf(builder.character)],
  ['duality.homebrew.draft.items.new', storageKeys.homebrewDraft(VISITOR, 'items', null)],
  ['duality.homebrew.draft.weapons.17', storageKeys.homebrewDraft(VISITOR, 'weapons', '17')],
  [
    'duality.homebrew.draft.armor.new.set-aside',
    setAsideKeyOf(storageKeys.homebrewDraft(VISITOR, 'armor', null)),
  ],
];

describe('currentNameOf', () => {
  it.each(legacy)('names %s as %s', (old, now) => expect(currentNameOf(old)).toBe(now));

  it('leaves current keys, keys of others and unknown keys alone', () => {
    for (const key of [
      storageKeys.consent,
      storageKeys.characterOutbox(user),
      builder.character,
      storageKeys.homebrewDraft(user, 'items', null),
      'sb-127-auth-token',
      'someone-else',
    ]) {
      expect(currentNameOf(key)).toBeNull();
    }
  });
});

describe('migrateStorageKeys', () => {
  it('renames every legacy key with its value unchanged, so nothing is lost on upgrade', () => {
    const old = storage(Object.fromEntries(legacy.map(([key], i) => [key, `value ${i}`])));
    old.setItem(storageKeys.consent, '{"consentGranted":true,"on":1}');
    expect(migrateStorageKeys(old)).toBe(legacy.length);
    expect(Object.fromEntries(old.map)).toEqual({
      ...Object.fromEntries(legacy.map(([, now], i) => [now, `value ${i}`])),
      [storageKeys.consent]: '{"consentGranted":true,"on":1}',
    });
    // A second page finds nothing left to do.
    expect(migrateStorageKeys(old)).toBe(0);
  });

  it('never overwrites a current value: the legacy one stays where it is', () => {
    const both = storage({ 'duality.builder.character': 'old', [builder.character]: 'new' });
    expect(migrateStorageKeys(both)).toBe(0);
    expect(both.map.get(builder.character)).toBe('new');
    expect(both.map.get('duality.builder.character')).toBe('old');
  });

  it('never throws when the storage refuses; the next page tries again', () => {
    const refusing = storage({ 'duality.builder.character': 'old' });
    refusing.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(migrateStorageKeys(refusing)).toBe(0);
    expect(refusing.map.get('duality.builder.character')).toBe('old');
  });
});
