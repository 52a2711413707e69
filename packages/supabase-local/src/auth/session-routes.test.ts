// The bcrypt cost: GoTrue's default unless the test-speed override is set to a sane value.
import { describe, expect, it } from 'vitest';
import { BCRYPT_COST, bcryptCost } from './session-routes';

describe('bcryptCost', () => {
  it("is GoTrue's 10 by default and when the override is out of range or not a number", () => {
    expect(BCRYPT_COST).toBe(10);
    expect(bcryptCost({})).toBe(10);
    expect(bcryptCost({ SUPABASE_LOCAL_BCRYPT_COST: '2' })).toBe(10);
    expect(bcryptCost({ SUPABASE_LOCAL_BCRYPT_COST: 'fast' })).toBe(10);
  });

  it('takes a valid override', () => {
    expect(bcryptCost({ SUPABASE_LOCAL_BCRYPT_COST: '4' })).toBe(4);
  });
});
