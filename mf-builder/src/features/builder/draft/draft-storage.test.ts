// The draft in injected storage: defaults, the page fallback, a saved draft read back, and an unreadable or
// foreign draft set aside under its own key (never lost, never a crash).
import { describe, expect, it } from 'vitest';
import { mergeExisting, newCharacter } from '@duality/rules';
import {
  clearDraft,
  DRAFT_KEYS,
  loadDraft,
  loadReturnPath,
  saveDraftCharacter,
  saveDraftPage,
  saveReturnPath,
  type DraftStorage,
} from './draft-storage';

function memory(entries: Record<string, string> = {}): DraftStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('the builder draft in storage', () => {
  it('starts a new character on page 0 when nothing is stored', () => {
    expect(loadDraft(memory())).toEqual({ character: newCharacter(), page: 0, setAsideMessage: null });
  });

  it('reads back the saved character and page', () => {
    const storage = memory();
    const character = mergeExisting(newCharacter(), { name: 'Ash', baseClass: 'core_class_bard' });
    saveDraftCharacter(storage, character);
    saveDraftPage(storage, 4);
    expect(loadDraft(storage)).toEqual({ character, page: 4, setAsideMessage: null });
    clearDraft(storage);
    expect(storage.map.size).toBe(0);
  });

  it('falls back to page 0 when the stored page is not an integer', () => {
    for (const page of ['2.5', 'abc', '-1', '', '1e3']) {
      expect(loadDraft(memory({ [DRAFT_KEYS.page]: page })).page, page).toBe(0);
    }
    expect(loadDraft(memory({ [DRAFT_KEYS.page]: '7' })).page).toBe(7);
  });

  it('sets an unreadable draft aside under its own key and says so', () => {
    const storage = memory({ [DRAFT_KEYS.character]: '{"name": "Ash",', [DRAFT_KEYS.page]: '3' });
    const loaded = loadDraft(storage);
    expect(loaded.character).toEqual(newCharacter());
    expect(loaded.page).toBe(0);
    expect(loaded.setAsideMessage).toBe(
      'Your saved draft could not be read (it is not valid JSON), so it was set aside and a new character was started.',
    );
    expect(storage.map.get(DRAFT_KEYS.setAside)).toBe('{"name": "Ash",');
    expect(storage.map.has(DRAFT_KEYS.character)).toBe(false);
    // The next start is clean, and the set-aside copy stays.
    expect(loadDraft(storage).setAsideMessage).toBeNull();
    expect(storage.map.get(DRAFT_KEYS.setAside)).toBe('{"name": "Ash",');
  });

  it('sets aside a foreign record and one that breaks the schema', () => {
    const foreign = memory({ [DRAFT_KEYS.character]: JSON.stringify({ version: '9.0' }) });
    expect(loadDraft(foreign).setAsideMessage).toMatch(/No migration from version 9.0/);
    const wrong = memory({ [DRAFT_KEYS.character]: JSON.stringify({ ...newCharacter(), level: 'one' }) });
    expect(loadDraft(wrong).setAsideMessage).toMatch(
      /^Your saved draft could not be read \(Saved character is invalid/,
    );
    const list = memory({ [DRAFT_KEYS.character]: '[1,2]' });
    expect(loadDraft(list).setAsideMessage).toMatch(/not an object/);
  });
});

describe('the way back after the save', () => {
  it('keeps a path inside the site until the draft is cleared', () => {
    const storage = memory();
    expect(loadReturnPath(storage)).toBeNull();
    saveReturnPath(storage, '/campaign/invite/abc');
    saveDraftPage(storage, 3);
    expect(loadReturnPath(storage)).toBe('/campaign/invite/abc');
    clearDraft(storage);
    expect(loadReturnPath(storage)).toBeNull();
  });

  it('ignores a missing target and one that leaves the site', () => {
    const storage = memory();
    saveReturnPath(storage, '/campaign/invite/abc');
    for (const target of [null, 'https://evil.example/', '//evil.example', '/\\evil.example']) {
      saveReturnPath(storage, target);
    }
    expect(loadReturnPath(storage)).toBe('/campaign/invite/abc');
    expect(loadReturnPath(memory({ [DRAFT_KEYS.returnTo]: 'https://evil.example/' }))).toBeNull();
  });
});
