import { describe, expect, it } from 'vitest';
import { memoryKeyValueStorage } from '@duality/stores';
import { clearDraft, draftKey, loadDraft, saveDraft, setAsideKey } from './draft-storage';
import { KIND_MODELS } from './kinds';
import { getAt, setAt } from './paths';

describe('the editor draft in storage', () => {
  it('keeps a draft per kind and record until it is cleared', () => {
    const storage = memoryKeyValueStorage();
    const form = setAt(KIND_MODELS.weapons.empty(), 'name', 'Half-typed');
    saveDraft(storage, 'weapons', null, form);
    expect(loadDraft(storage, 'weapons', '7')).toEqual({ form: null, setAside: false });
    expect(loadDraft(storage, 'armor', null)).toEqual({ form: null, setAside: false });
    expect(loadDraft(storage, 'weapons', null)).toEqual({ form, setAside: false });
    clearDraft(storage, 'weapons', null);
    expect(storage.map.size).toBe(0);
  });

  it('sets an unreadable draft aside, untouched, instead of crashing or overwriting it', () => {
    for (const raw of ['{not json', '{"name": 3}', 'null']) {
      const storage = memoryKeyValueStorage();
      storage.setItem(draftKey('items', '5'), raw);
      expect(loadDraft(storage, 'items', '5')).toEqual({ form: null, setAside: true });
      expect(storage.getItem(setAsideKey('items', '5'))).toBe(raw);
      expect(storage.getItem(draftKey('items', '5'))).toBeNull();
    }
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
