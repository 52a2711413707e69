// Password recovery: POST /recover writes the mail into the local outbox instead of sending it; the link's
// target GET /verify redirects with the session in the URL fragment as GoTrue does (implicit flow), so
// supabase-js's detectSessionInUrl signs the user in and fires PASSWORD_RECOVERY. POST /verify accepts the
// link's token (verifyOtp token_hash) or the e-mail plus the 6-digit code written in the same mail.
// The link carries 256 random bits of its own, not something derived from the code; the code dies after five
// wrong tries or fifteen minutes, so guessing one million codes is not an option.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { BackendContext, BackendRequest, BackendResponse, Tx } from '../contract';
import { consumeEmailChange, sha256 } from './email-change';
import { AuthError, validation } from './errors';
import type { AuthState } from './index';
import { safeRedirect, writeMail } from './outbox';
import { clearAttempts, takeAttempt } from './attempts';
import { AUTH_LIMITS, limitAddress, tooManyEmails, tooManyRequests } from './rate-limit';
import { insertSession, updateUserRow, userByEmail, type UserRow } from './store';
import { sessionBody, type SessionBody } from './tokens';

export { safeRedirect } from './outbox';

/** The attempt window of a user's current recovery code. */
const codeKey = (userId: string) => `recovery-code:${userId}`;

/** How long a recovery mail stays valid. */
export const RECOVERY_TTL_MS = 15 * 60_000;
/** Wrong codes after which the mailed code and link stop working. */
export const RECOVERY_MAX_FAILURES = 5;

/** GoTrue's code hash: hex sha224 of e-mail + code. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

// auth.users.recovery_token holds "<sha256 of the link token>:<sha224 of e-mail + code>": neither secret is
// readable from the database, and each is checked on its own.
const stored = (linkToken: string, email: string, otp: string) =>
  `${sha256(linkToken)}:${tokenHash(email, otp)}`;

export async function recover(
  ctx: BackendContext,
  state: AuthState,
  req: BackendRequest,
  body: Record<string, unknown>,
): Promise<BackendResponse> {
  if (typeof body.email !== 'string' || body.email.trim() === '') {
    throw new AuthError(422, 'validation_failed', 'Password recovery requires an email');
  }
  limitAddress(state.limiter, 'recover', req.address, AUTH_LIMITS.recoveryPerAddress);
  const email = body.email.trim().toLowerCase();
  const redirectTo = safeRedirect(ctx, req.query.get('redirect_to'));
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkToken = randomBytes(32).toString('hex');
  const user = await ctx.db.admin(async (tx) => {
    // Counted for unknown addresses too, so the limit does not tell who has an account; counted in the same
    // transaction as the mail's token, so requests sent together cannot exceed it (attempts.ts).
    if (!(await takeAttempt(tx, `recover:${email}`, AUTH_LIMITS.recoveryPerEmail))) throw tooManyEmails();
    const found = await userByEmail(tx, email);
    if (found) {
      await clearAttempts(tx, codeKey(found.id));
      await updateUserRow(tx, found.id, {
        recovery_token: stored(linkToken, email, otp),
        recovery_sent_at: new Date().toISOString(),
      });
    }
    return found;
  });
  // An unknown address gets the same answer, so the endpoint does not reveal who has an account.
  if (user) {
    const base = ctx.config.url.replace(/\/$/, '');
    await writeMail(ctx, {
      kind: 'recovery',
      to: email,
      subject: 'Reset Your Password',
      intro: 'Follow this link to reset the password for your user:',
      link: `${base}/auth/v1/verify?token=${linkToken}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`,
      linkText: 'Reset Password',
      otp,
      redirectTo,
    });
  }
  return { status: 200, body: {} };
}

const expired = (): AuthError => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/** The user with a live recovery mail matching `where` (a condition on recovery_token, parameter $2). */
async function pendingRecovery(
  tx: Tx,
  where: string,
  value: string,
): Promise<{ id: string; token: string } | undefined> {
  const r = await tx.query<{ id: string; recovery_token: string }>(
    `select id, recovery_token from auth.users where recovery_token <> '' and ${where}
       and recovery_sent_at > now() - ($1::int * interval '1 millisecond') limit 1`,
    [RECOVERY_TTL_MS, value],
  );
  const row = r.rows[0];
  return row && { id: row.id, token: row.recovery_token };
}

/** Uses up the recovery mail (both its link and its code) and returns a new session. */
async function consume(ctx: BackendContext, tx: Tx, userId: string): Promise<SessionBody> {
  const user: UserRow = await updateUserRow(tx, userId, {
    recovery_token: '',
    last_sign_in_at: new Date().toISOString(),
  });
  const sessionId = await insertSession(tx, user.id, 'otp');
  return sessionBody(ctx, tx, user, sessionId);
}

function consumeLink(ctx: BackendContext, token: string): Promise<SessionBody> {
  return ctx.db.admin(async (tx) => {
    const row = await pendingRecovery(tx, `split_part(recovery_token, ':', 1) = $2`, sha256(token));
    if (!row) throw expired();
    return consume(ctx, tx, row.id);
  });
}

/** The e-mail and code path: every wrong code counts, and the fifth ends the mail for good. */
async function consumeCode(ctx: BackendContext, email: string, code: string): Promise<SessionBody> {
  const outcome = await ctx.db.admin(async (tx): Promise<SessionBody | 'wrong' | 'none'> => {
    const user = await userByEmail(tx, email);
    if (!user) return 'none';
    const row = await pendingRecovery(tx, `id = $2`, user.id);
    if (!row) return 'none';
    // Every try takes a slot first (right ones too): the sixth try fails even when right, and the fifth
    // wrong one ends the mail.
    const window = { max: RECOVERY_MAX_FAILURES, windowMs: RECOVERY_TTL_MS };
    const allowed = await takeAttempt(tx, codeKey(user.id), window);
    if (allowed && row.token.split(':')[1] === tokenHash(email, code)) {
      await clearAttempts(tx, codeKey(user.id));
      return consume(ctx, tx, user.id);
    }
    const tries = await tx.query<{ hits: number }>(`select hits from auth.attempt_windows where key = $1`, [
      codeKey(user.id),
    ]);
    if (Number(tries.rows[0]?.hits ?? 0) >= RECOVERY_MAX_FAILURES) {
      await updateUserRow(tx, user.id, { recovery_token: '' });
    }
    return 'wrong';
  });
  if (typeof outcome === 'string') throw expired();
  return outcome;
}

/** GET /verify?token=…&type=recovery|email_change&redirect_to=… — the link in the mail. */
export async function verifyLink(
  ctx: BackendContext,
  state: AuthState,
  req: BackendRequest,
): Promise<BackendResponse> {
  const redirectTo = safeRedirect(ctx, req.query.get('redirect_to'));
  const token = req.query.get('token') ?? '';
  const type = req.query.get('type');
  let fragment: URLSearchParams;
  try {
    limitAddress(state.limiter, 'verify', req.address, AUTH_LIMITS.verifyPerAddress);
    if (type !== 'recovery' && type !== 'email_change') {
      throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    }
    const s =
      type === 'recovery'
        ? await consumeLink(ctx, token)
        : await ctx.db.admin((tx) => consumeEmailChange(ctx, tx, token));
    fragment = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: s.token_type,
      type,
    });
  } catch (err) {
    if (!(err instanceof AuthError)) throw err;
    // GoTrue reports a bad link in the fragment too, so the app can show it (auth-js reads error_description).
    fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: err.code,
      error_description: err.code === 'otp_expired' ? 'Email link is invalid or has expired' : err.message,
    });
  }
  const target = redirectTo.split('#')[0] ?? redirectTo;
  return { status: 303, headers: { location: `${target}#${fragment.toString()}` } };
}

/** POST /verify {type:'recovery', token_hash} or {type:'recovery', email, token} — verifyOtp. */
export async function verifyOtp(
  ctx: BackendContext,
  state: AuthState,
  req: BackendRequest,
  body: Record<string, unknown>,
): Promise<BackendResponse> {
  if (body.type !== 'recovery' && body.type !== 'email') {
    throw validation(`Verify requires a supported type; got ${JSON.stringify(body.type)}`);
  }
  limitAddress(state.limiter, 'verify', req.address, AUTH_LIMITS.verifyPerAddress);
  let session: SessionBody;
  if (typeof body.token_hash === 'string' && body.token_hash !== '') {
    session = await consumeLink(ctx, body.token_hash);
  } else if (typeof body.email === 'string' && typeof body.token === 'string') {
    const email = body.email.trim().toLowerCase();
    const allowed = await ctx.db.admin((tx) =>
      takeAttempt(tx, `verify:${email}`, AUTH_LIMITS.verifyPerEmail),
    );
    if (!allowed) throw tooManyRequests();
    session = await consumeCode(ctx, email, body.token.trim());
  } else {
    throw validation('Verify requires a token_hash, or an email and a token');
  }
  return { status: 200, body: session };
}
