// The cheap look must find every name the renaming renames, and none of the current names.
import { describe, expect, it } from 'vitest';
import { sessionStorageKeys, storageKeys, VISITOR } from './keys';
import { mayBeLegacyKey, mayHoldLegacyKeys } from './legacy-check';
import { currentNameOf } from './legacy';
import { setAsideKeyOf } from './set-aside';

const user = '6f1c2a52-1b7e-4c1d-9f0a-3b8f5d2e7a11';
/** One name of each shape legacy.ts renames (legacy.test.ts covers the renaming itself). */
const legacyNames = [
  'duality.consentConfirmed',
  'duality.newBuildReloadAt',
  `duality.characters.outbox:${user}`,
  `duality.characters.outbox:${user}:unreadable:1700000000000`,
  'duality:sheet-settings:42',
  'duality:sheet-settings:42.corrupt',
  'duality.builder.character',
  'duality.builder.page',
  'duality.builder.return-to',
  'duality.builder.character.set-aside',
  'duality.homebrew.draft.items.new',
  'duality.homebrew.draft.items.12.set-aside',
];

describe('mayBeLegacyKey', () => {
  it.each(legacyNames)('finds %s, which the renaming renames', (name) => {
    expect(currentNameOf(name)).not.toBeNull();
    expect(mayBeLegacyKey(name)).toBe(true);
  });

  it('finds none of the current names', () => {
    const current = [
      storageKeys.consent,
      storageKeys.consentConfirmed,
      storageKeys.areaPins,
      storageKeys.deviceId,
      storageKeys.characterOutbox(user),
      setAsideKeyOf(storageKeys.characterOutbox(user)),
      storageKeys.collectionOutbox(user),
      storageKeys.sheetSettings(42),
      ...Object.values(storageKeys.builderDraft(VISITOR)),
      ...Object.values(storageKeys.builderDraft(user)),
      setAsideKeyOf(storageKeys.builderDraft(user).character),
      storageKeys.homebrewDraft(VISITOR, 'items', null),
      storageKeys.homebrewDraft(user, 'items', '12'),
      sessionStorageKeys.newBuildReloadAt,
    ];
    expect(current.filter(mayBeLegacyKey)).toEqual([]);
  });

  it('looks through a whole storage, and a blocked one holds nothing', () => {
    const keys = ['sb-x-auth-token', storageKeys.consent, 'duality.builder.page'];
    const storage = { length: keys.length, key: (i: number) => keys[i] ?? null };
    expect(mayHoldLegacyKeys(storage)).toBe(true);
    expect(mayHoldLegacyKeys({ length: 2, key: (i: number) => keys[i] ?? null })).toBe(false);
    const blocked = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(mayHoldLegacyKeys(blocked)).toBe(false);
  });
});
