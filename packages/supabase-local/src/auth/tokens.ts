// Access tokens and the session response (GoTrue tokens/service.go AccessTokenResponse).
import type { BackendContext, Claims, Tx } from '../contract';
import { AuthError } from './errors';
import { insertRefreshToken, sessionAmr, sessionExists, userById, userJson, type UserRow } from './store';

/** One hour, as GoTrue's default; well above the ~90 s margin at which auth-js refreshes. */
export const ACCESS_TOKEN_TTL = 3600;

export async function accessToken(
  ctx: BackendContext,
  tx: Tx,
  user: UserRow,
  sessionId: string,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: Claims = {
    iss: `${ctx.config.url.replace(/\/$/, '')}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: now + ACCESS_TOKEN_TTL,
    iat: now,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: await sessionAmr(tx, sessionId),
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  };
  return ctx.jwt.sign(claims, ACCESS_TOKEN_TTL);
}

export interface SessionBody {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/** Issues an access token for the session and a new refresh token (child of `parent` when rotating). */
export async function sessionBody(
  ctx: BackendContext,
  tx: Tx,
  user: UserRow,
  sessionId: string,
  refreshToken?: string,
): Promise<SessionBody> {
  const refresh = refreshToken ?? (await insertRefreshToken(tx, user.id, sessionId, null));
  const token = await accessToken(ctx, tx, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL,
    refresh_token: refresh,
    user: userJson(user),
  };
}

/** The caller of /user and /logout: a valid user JWT whose user and session still exist (else a 403). */
export async function requireUser(
  ctx: BackendContext,
  tx: Tx,
  token: string | null,
): Promise<{ user: UserRow; claims: Claims }> {
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims: Claims;
  try {
    claims = await ctx.jwt.verify(token);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!/^[0-9a-f-]{36}$/i.test(claims.sub))
    throw new AuthError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await userById(tx, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  // A session is required, not just a signature: signing out, a password change or a detected refresh-token
  // reuse ends sessions, and a token must stop working with its session.
  if (typeof claims.session_id !== 'string' || claims.session_id === '') {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (!(await sessionExists(tx, claims.session_id, user.id))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, claims };
}
