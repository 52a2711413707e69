// Hosted parity: supabase/config.toml gives hosted Supabase the same auth limits and session rules the
// embedded backend enforces, so a protection never exists in one place only (docs/security.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../src/auth/errors';
import { AUTH_LIMITS } from '../src/auth/rate-limit';
import { RECOVERY_TTL_MS } from '../src/auth/recovery';
import { RECENT_SIGN_IN_SECONDS } from '../src/auth/user-routes';
import { MAX_ROWS } from '../src/rest/read';

/** `[section] key = value` lines of a TOML file (enough for the flat values compared here). */
function settings(file: string): Map<string, string> {
  const out = new Map<string, string>();
  let section = '';
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const head = /^\[([^\]]+)\]$/.exec(line);
    if (head) section = head[1]!;
    const kv = /^([a-z_]+)\s*=\s*(.+)$/.exec(line);
    if (kv) out.set(`${section}.${kv[1]}`, kv[2]!.replace(/^"|"$/g, ''));
  }
  return out;
}

const toml = settings(new URL('../../../supabase/config.toml', import.meta.url).pathname);
const per5min = (limit: { max: number; windowMs: number }) => {
  expect(limit.windowMs).toBe(5 * 60_000);
  return String(limit.max);
};

describe('config.toml matches the embedded backend', () => {
  it('has the same auth rate limits', () => {
    expect(toml.get('auth.rate_limit.sign_in_sign_ups')).toBe(per5min(AUTH_LIMITS.signInPerAddress));
    expect(toml.get('auth.rate_limit.token_verifications')).toBe(per5min(AUTH_LIMITS.verifyPerAddress));
    expect(toml.get('auth.rate_limit.email_sent')).toBe(String(AUTH_LIMITS.recoveryPerEmail.max));
  });

  it('has the same password, recovery, session and row rules', () => {
    expect(toml.get('auth.minimum_password_length')).toBe(String(MIN_PASSWORD_LENGTH));
    expect(toml.get('auth.email.otp_expiry')).toBe(String(RECOVERY_TTL_MS / 1000));
    expect(toml.get('auth.email.secure_password_change')).toBe('true');
    // A recent sign-in lasts as long as a hosted reauthentication code.
    expect(toml.get('auth.email.otp_expiry')).toBe(String(RECENT_SIGN_IN_SECONDS));
    expect(toml.get('auth.enable_refresh_token_rotation')).toBe('true');
    expect(toml.get('auth.refresh_token_reuse_interval')).toBe('10');
    expect(toml.get('api.max_rows')).toBe(String(MAX_ROWS));
  });
});
