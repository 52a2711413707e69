import { describe, expect, it } from 'vitest';
import { weaponDamage } from './weapon-damage';

describe('weaponDamage', () => {
  it('rolls as many dice as the proficiency and keeps the flat bonus', () => {
    expect(weaponDamage('d10+3', 2)).toBe('2d10+3');
    expect(weaponDamage('d8', 1)).toBe('1d8');
    expect(weaponDamage('d6+1', 3, 2)).toBe('3d6+3');
    expect(weaponDamage('d4', 1, -1)).toBe('1d4-1');
  });
});
