import { describe, expect, it } from 'vitest';
import { setAsideKeyOf, VISITOR } from '@duality/platform/storage-keys';
import { memoryKeyValueStorage } from '@duality/stores';
import { clearDraft, draftKey, readDraft, saveDraft, setAsideDraft } from './draft-storage';
import { KIND_MODELS } from './kinds';
import { getAt, setAt } from './paths';

describe('the editor draft in storage', () => {
  it('keeps a draft per kind and record until it is cleared', () => {
    const storage = memoryKeyValueStorage();
    const form = setAt(KIND_MODELS.weapons.empty(), 'name', 'Half-typed');
    saveDraft(storage, 'user-a', 'weapons', null, form);
    expect(readDraft(storage, 'user-a', 'weapons', '7')).toEqual({ form: null, setAside: false });
    expect(readDraft(storage, 'user-a', 'armor', null)).toEqual({ form: null, setAside: false });
    expect(readDraft(storage, 'user-a', 'weapons', null)).toEqual({ form, setAside: false });
    clearDraft(storage, 'user-a', 'weapons', null);
    expect(storage.map.size).toBe(0);
  });

  it('reports an unreadable draft and sets it aside, untouched, when asked, instead of crashing or overwriting it', () => {
    for (const raw of ['{not json', '{"name": 3}', 'null']) {
      const storage = memoryKeyValueStorage();
      storage.setItem(draftKey('user-a', 'items', '5'), raw);
      expect(readDraft(storage, 'user-a', 'items', '5')).toEqual({ form: null, setAside: true });
      expect(storage.getItem(draftKey('user-a', 'items', '5'))).toBe(raw); // a read moves nothing
      setAsideDraft(storage, 'user-a', 'items', '5');
      setAsideDraft(storage, 'user-a', 'items', '5'); // a second call finds nothing to move
      expect(storage.map.size).toBe(1);
      expect(storage.getItem(setAsideKeyOf(draftKey('user-a', 'items', '5')))).toBe(raw);
      expect(storage.getItem(draftKey('user-a', 'items', '5'))).toBeNull();
    }
  });

  it("keeps each user's draft from every other user on the same device", () => {
    const storage = memoryKeyValueStorage();
    const form = setAt(KIND_MODELS.items.empty(), 'name', "A's private note");
    saveDraft(storage, 'user-a', 'items', null, form);
    expect(readDraft(storage, 'user-b', 'items', null)).toEqual({ form: null, setAside: false });
    expect(readDraft(storage, 'user-a', 'items', null)).toEqual({ form, setAside: false });
  });

  it('gives a draft kept for the visitor (one from before drafts had owners) to the first user, once', () => {
    const storage = memoryKeyValueStorage();
    const form = setAt(KIND_MODELS.armor.empty(), 'name', 'Old plate');
    saveDraft(storage, VISITOR, 'armor', null, form);
    expect(readDraft(storage, 'user-a', 'armor', null)).toEqual({ form, setAside: false });
    expect(readDraft(storage, 'user-b', 'armor', null)).toEqual({ form: null, setAside: false });
    expect(readDraft(storage, VISITOR, 'armor', null)).toEqual({ form: null, setAside: false });
  });
});

describe('form paths', () => {
  it('writes a value by path without touching the original', () => {
    const form = { features: [{ name: 'a', charge: { max: '1' } }] };
    const next = setAt(form, 'features.0.charge.max', '2');
    expect(getAt(next, 'features.0.charge.max')).toBe('2');
    expect(getAt(form, 'features.0.charge.max')).toBe('1');
    expect(getAt(next, 'features.3.name')).toBeUndefined();
  });
});
