import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeExisting } from './merge';
import { newCharacter } from '../schemas/character';

describe('builder merge', () => {
  it('replaces arrays wholesale', () => {
    expect(mergeExisting({ a: [1, 2, 3] }, { a: [9] })).toEqual({ a: [9] });
  });
  it('merges objects deeply', () => {
    expect(mergeExisting({ r: { hope: 2, stress: 0 } }, { r: { stress: 3 } })).toEqual({
      r: { hope: 2, stress: 3 },
    });
  });
  it('ignores keys that do not exist', () => {
    expect(mergeExisting({ a: 1, o: { b: 1 } }, { z: 1, o: { c: 2 } })).toEqual({ a: 1, o: { b: 1 } });
  });
  it('works on a character: name set, traits deep-merged, unknown dropped', () => {
    const c = mergeExisting(newCharacter(), { name: 'Ash', agility: { score: 2 }, bogus: true });
    expect(c.name).toBe('Ash');
    expect(c.agility).toEqual({ score: 2, upgraded: false });
    expect('bogus' in c).toBe(false);
  });
  it('does not mutate its inputs', () => {
    const t = { a: { b: 1 } };
    mergeExisting(t, { a: { b: 2 } });
    expect(t).toEqual({ a: { b: 1 } });
  });

  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.integer(),
      fc.string(),
      fc.array(fc.integer(), { maxLength: 3 }),
      tie('obj'),
    ),
    obj: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), tie('value'), { maxKeys: 4 }),
  })).obj as fc.Arbitrary<Record<string, unknown>>;

  it('property: the result has exactly the target keys', () => {
    fc.assert(
      fc.property(
        json,
        json,
        (t, p) => JSON.stringify(Object.keys(mergeExisting(t, p))) === JSON.stringify(Object.keys(t)),
      ),
    );
  });
  it('property: merging an empty patch is identity; merging the target into itself too', () => {
    fc.assert(
      fc.property(json, (t) => {
        expect(mergeExisting(t, {})).toEqual(t);
        expect(mergeExisting(t, t)).toEqual(t);
      }),
    );
  });
  it('property: every array or primitive in the patch at an existing key wins', () => {
    fc.assert(
      fc.property(json, json, (t, p) => {
        const out = mergeExisting(t, p) as Record<string, unknown>;
        return Object.keys(p).every((k) => {
          if (!(k in t)) return true;
          const v = p[k];
          const bothObjects =
            typeof v === 'object' && !Array.isArray(v) && typeof t[k] === 'object' && !Array.isArray(t[k]);
          return bothObjects || out[k] === v;
        });
      }),
    );
  });
});
