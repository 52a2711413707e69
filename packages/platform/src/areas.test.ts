import { describe, expect, it } from 'vitest';
import { areaNames, areaOwning, areaPrefixes } from './areas';

describe('area prefixes', () => {
  it('give every path below a prefix to its area', () => {
    expect(areaOwning('/character')).toBe('character');
    expect(areaOwning('/character/42/print')).toBe('character');
    expect(areaOwning('/auth/login')).toBe('account');
    expect(areaOwning('/user-profile')).toBe('account');
    expect(areaOwning('/campaign/invite/x')).toBe('campaign');
  });

  it('match whole segments only', () => {
    expect(areaOwning('/characters')).toBeNull();
    expect(areaOwning('/builderx')).toBeNull();
    expect(areaOwning('/')).toBeNull();
    expect(areaOwning('/about')).toBeNull();
  });

  it('never overlap between areas: each prefix and the paths below it belong to its own area', () => {
    for (const area of areaNames) {
      for (const prefix of areaPrefixes[area]) {
        expect(areaOwning(prefix)).toBe(area);
        expect(areaOwning(`${prefix}/anything/below`)).toBe(area);
      }
    }
  });
});
