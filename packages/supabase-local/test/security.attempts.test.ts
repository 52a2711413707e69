// Guesses sent all at once (docs/security.md, "Sign-in limits"): each attempt takes its slot in the database
// before the password or code is checked, so 40 concurrent guesses get at most the documented number
// checked, on PGlite and on a real PostgreSQL (where the transactions truly overlap). A flood from elsewhere
// does not lock the owner out on a device they signed in from.
import { request } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_MAX_FAILURES } from '../src/auth/recovery';
import { AUTH_LIMITS } from '../src/auth/rate-limit';
import { signedIn, startTarget, targets, type Running } from './auth-realtime-harness';

const GUESSES = 40;

/** One JSON request from a chosen loopback address (127.0.0.2 stands for another device). */
function send(
  url: string,
  method: string,
  body: unknown,
  headers: Record<string, string>,
  localAddress = '127.0.0.1',
): Promise<{ status: number; code?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, localAddress, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => {
          const parsed = text ? (JSON.parse(text) as { code?: string; error_code?: string }) : {};
          resolve({ status: res.statusCode ?? 0, code: parsed.code ?? parsed.error_code });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const count = (results: { status: number }[], status: number) =>
  results.filter((r) => r.status === status).length;

describe.each(targets())('attempts counted before they are checked ($name)', (target) => {
  let rt: Running;
  let signIn: (email: string, password: string, from?: string) => ReturnType<typeof send>;
  beforeAll(async () => {
    rt = await startTarget(target);
    signIn = (email, password, from) =>
      send(
        `${rt.backend.url}/auth/v1/token?grant_type=password`,
        'POST',
        { email, password },
        { apikey: rt.backend.anonKey },
        from,
      );
  });
  afterAll(() => rt.stop());

  it(`checks at most ${AUTH_LIMITS.failedSignInPerEmail.max} of ${GUESSES} wrong passwords sent at once`, async () => {
    const { email } = await signedIn(rt.backend, 'burst');
    const results = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => signIn(email, `wrong-guess-${i}`, '127.0.0.2')),
    );
    // invalid_credentials means the guess was compared; 429 means it was refused before.
    expect(count(results, 400)).toBeLessThanOrEqual(AUTH_LIMITS.failedSignInPerEmail.max);
    expect(count(results, 400) + count(results, 429)).toBe(GUESSES);
    // A new device, even with the right password, waits for the window to end.
    expect((await signIn(email, 'correct-horse', '127.0.0.3')).status).toBe(429);
  });

  it('a flood from another address does not lock the owner out on a device they signed in from', async () => {
    const { email } = await signedIn(rt.backend, 'owner'); // signed up from 127.0.0.1
    await Promise.all(Array.from({ length: GUESSES }, (_, i) => signIn(email, `flood-${i}`, '127.0.0.2')));
    expect((await signIn(email, 'correct-horse', '127.0.0.2')).status).toBe(429);
    const owner = await signIn(email, 'correct-horse', '127.0.0.1');
    expect(owner.status).toBe(200);
    // Right passwords give their slot back: the owner signs in again and again.
    for (let i = 0; i < AUTH_LIMITS.failedSignInPerEmail.max + 2; i++) {
      expect((await signIn(email, 'correct-horse', '127.0.0.1')).status).toBe(200);
    }
  });

  it(`checks at most ${AUTH_LIMITS.failedSignInPerEmail.max} of ${GUESSES} wrong current passwords sent at once`, async () => {
    const { session } = await signedIn(rt.backend, 'reauth');
    const results = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        send(
          `${rt.backend.url}/auth/v1/user`,
          'PUT',
          { password: 'a brand new password', current_password: `wrong-current-${i}` },
          { apikey: rt.backend.anonKey, authorization: `Bearer ${session.access_token}` },
        ),
      ),
    );
    expect(count(results, 400)).toBeLessThanOrEqual(AUTH_LIMITS.failedSignInPerEmail.max);
    expect(count(results, 400) + count(results, 429)).toBe(GUESSES);
  });

  it(`sends at most ${AUTH_LIMITS.recoveryPerEmail.max} recovery mails for ${GUESSES} requests at once`, async () => {
    const { email } = await signedIn(rt.backend, 'mails');
    const mails = () =>
      existsSync(rt.outboxDir) ? readdirSync(rt.outboxDir).filter((f) => f.endsWith('.json')).length : 0;
    const before = mails();
    const results = await Promise.all(
      Array.from({ length: GUESSES }, () =>
        send(`${rt.backend.url}/auth/v1/recover`, 'POST', { email }, { apikey: rt.backend.anonKey }),
      ),
    );
    expect(count(results, 200)).toBe(AUTH_LIMITS.recoveryPerEmail.max);
    expect(mails() - before).toBeLessThanOrEqual(AUTH_LIMITS.recoveryPerEmail.max);
  });

  it(`checks at most ${RECOVERY_MAX_FAILURES} of ${GUESSES} recovery codes sent at once`, async () => {
    const { email } = await signedIn(rt.backend, 'codes');
    await send(`${rt.backend.url}/auth/v1/recover`, 'POST', { email }, { apikey: rt.backend.anonKey });
    const results = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        send(
          `${rt.backend.url}/auth/v1/verify`,
          'POST',
          { type: 'recovery', email, token: String(i).padStart(6, '0') },
          { apikey: rt.backend.anonKey },
        ),
      ),
    );
    // Every answer is "expired or invalid" (403); what matters is that the mail ended after five tries:
    // the code column is empty, so no later guess can match.
    expect(results.every((r) => r.status === 403 || r.status === 429)).toBe(true);
    const row = await rt.backend.db.admin((tx) =>
      tx.query<{ recovery_token: string }>(`select recovery_token from auth.users where email = $1`, [email]),
    );
    expect(row.rows[0]?.recovery_token).toBe('');
    const tries = await rt.backend.db.admin((tx) =>
      tx.query<{ hits: number }>(
        `select w.hits from auth.attempt_windows w join auth.users u on w.key = 'recovery-code:' || u.id
          where u.email = $1`,
        [email],
      ),
    );
    expect(Number(tries.rows[0]?.hits)).toBeGreaterThanOrEqual(RECOVERY_MAX_FAILURES);
  });
});
