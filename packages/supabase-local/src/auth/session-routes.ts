// POST /signup, POST /token (password and refresh_token grants), POST /logout.
import type { BackendContext, BackendRequest, BackendResponse } from '../contract';
import {
  AuthError,
  checkEmail,
  checkPassword,
  checkUserMetadata,
  invalidCredentials,
  validation,
} from './errors';
import { comparePassword, hashPassword } from './hasher';
import type { AuthState } from './index';
import { passwordAttemptKey, refundAttempt, rememberAddress, takeAttempt } from './attempts';
import { AUTH_LIMITS, callerAddress, limitAddress, tooManyRequests } from './rate-limit';
import {
  insertRefreshToken,
  insertSession,
  insertUser,
  refreshTokenRow,
  updateUserRow,
  userByEmail,
  userById,
  type UserRow,
} from './store';
import { requireUser, sessionBody, type SessionBody } from './tokens';

/** GoTrue's bcrypt cost (Go's bcrypt.DefaultCost). */
export const BCRYPT_COST = 10;

/**
 * The cost new hashes use: GoTrue's 10, unless SUPABASE_LOCAL_BCRYPT_COST (4..15) says otherwise. Test suites
 * lower it to keep dozens of signups fast; verification reads the cost from each hash, so both kinds verify.
 */
export function bcryptCost(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.SUPABASE_LOCAL_BCRYPT_COST);
  return Number.isInteger(n) && n >= 4 && n <= 15 ? n : BCRYPT_COST;
}
/** A revoked refresh token may be presented again this long after rotation (GoTrue's reuse interval). */
const REUSE_INTERVAL_MS = 10_000;
// Compared against when the email is unknown, so both failures take as long (no user enumeration by timing).
// Made on first use, not at import: hashing takes ~80 ms and would slow every server start.
let dummyHash: Promise<string> | null = null;

type Body = Record<string, unknown>;

export async function signup(
  ctx: BackendContext,
  state: AuthState,
  req: BackendRequest,
  body: Body,
): Promise<BackendResponse> {
  limitAddress(state.limiter, 'signin', req.address, AUTH_LIMITS.signInPerAddress);
  if (body.email === undefined && body.phone === undefined && body.password === undefined) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (body.phone !== undefined && body.email === undefined) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  }
  const email = checkEmail(body.email);
  const password = checkPassword(body.password);
  const data = checkUserMetadata(
    body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? (body.data as Body) : {},
  );
  const hash = await hashPassword(password, bcryptCost());
  const session = await ctx.db.admin(async (tx) => {
    if (await userByEmail(tx, email))
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    // Confirmed at once (local autoconfirm), so the response is a session, as GoTrue's with autoconfirm on.
    let created: UserRow;
    try {
      created = await insertUser(tx, email, hash, data);
    } catch (err) {
      // A failing trigger on auth.users (e.g. handle_new_user): GoTrue's answer, with the cause in the log.
      console.error('[auth] signup insert failed:', err instanceof Error ? err.message : err);
      throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    }
    const user = await updateUserRow(tx, created.id, { last_sign_in_at: new Date().toISOString() });
    await rememberAddress(tx, user.id, callerAddress(req));
    const sessionId = await insertSession(tx, user.id, 'password');
    return sessionBody(ctx, tx, user, sessionId);
  });
  return { status: 200, body: session };
}

export async function passwordGrant(
  ctx: BackendContext,
  state: AuthState,
  req: BackendRequest,
  body: Body,
): Promise<BackendResponse> {
  limitAddress(state.limiter, 'signin', req.address, AUTH_LIMITS.signInPerAddress);
  if (typeof body.email !== 'string' || typeof body.password !== 'string') {
    if (body.phone !== undefined)
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw validation('missing email or phone');
  }
  const email = body.email.trim().toLowerCase();
  const password = body.password;
  // Guessing one account's password pauses after a few misses, from every address at once. The slot is taken
  // before the comparison (attempts.ts), so guesses sent together cannot all be checked.
  const address = callerAddress(req);
  const attempt = await ctx.db.admin(async (tx) => {
    const found = await userByEmail(tx, email);
    const key = await passwordAttemptKey(tx, email, found?.id, address);
    return { user: found, key, allowed: await takeAttempt(tx, key, AUTH_LIMITS.failedSignInPerEmail) };
  });
  if (!attempt.allowed) throw tooManyRequests();
  const user = attempt.user;
  dummyHash ??= hashPassword('not-a-password', bcryptCost());
  const ok = await comparePassword(password, user?.encrypted_password || (await dummyHash));
  if (!user || !ok || !user.encrypted_password) throw invalidCredentials();
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await ctx.db.admin(async (tx) => {
    await refundAttempt(tx, attempt.key);
    await rememberAddress(tx, user.id, address);
    const fresh = await updateUserRow(tx, user.id, { last_sign_in_at: new Date().toISOString() });
    const sessionId = await insertSession(tx, user.id, 'password');
    return sessionBody(ctx, tx, fresh, sessionId);
  });
  return { status: 200, body: session };
}

const notFound = (): AuthError =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

export async function refreshGrant(ctx: BackendContext, body: Body): Promise<BackendResponse> {
  const presented = body.refresh_token;
  if (typeof presented !== 'string' || presented === '') throw validation('refresh_token required');
  // A detected reuse ends the session in a transaction that commits; the error is thrown afterwards.
  const session = await ctx.db.admin(async (tx): Promise<SessionBody | 'reused'> => {
    const row = await refreshTokenRow(tx, presented);
    if (!row || !row.session_id) throw notFound();
    const user = await userById(tx, row.user_id);
    if (!user) throw notFound();
    if (row.revoked) {
      // Two tabs refreshing at once present the same token: within the reuse interval GoTrue hands out the
      // session's current token instead of treating it as theft.
      const revokedAgo = Date.now() - new Date(row.updated_at).getTime();
      const active = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
        [row.session_id],
      );
      const current = active.rows[0]?.token;
      if (revokedAgo > REUSE_INTERVAL_MS || !current) {
        // A rotated token presented again is a copy in someone else's hands: the whole session ends, so
        // neither the thief nor the owner keeps it (GoTrue's refresh-token reuse detection).
        await tx.query(`delete from auth.sessions where id = $1`, [row.session_id]);
        return 'reused';
      }
      return sessionBody(ctx, tx, user, row.session_id, current);
    }
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [
      row.id,
    ]);
    await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [
      row.session_id,
    ]);
    const next = await insertRefreshToken(tx, user.id, row.session_id, row.token);
    return sessionBody(ctx, tx, user, row.session_id, next);
  });
  if (session === 'reused') {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return { status: 200, body: session };
}

export async function logout(ctx: BackendContext, req: BackendRequest): Promise<BackendResponse> {
  const scope = req.query.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    throw validation(`Unsupported logout scope "${scope}"`);
  }
  await ctx.db.admin(async (tx) => {
    const { user, claims } = await requireUser(ctx, tx, req.token);
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
    // Deleting a session cascades to its refresh tokens, so they stop working at once.
    if (scope === 'global' || !sessionId) {
      await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
    } else if (scope === 'local') {
      await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
    } else {
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, sessionId]);
    }
  });
  return { status: 204 };
}
