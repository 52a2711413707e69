import { describe, expect, it } from 'vitest';
import { asJson, isJson } from './json';

describe('isJson', () => {
  it('accepts JSON data, nested, with undefined members (as JSON.stringify drops them)', () => {
    expect(isJson({ a: [1, 'two', null, true, { b: undefined }] })).toBe(true);
    expect(isJson([])).toBe(true);
    expect(isJson(null)).toBe(true);
  });

  it('refuses what JSON cannot hold, however deep', () => {
    expect(isJson(undefined)).toBe(false);
    expect(isJson({ a: [{ b: () => 1 }] })).toBe(false);
    expect(isJson([Symbol('s')])).toBe(false);
    expect(isJson(10n)).toBe(false);
  });
});

describe('asJson', () => {
  it('hands the same value back, or throws a clear error', () => {
    const document = { name: 'Rook', traits: { agility: 2 } };
    expect(asJson(document)).toBe(document);
    expect(() => asJson({ roll: () => 4 })).toThrow('not JSON data');
  });
});
