import { describe, expect, it } from 'vitest';
import { areaNames, areaOwning, areaPrefixes, isUnderPrefix } from './areas';

describe('area prefixes', () => {
  it('give every path below a prefix to its area', () => {
    expect(areaOwning('/character')).toBe('character');
    expect(areaOwning('/character/42/print')).toBe('character');
    expect(areaOwning('/auth/login')).toBe('account');
    expect(areaOwning('/user-profile')).toBe('account');
    expect(areaOwning('/campaign/invite/x')).toBe('campaign');
  });

  it('match whole segments only', () => {
    expect(isUnderPrefix('/characters', '/character')).toBe(false);
    expect(areaOwning('/builderx')).toBeNull();
    expect(areaOwning('/')).toBeNull();
    expect(areaOwning('/about')).toBeNull();
  });

  it('never overlap between areas', () => {
    const all = areaNames.flatMap((a) => areaPrefixes[a].map((p) => ({ a, p })));
    for (const x of all) {
      for (const y of all) {
        if (x.a !== y.a) expect(isUnderPrefix(x.p, y.p)).toBe(false);
      }
    }
  });
});
