// The draft in injected storage: defaults, the page fallback, a saved draft read back, and an unreadable or
// foreign draft set aside under its own key (never lost, never a crash).
import { describe, expect, it } from 'vitest';
import { setAsideKeyOf, VISITOR } from '@duality/platform/storage-keys';
import { mergeExisting, newCharacter } from '@duality/rules';
import {
  clearDraft,
  draftKeysOf,
  readDraft,
  loadReturnPath,
  saveDraftCharacter,
  saveDraftPage,
  saveReturnPath,
  setAsideDraft,
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

const DRAFT_KEYS = { ...draftKeysOf(VISITOR), setAside: setAsideKeyOf(draftKeysOf(VISITOR).character) };

describe('the builder draft in storage', () => {
  it('starts a new character on page 0 when nothing is stored', () => {
    expect(readDraft(memory(), VISITOR)).toEqual({
      character: newCharacter(),
      page: 0,
      setAsideMessage: null,
    });
  });

  it('reads back the saved character and page', () => {
    const storage = memory();
    const character = mergeExisting(newCharacter(), { name: 'Ash', baseClass: 'core_class_bard' });
    saveDraftCharacter(storage, VISITOR, character);
    saveDraftPage(storage, VISITOR, 4);
    expect(readDraft(storage, VISITOR)).toEqual({ character, page: 4, setAsideMessage: null });
    clearDraft(storage, VISITOR);
    expect(storage.map.size).toBe(0);
  });

  it('falls back to page 0 when the stored page is not an integer', () => {
    for (const page of ['2.5', 'abc', '-1', '', '1e3']) {
      expect(readDraft(memory({ [DRAFT_KEYS.page]: page }), VISITOR).page, page).toBe(0);
    }
    expect(readDraft(memory({ [DRAFT_KEYS.page]: '7' }), VISITOR).page).toBe(7);
  });

  it('reports an unreadable draft, and sets it aside under its own key when asked', () => {
    const storage = memory({ [DRAFT_KEYS.character]: '{"name": "Ash",', [DRAFT_KEYS.page]: '3' });
    const loaded = readDraft(storage, VISITOR);
    expect(storage.map.get(DRAFT_KEYS.character)).toBe('{"name": "Ash",'); // a read moves nothing
    setAsideDraft(storage, VISITOR);
    setAsideDraft(storage, VISITOR); // a second call finds nothing to move
    expect(storage.map.get(DRAFT_KEYS.page)).toBe('0');
    expect(loaded.character).toEqual(newCharacter());
    expect(loaded.page).toBe(0);
    expect(loaded.setAsideMessage).toBe(
      'Your saved draft could not be read (it is not valid JSON), so it was set aside and a new character was started.',
    );
    expect(storage.map.get(DRAFT_KEYS.setAside)).toBe('{"name": "Ash",');
    expect(storage.map.has(DRAFT_KEYS.character)).toBe(false);
    // The next start is clean, and the set-aside copy stays.
    expect(readDraft(storage, VISITOR).setAsideMessage).toBeNull();
    expect(storage.map.get(DRAFT_KEYS.setAside)).toBe('{"name": "Ash",');
  });

  it('sets aside a foreign record and one that breaks the schema', () => {
    const foreign = memory({ [DRAFT_KEYS.character]: JSON.stringify({ version: '9.0' }) });
    expect(readDraft(foreign, VISITOR).setAsideMessage).toMatch(/No migration from version 9.0/);
    const wrong = memory({ [DRAFT_KEYS.character]: JSON.stringify({ ...newCharacter(), level: 'one' }) });
    expect(readDraft(wrong, VISITOR).setAsideMessage).toMatch(
      /^Your saved draft could not be read \(Saved character is invalid/,
    );
    const list = memory({ [DRAFT_KEYS.character]: '[1,2]' });
    expect(readDraft(list, VISITOR).setAsideMessage).toMatch(/not an object/);
  });
});

describe('the way back after the save', () => {
  it('keeps a path inside the site until the draft is cleared', () => {
    const storage = memory();
    expect(loadReturnPath(storage, VISITOR)).toBeNull();
    saveReturnPath(storage, VISITOR, '/campaign/invite/abc');
    saveDraftPage(storage, VISITOR, 3);
    expect(loadReturnPath(storage, VISITOR)).toBe('/campaign/invite/abc');
    clearDraft(storage, VISITOR);
    expect(loadReturnPath(storage, VISITOR)).toBeNull();
  });

  it('ignores a missing target and one that leaves the site', () => {
    const storage = memory();
    saveReturnPath(storage, VISITOR, '/campaign/invite/abc');
    for (const target of [null, 'https://evil.example/', '//evil.example', '/\\evil.example']) {
      saveReturnPath(storage, VISITOR, target);
    }
    expect(loadReturnPath(storage, VISITOR)).toBe('/campaign/invite/abc');
    expect(loadReturnPath(memory({ [DRAFT_KEYS.returnTo]: 'https://evil.example/' }), VISITOR)).toBeNull();
  });
});

describe('drafts on a shared device', () => {
  const ash = mergeExisting(newCharacter(), { name: 'Ash' });
  const bo = mergeExisting(newCharacter(), { name: 'Bo' });

  it("keeps each owner's draft apart: another user and the visitor never read it", () => {
    const storage = memory();
    saveDraftCharacter(storage, 'user-a', ash);
    saveDraftPage(storage, 'user-a', 5);
    expect(readDraft(storage, 'user-b')).toEqual({
      character: newCharacter(),
      page: 0,
      setAsideMessage: null,
    });
    expect(readDraft(storage, VISITOR)).toEqual({
      character: newCharacter(),
      page: 0,
      setAsideMessage: null,
    });
    expect(readDraft(storage, 'user-a')).toEqual({ character: ash, page: 5, setAsideMessage: null });
  });

  it("gives the visitor's draft (and its way back) to the first user without one, once", () => {
    const storage = memory();
    saveDraftCharacter(storage, VISITOR, ash);
    saveDraftPage(storage, VISITOR, 9);
    saveReturnPath(storage, VISITOR, '/campaign/invite/abc');
    expect(readDraft(storage, 'user-a')).toEqual({ character: ash, page: 9, setAsideMessage: null });
    expect(loadReturnPath(storage, 'user-a')).toBe('/campaign/invite/abc');
    expect(readDraft(storage, VISITOR).character).toEqual(newCharacter());
    expect(readDraft(storage, 'user-b').character).toEqual(newCharacter());
  });

  it("leaves the visitor's draft alone when the user already has one", () => {
    const storage = memory();
    saveDraftCharacter(storage, 'user-a', ash);
    saveDraftCharacter(storage, VISITOR, bo);
    expect(readDraft(storage, 'user-a').character).toEqual(ash);
    expect(readDraft(storage, VISITOR).character).toEqual(bo);
  });
});
