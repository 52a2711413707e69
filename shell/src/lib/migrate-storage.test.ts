import { afterEach, describe, expect, it } from 'vitest';
import { sessionStorageKeys, storageKeys, VISITOR } from '@duality/platform/storage-keys';
import { migrateBrowserStorage } from './migrate-storage';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The names an older build wrote, spelled as it spelled them (the module has the full list and its tests).
const legacyDraft = ['duality', 'builder', 'character'].join('.');
const legacyReloadAt = ['duality', 'newBuildReloadAt'].join('.');

describe('migrateBrowserStorage', () => {
  it("renames older keys in the page's local and session storage", () => {
    window.localStorage.setItem(legacyDraft, '{"name":"Ash"}');
    window.sessionStorage.setItem(legacyReloadAt, '1700000000000');
    migrateBrowserStorage(window);
    expect(window.localStorage.getItem(storageKeys.builderDraft(VISITOR).character)).toBe('{"name":"Ash"}');
    expect(window.localStorage.getItem(legacyDraft)).toBeNull();
    expect(window.sessionStorage.getItem(sessionStorageKeys.newBuildReloadAt)).toBe('1700000000000');
  });

  it('goes on when the browser blocks storage altogether', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      sessionStorage: window.sessionStorage,
    };
    window.sessionStorage.setItem(legacyReloadAt, '5');
    expect(() => migrateBrowserStorage(blocked)).not.toThrow();
    expect(window.sessionStorage.getItem(sessionStorageKeys.newBuildReloadAt)).toBe('5');
  });
});
