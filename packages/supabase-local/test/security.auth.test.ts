// Attacks on auth through supabase-js and plain requests: guessing recovery codes and passwords, replaying a
// stolen refresh token, keeping a session after the password changed, forged or session-less tokens, and
// hashing that would stall the process (docs/security.md).
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../src/auth/recovery';
import { AUTH_LIMITS } from '../src/auth/rate-limit';
import {
  client,
  jwtPayload,
  signedIn,
  signToken,
  startTarget,
  uniqueEmail,
  type Running,
} from './auth-realtime-harness';

interface Mail {
  to: string;
  link: string;
  otp: string;
}

function lastMail(outboxDir: string, email: string): Mail {
  const mails = readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(outboxDir, f), 'utf8')) as Mail)
    .filter((m) => m.to === email);
  return mails.at(-1)!;
}

const post = (url: string, body: unknown, headers: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('auth under attack', () => {
  let rt: Running;
  /** GET /auth/v1/user as plain HTTP (auth-js turns session_not_found into a client-side error). */
  const userWith = async (token: string) => {
    const res = await fetch(`${rt.backend.url}/auth/v1/user`, {
      headers: { apikey: rt.backend.anonKey, authorization: `Bearer ${token}` },
    });
    return { status: res.status, code: ((await res.json()) as { code?: string }).code };
  };
  beforeAll(async () => {
    rt = await startTarget({ name: 'pglite' });
  });
  afterAll(() => rt.stop());

  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('the sixth recovery code fails even when right: five wrong ones end the mail', async () => {
    const { email } = await signedIn(rt.backend, 'guess');
    const c = client(rt.backend);
    expect((await c.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { otp } = lastMail(rt.outboxDir, email);
    for (let i = 0; i < 5; i++) {
      const { error } = await c.auth.verifyOtp({ email, token: wrong(otp), type: 'recovery' });
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const right = await c.auth.verifyOtp({ email, token: otp, type: 'recovery' });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(right.data.session).toBeNull();
  });

  it('a right code within five tries and fifteen minutes signs in; an older mail is dead', async () => {
    const { email, user } = await signedIn(rt.backend, 'code');
    const c = client(rt.backend);
    await c.auth.resetPasswordForEmail(email);
    const { otp } = lastMail(rt.outboxDir, email);
    await c.auth.verifyOtp({ email, token: wrong(otp), type: 'recovery' });
    const ok = await c.auth.verifyOtp({ email, token: otp, type: 'recovery' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.access_token).toBeTruthy();

    await c.auth.resetPasswordForEmail(email);
    const late = lastMail(rt.outboxDir, email);
    await rt.backend.db.admin((tx) =>
      tx.query(`update auth.users set recovery_sent_at = now() - interval '16 minutes' where id = $1`, [
        user.id,
      ]),
    );
    const expired = await c.auth.verifyOtp({ email, token: late.otp, type: 'recovery' });
    expect(expired.error).toMatchObject({ code: 'otp_expired' });
  });

  it('the link token is independent random bytes, not derived from the six-digit code', async () => {
    const { email } = await signedIn(rt.backend, 'link');
    const c = client(rt.backend);
    await c.auth.resetPasswordForEmail(email);
    const mail = lastMail(rt.outboxDir, email);
    const token = new URL(mail.link).searchParams.get('token')!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(token).not.toBe(tokenHash(email, mail.otp));
    // Knowing the code does not give the link: the old derivation is refused.
    const derived = await c.auth.verifyOtp({ token_hash: tokenHash(email, mail.otp), type: 'recovery' });
    expect(derived.error).toMatchObject({ code: 'otp_expired' });
    const viaLink = await c.auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(viaLink.error).toBeNull();
  });

  it('a replayed refresh token ends the session for the thief and the owner', async () => {
    const owner = await signedIn(rt.backend, 'replay');
    const stolen = owner.session.refresh_token;
    const rotated = await owner.client.auth.refreshSession();
    expect(rotated.error).toBeNull();
    // Past the reuse interval (two tabs refreshing at once are not theft).
    await rt.backend.db.admin((tx) =>
      tx.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [
        stolen,
      ]),
    );
    const thief = await client(rt.backend).auth.refreshSession({ refresh_token: stolen });
    expect(thief.error).toMatchObject({ code: 'refresh_token_already_used' });
    const ownerAgain = await client(rt.backend).auth.refreshSession({
      refresh_token: rotated.data.session!.refresh_token,
    });
    expect(ownerAgain.error).toMatchObject({ code: 'refresh_token_not_found' });
    expect(await userWith(rotated.data.session!.access_token)).toEqual({
      status: 403,
      code: 'session_not_found',
    });
  });

  it('a password change ends the other sessions and keeps the one that made it', async () => {
    const { client: here, email } = await signedIn(rt.backend, 'evict');
    const there = client(rt.backend);
    const intruder = await there.auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(intruder.error).toBeNull();
    expect((await here.auth.updateUser({ password: 'a brand new password' })).error).toBeNull();
    expect(await userWith(intruder.data.session!.access_token)).toEqual({
      status: 403,
      code: 'session_not_found',
    });
    const refresh = await client(rt.backend).auth.refreshSession({
      refresh_token: intruder.data.session!.refresh_token,
    });
    expect(refresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await here.auth.getUser()).error).toBeNull();
  });

  /** A signed-in client whose session began `minutes` ago, and PUT /auth/v1/user as plain HTTP with its token. */
  async function sessionAged(prefix: string, minutes: number) {
    const signed = await signedIn(rt.backend, prefix);
    const sessionId = jwtPayload(signed.session.access_token).session_id;
    await rt.backend.db.admin((tx) =>
      tx.query(`update auth.sessions set created_at = now() - make_interval(mins => $2) where id = $1`, [
        sessionId,
        minutes,
      ]),
    );
    const put = async (body: Record<string, unknown>) => {
      const res = await fetch(`${rt.backend.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: rt.backend.anonKey,
          authorization: `Bearer ${signed.session.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { code?: string; new_email?: string } };
    };
    return { ...signed, put };
  }

  it('changing the password or e-mail of an old session needs the current password', async () => {
    const { client: c, put } = await sessionAged('reauth', 2 * 24 * 60);
    const bare = await c.auth.updateUser({ password: 'stolen-token-password' });
    expect(bare.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    const moved = await c.auth.updateUser({ email: uniqueEmail('stolen') });
    expect(moved.error).toMatchObject({ code: 'reauthentication_needed' });
    const mismatch = await put({ password: 'stolen-token-password', current_password: 'not-it-at-all' });
    expect(mismatch).toMatchObject({ status: 400, body: { code: 'current_password_mismatch' } });
    const ok = await put({ password: 'owner-new-password', current_password: 'correct-horse' });
    expect(ok.status).toBe(200);
  });

  it('a sign-in older than 15 minutes no longer counts as recent, for the e-mail and the password', async () => {
    const { client: c, email, put } = await sessionAged('window', 20);
    const target = uniqueEmail('moved');
    expect((await put({ email: target })).body.code).toBe('reauthentication_needed');
    expect((await put({ password: 'a-newer-password' })).body.code).toBe('reauthentication_needed');
    // supabase-js sends current_password as GoTrue's secure change flow does.
    const moved = await c.auth.updateUser({ email: target, current_password: 'correct-horse' });
    expect(moved.error).toBeNull();
    expect(lastMail(rt.outboxDir, target).to).toBe(target);
    const still = await rt.backend.db.admin((tx) =>
      tx.query<{ email: string }>(`select email from auth.users where email = $1`, [email]),
    );
    expect(still.rows).toHaveLength(1);
  });

  it('a sign-in within the window changes the e-mail and password without the current password', async () => {
    const { put } = await sessionAged('fresh', 5);
    const target = uniqueEmail('fresh-moved');
    const moved = await put({ email: target });
    expect(moved).toMatchObject({ status: 200, body: { new_email: target } });
    expect((await put({ password: 'fresh-new-password' })).status).toBe(200);
  });

  it('wrong current passwords pause like wrong sign-ins, so a stolen token cannot guess it here', async () => {
    const { put } = await sessionAged('guess-current', 60);
    for (let i = 0; i < AUTH_LIMITS.failedSignInPerEmail.max; i++) {
      const miss = await put({ password: 'guessing-password', current_password: `guess-${i}-wrong` });
      expect(miss.body.code).toBe('current_password_mismatch');
    }
    const right = await put({ password: 'guessing-password', current_password: 'correct-horse' });
    expect(right).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
  });

  it('/user and /logout require a live session, not just a signature', async () => {
    const { user } = await signedIn(rt.backend, 'sessionless');
    // Signed with the instance secret (an insider's token) but tied to no session.
    const token = signToken(rt.backend.jwtSecret, {
      sub: user.id,
      role: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    for (const [method, path] of [
      ['GET', '/auth/v1/user'],
      ['PUT', '/auth/v1/user'],
      ['POST', '/auth/v1/logout'],
    ] as const) {
      const res = await fetch(`${rt.backend.url}${path}`, {
        method,
        headers: {
          apikey: rt.backend.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        ...(method === 'PUT' ? { body: JSON.stringify({ password: 'taken-over-password' }) } : {}),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'session_not_found' });
    }
  });

  it('enforces the forms’ password rule on the server: 8 characters to 72 bytes', async () => {
    const c = client(rt.backend);
    const short = await c.auth.signUp({ email: uniqueEmail('short'), password: 'seven77' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    const long = await c.auth.signUp({ email: uniqueEmail('long'), password: 'é'.repeat(37) });
    expect(long.error).toMatchObject({ status: 400 });
    expect(long.error?.message).toMatch(/72/);
    const fine = await c.auth.signUp({ email: uniqueEmail('fine'), password: 'eight888' });
    expect(fine.error).toBeNull();
  });

  it('pauses sign-in for an account after ten wrong passwords, even with the right one', async () => {
    const { email } = await signedIn(rt.backend, 'bruteforce');
    const c = client(rt.backend);
    for (let i = 0; i < AUTH_LIMITS.failedSignInPerEmail.max; i++) {
      const { error } = await c.auth.signInWithPassword({ email, password: `guess-number-${i}` });
      expect(error).toMatchObject({ code: 'invalid_credentials' });
    }
    const right = await c.auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('limits recovery mails per address of the account (the outbox cannot be flooded)', async () => {
    const { email } = await signedIn(rt.backend, 'flood');
    const c = client(rt.backend);
    for (let i = 0; i < AUTH_LIMITS.recoveryPerEmail.max; i++) {
      expect((await c.auth.resetPasswordForEmail(email)).error).toBeNull();
    }
    const over = await c.auth.resetPasswordForEmail(email);
    expect(over.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    // The same answer for an address with no account: the limit reveals nothing.
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < AUTH_LIMITS.recoveryPerEmail.max; i++) await c.auth.resetPasswordForEmail(nobody);
    expect((await c.auth.resetPasswordForEmail(nobody)).error).toMatchObject({
      code: 'over_email_send_rate_limit',
    });
  });

  it('hashes passwords off the event loop: the server thread stays mostly idle during costly sign-ups', async () => {
    const previous = process.env.SUPABASE_LOCAL_BCRYPT_COST;
    process.env.SUPABASE_LOCAL_BCRYPT_COST = '12'; // ~250 ms of CPU per hash
    try {
      const c = client(rt.backend);
      const before = performance.eventLoopUtilization();
      const results = await Promise.all(
        [1, 2, 3].map((i) => c.auth.signUp({ email: uniqueEmail(`slow-${i}`), password: 'a slow password' })),
      );
      const busy = performance.eventLoopUtilization(before).utilization;
      for (const r of results) expect(r.error).toBeNull();
      // With bcrypt on this thread it is busy all the time (measured 1.0); the database work of the
      // three sign-ups alone is a small share of the wall-clock time the hashes take elsewhere.
      expect(busy).toBeLessThan(0.5);
    } finally {
      process.env.SUPABASE_LOCAL_BCRYPT_COST = previous;
    }
  });
});

/** A non-loopback address of this machine, so the per-address limits apply to the test's requests. */
function lanAddress(): string | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return null;
}

const lan = lanAddress();

describe.skipIf(!lan)('per-address limits for callers on the network', () => {
  let rt: Running;
  beforeAll(async () => {
    rt = await startTarget({ name: 'pglite' }, { host: '0.0.0.0' });
  });
  afterAll(() => rt.stop());

  it('refuses the 31st sign-in or sign-up from one address within five minutes', async () => {
    const base = `http://${lan}:${new URL(rt.backend.url).port}`;
    const headers = { apikey: rt.backend.anonKey };
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMITS.signInPerAddress.max + 1; i++) {
      const res = await post(
        `${base}/auth/v1/token?grant_type=password`,
        { email: `someone-${i}@example.test`, password: 'not the password' },
        headers,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, AUTH_LIMITS.signInPerAddress.max).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const signup = await post(
      `${base}/auth/v1/signup`,
      { email: uniqueEmail('lan'), password: 'a long password' },
      headers,
    );
    expect(signup.status).toBe(429);
    // This machine itself is not limited.
    const local = await post(
      `${rt.backend.url.replace('0.0.0.0', '127.0.0.1')}/auth/v1/token?grant_type=password`,
      { email: 'someone@example.test', password: 'not the password' },
      headers,
    );
    expect(local.status).toBe(400);
  });
});
