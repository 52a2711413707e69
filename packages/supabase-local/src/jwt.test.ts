import { describe, expect, it } from 'vitest';
import type { Claims } from './contract.js';
import { createJwt, JwtError } from './jwt.js';
import { defaultAnonKey, defaultJwtSecret, defaultServiceRoleKey } from './keys.js';

describe('jwt: the CLI demo keys verify; a bad token is PGRST301, an expired one PGRST303', () => {
  const jwt = createJwt(defaultJwtSecret);

  it('verifies the Supabase CLI demo keys against the CLI secret', async () => {
    expect(await jwt.verify(defaultAnonKey)).toMatchObject({
      iss: 'supabase-demo',
      role: 'anon',
      exp: 1983812996,
    });
    expect(await jwt.verify(defaultServiceRoleKey)).toMatchObject({ role: 'service_role' });
  });

  it('signs tokens it can verify, with iat and exp', async () => {
    const token = await jwt.sign({ role: 'authenticated', sub: 'u1' }, 60);
    const claims = await jwt.verify(token);
    expect(claims.sub).toBe('u1');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60);
  });

  it('refuses a token signed with another secret, an expired one, and an unknown role', async () => {
    const forged = await createJwt('another-secret-that-is-long-enough-000000').sign(
      { role: 'service_role' },
      60,
    );
    await expect(jwt.verify(forged)).rejects.toMatchObject({ code: 'PGRST301' });
    const expired = await jwt.sign({ role: 'authenticated', exp: 1000 }, 60);
    await expect(jwt.verify(expired)).rejects.toThrow(new JwtError('JWT expired', 'PGRST303'));
    const admin = await jwt.sign({ role: 'postgres' as Claims['role'] }, 60);
    await expect(jwt.verify(admin)).rejects.toMatchObject({ code: 'PGRST301' });
    await expect(jwt.verify('not-a-jwt')).rejects.toBeInstanceOf(JwtError);
  });

  it('remembers a verified token but still expires it on time', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await jwt.sign({ role: 'authenticated', sub: 'u2', exp: now + 1 }, 60);
    expect((await jwt.verify(token)).sub).toBe('u2');
    expect((await jwt.verify(token)).sub).toBe('u2'); // from the cache
    await new Promise((r) => setTimeout(r, 1100 + (now + 1) * 1000 - Date.now()));
    await expect(jwt.verify(token)).rejects.toMatchObject({ code: 'PGRST303' });
  });
});
