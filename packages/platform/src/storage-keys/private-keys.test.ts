import { describe, expect, it } from 'vitest';
import {
  characterAliasesKey,
  keptCopyKey,
  rollOutboxKey,
  sealKeyKey,
  sessionStorageKeys,
  storageKeys,
  VISITOR,
} from './keys';
import { privateDataOwnerOf } from './private-keys';
import { setAsideKeyOf } from './set-aside';

const user = '0b7a4b1e-5c7d-4e0a-9d2f-1f2e3d4c5b6a';

describe('privateDataOwnerOf', () => {
  it("names the owner of every key of a user's kept changes and copies, and of their set-aside copies", () => {
    const keys = [
      storageKeys.characterOutbox(user),
      storageKeys.collectionOutbox(user),
      rollOutboxKey(user),
      characterAliasesKey(user),
      keptCopyKey(user, 'characters'),
      keptCopyKey(user, 'homebrew'),
    ];
    for (const key of keys) {
      expect(privateDataOwnerOf(key)).toBe(user);
      expect(privateDataOwnerOf(setAsideKeyOf(key))).toBe(user);
      expect(privateDataOwnerOf(`${setAsideKeyOf(key)}.3`)).toBe(user);
    }
  });

  it("answers null for what everyone on the browser shares, and for the seal key's own copy", () => {
    const shared = [
      storageKeys.consent,
      storageKeys.consentConfirmed,
      storageKeys.areaPins,
      storageKeys.deviceId,
      storageKeys.sheetSettings(42),
      sessionStorageKeys.newBuildReloadAt,
      storageKeys.characterOutbox(VISITOR),
      sealKeyKey(user),
      'sb-127-auth-token',
      `${storageKeys.characterOutbox(user)}.something-else`,
    ];
    expect(shared.filter((key) => privateDataOwnerOf(key) !== null)).toEqual([]);
  });

  it('tells two users apart', () => {
    expect(privateDataOwnerOf(rollOutboxKey('someone-else'))).toBe('someone-else');
  });
});
