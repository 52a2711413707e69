import { describe, expect, it } from 'vitest';
import { parseHomebrew, prepareHomebrewForSave } from './homebrew';
import { BUILTIN_WEAPONS } from '../data/content';

const weapon = {
  ...BUILTIN_WEAPONS[0]!,
  id: 'hb-1',
  name: 'Darn Blade',
  user_id: 'u1',
  created_at: '2026-01-01',
};

describe('homebrew at the boundary', () => {
  it('parses a valid record of its kind and rejects an invalid one with a message', () => {
    expect(parseHomebrew('weapons', weapon)).toMatchObject({
      ok: true,
      record: { id: 'hb-1', public: false },
    });
    const bad = parseHomebrew('weapons', { ...weapon, tier: 9 });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^Invalid weapons record: .*tier/s);
  });
  it('throws "Invalid homebrew type" for an unknown kind', () => {
    expect(() => parseHomebrew('spells' as 'items', {})).toThrow('Invalid homebrew type');
  });
  it('masks profanity before validating, leaving id, user_id and created_at alone', () => {
    const r = prepareHomebrewForSave('weapons', { ...weapon, user_id: 'darn' }, ['darn'], () => 0);
    expect(r).toMatchObject({ ok: true, record: { name: '#### Blade', user_id: 'darn', id: 'hb-1' } });
  });
});
