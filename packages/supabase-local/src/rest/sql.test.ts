import { describe, expect, it } from 'vitest';
import { ident, safeTypeName } from './sql.js';

describe('SQL building blocks', () => {
  it('quotes identifiers, doubling quotes, and refuses NUL', () => {
    expect(ident('a"b')).toBe('"a""b"');
    expect(() => ident('a\u0000b')).toThrow(/NUL/);
  });

  it('lets only plain or known multi-word type names into casts', () => {
    expect(safeTypeName('text')).toBe('text');
    expect(safeTypeName('int4[]')).toBe('int4[]');
    expect(safeTypeName('double  precision')).toBe('double precision');
    expect(safeTypeName('int union select 1')).toBeNull();
    expect(safeTypeName('text from posts')).toBeNull();
    expect(safeTypeName('text;drop')).toBeNull();
  });
});
