import { describe, expect, it } from 'vitest';
import { assertHomebrewKind, HOMEBREW_KINDS, isHomebrewKind } from './homebrew-kind';
import { homebrewSchemas } from './schemas/homebrew';

describe('homebrew kinds', () => {
  it('are exactly the seven kinds, in their fixed order', () => {
    expect(HOMEBREW_KINDS).toEqual([
      'items',
      'weapons',
      'armor',
      'communities',
      'ancestries',
      'subclasses',
      'classes',
    ]);
    expect(Object.keys(homebrewSchemas)).toEqual([...HOMEBREW_KINDS]);
  });
  it('accepts each kind and rejects others with "Invalid homebrew type"', () => {
    for (const k of HOMEBREW_KINDS) expect(assertHomebrewKind(k)).toBe(k);
    for (const bad of ['item', 'class', '', null, 3]) {
      expect(isHomebrewKind(bad)).toBe(false);
      expect(() => assertHomebrewKind(bad)).toThrow('Invalid homebrew type');
    }
  });
});
