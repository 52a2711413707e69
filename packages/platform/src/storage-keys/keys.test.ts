import { describe, expect, it } from 'vitest';
import {
  characterAliasesKey,
  draftOwnerOf,
  isSupabaseSessionKey,
  keptCopyKey,
  sessionStorageKeys,
  storageKeys,
  VISITOR,
} from './keys';
import { setAsideKeyOf } from './set-aside';

/** The one convention: `duality.` then dot-separated segments of lowercase letters, digits and hyphens. */
const convention = /^duality(\.[a-z0-9][a-z0-9-]*)+$/;
const user = '0b7a4b1e-5c7d-4e0a-9d2f-1f2e3d4c5b6a';

/** Every key the product names, with realistic owners and records. */
const everyKey = [
  storageKeys.consent,
  storageKeys.consentConfirmed,
  storageKeys.areaPins,
  storageKeys.deviceId,
  storageKeys.characterOutbox(user),
  storageKeys.sheetSettings(42),
  ...Object.values(storageKeys.builderDraft(VISITOR)),
  ...Object.values(storageKeys.builderDraft(user)),
  storageKeys.homebrewDraft(VISITOR, 'items', null),
  storageKeys.homebrewDraft(user, 'weapons', '17'),
  sessionStorageKeys.newBuildReloadAt,
  keptCopyKey(user, 'characters'),
  keptCopyKey(user, 'homebrew'),
  characterAliasesKey(user),
];

describe('storage keys', () => {
  it('all follow the one naming convention, and so do their set-aside keys', () => {
    for (const key of everyKey) {
      expect(key).toMatch(convention);
      expect(setAsideKeyOf(key)).toMatch(convention);
    }
  });

  it('are all different, so no two values share a key', () => {
    expect(new Set(everyKey).size).toBe(everyKey.length);
  });

  it('keep the names older builds already used where they fit the convention', () => {
    expect(storageKeys.consent).toBe('duality.consent');
    expect(setAsideKeyOf(storageKeys.consent)).toBe('duality.consent.set-aside');
    expect(storageKeys.areaPins).toBe('duality.area-pins');
    expect(storageKeys.deviceId).toBe('duality.device-id');
  });

  it('give every owner of a draft keys of their own', () => {
    const mine = storageKeys.builderDraft(user);
    const visitor = storageKeys.builderDraft(VISITOR);
    expect(mine.character).not.toBe(visitor.character);
    expect(storageKeys.homebrewDraft(user, 'items', null)).not.toBe(
      storageKeys.homebrewDraft('another-user', 'items', null),
    );
    expect(draftOwnerOf(null)).toBe(VISITOR);
    expect(draftOwnerOf(undefined)).toBe(VISITOR);
    expect(draftOwnerOf(user)).toBe(user);
  });

  it("recognise supabase-js's session key and nothing of ours", () => {
    expect(isSupabaseSessionKey('sb-127-auth-token')).toBe(true);
    expect(isSupabaseSessionKey('sb-abcdefgh-auth-token')).toBe(true);
    expect(isSupabaseSessionKey(storageKeys.consent)).toBe(false);
    expect(isSupabaseSessionKey(null)).toBe(false);
  });
});
