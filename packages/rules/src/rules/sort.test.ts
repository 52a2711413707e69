import { describe, expect, it } from 'vitest';
import { sortHomebrew } from './sort';

describe('homebrew sort', () => {
  it('puts built-ins first, each group by name ignoring case', () => {
    const list = [
      { name: 'zeta', created_at: '2024-01-01' },
      { name: 'Beta' },
      { name: 'alpha', created_at: '2024-02-01' },
      { name: 'apple' },
      { name: 'Alpha2', created_at: '2023-01-01' },
    ];
    expect(sortHomebrew(list).map((x) => x.name)).toEqual(['apple', 'Beta', 'alpha', 'Alpha2', 'zeta']);
  });
  it('returns a new array', () => {
    const list = [{ name: 'b' }, { name: 'a' }];
    expect(sortHomebrew(list)).not.toBe(list);
    expect(list[0]!.name).toBe('b');
  });
});
