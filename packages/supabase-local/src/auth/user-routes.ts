// GET /user and PUT /user: the response of both is a bare User object.
import type { BackendContext, BackendRequest, BackendResponse } from '../contract';
import { mailEmailChange, requestEmailChange } from './email-change';
import { AuthError, checkEmail, checkPassword, checkUserMetadata, validation } from './errors';
import { comparePassword, hashPassword } from './hasher';
import { passwordAttemptKey, refundAttempt, takeAttempt } from './attempts';
import { AUTH_LIMITS, callerAddress, tooManyRequests } from './rate-limit';
import { bcryptCost } from './session-routes';
import { sessionCreatedAt, updateUserRow, userByEmail, userJson } from './store';
import { requireUser } from './tokens';

/**
 * How recent a sign-in must be to change the password or e-mail without the current password: 15 minutes,
 * the lifetime of a hosted reauthentication code (`otp_expiry`). Hosted GoTrue's secure password change
 * accepts a day-old session; here a stolen token of a session older than this window changes nothing
 * without the current password (sent as `current_password`).
 */
export const RECENT_SIGN_IN_SECONDS = 15 * 60;

export async function getUser(ctx: BackendContext, req: BackendRequest): Promise<BackendResponse> {
  const { user } = await ctx.db.admin((tx) => requireUser(ctx, tx, req.token));
  return { status: 200, body: userJson(user) };
}

export async function putUser(
  ctx: BackendContext,
  req: BackendRequest,
  body: Record<string, unknown>,
): Promise<BackendResponse> {
  const password =
    body.password === undefined || body.password === null ? undefined : checkPassword(body.password);
  const email = body.email === undefined || body.email === null ? undefined : checkEmail(body.email);
  const data = body.data;
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    throw validation('data must be an object');
  }
  const current = typeof body.current_password === 'string' ? body.current_password : undefined;
  // bcrypt runs outside the transaction and off the event loop: PGlite serializes every transaction.
  const hash = password === undefined ? undefined : await hashPassword(password, bcryptCost());
  const caller = await ctx.db.admin((tx) => requireUser(ctx, tx, req.token));
  const sensitive = password !== undefined || (email !== undefined && email !== caller.user.email);
  if (sensitive) await reauthenticate(ctx, callerAddress(req), caller.user, caller.claims, current);
  if (password !== undefined && caller.user.encrypted_password) {
    if (await comparePassword(password, caller.user.encrypted_password)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
  }
  let emailChange: { email: string; token: string } | null = null;
  const updated = await ctx.db.admin(async (tx) => {
    const { user, claims } = await requireUser(ctx, tx, req.token);
    const set: Record<string, unknown> = {};
    if (password !== undefined && hash !== undefined) {
      set.encrypted_password = hash;
      // A new password ends every other session (GoTrue logs out all but the current one): an intruder
      // who had the old password, or a stolen refresh token, is out.
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
        user.id,
        claims.session_id,
      ]);
    }
    if (email !== undefined && email !== user.email) {
      const other = await userByEmail(tx, email);
      if (other && other.id !== user.id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      // The new address must prove it is the user's: it changes only through the link mailed to it.
      emailChange = await requestEmailChange(tx, user.id, email);
    }
    if (data && typeof data === 'object') {
      // GoTrue merges top-level keys; a null value removes the key.
      const merged: Record<string, unknown> = {
        ...(user.raw_user_meta_data ?? {}),
        ...((set.raw_user_meta_data as Record<string, unknown> | undefined) ?? {}),
      };
      for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
        if (v === null) delete merged[k];
        else merged[k] = v;
      }
      set.raw_user_meta_data = checkUserMetadata(merged);
    }
    if (Object.keys(set).length === 0) return user;
    return updateUserRow(tx, user.id, set);
  });
  const pending = emailChange as { email: string; token: string } | null;
  if (pending) {
    await mailEmailChange(ctx, pending.email, pending.token, req.query.get('redirect_to'));
    return { status: 200, body: { ...userJson(updated), new_email: pending.email } };
  }
  return { status: 200, body: userJson(updated) };
}

/**
 * The current password, or a sign-in within RECENT_SIGN_IN_SECONDS; otherwise the change is refused. Wrong
 * current passwords count against the same per-e-mail allowance as wrong sign-ins, so a stolen token cannot
 * guess the password here instead.
 */
async function reauthenticate(
  ctx: BackendContext,
  address: string,
  user: { id: string; email: string | null; encrypted_password: string | null },
  claims: { session_id?: string },
  current: string | undefined,
): Promise<void> {
  if (current !== undefined) {
    // Taken before the comparison and given back when right, as for sign-ins (attempts.ts).
    const email = (user.email ?? '').toLowerCase();
    const key = await ctx.db.admin(async (tx) => {
      const k = await passwordAttemptKey(tx, email, user.id, address);
      return (await takeAttempt(tx, k, AUTH_LIMITS.failedSignInPerEmail)) ? k : null;
    });
    if (key === null) throw tooManyRequests();
    if (!user.encrypted_password || !(await comparePassword(current, user.encrypted_password))) {
      throw new AuthError(400, 'current_password_mismatch', 'Current password is incorrect.');
    }
    await ctx.db.admin((tx) => refundAttempt(tx, key));
    return;
  }
  const since = await ctx.db.admin((tx) => sessionCreatedAt(tx, String(claims.session_id)));
  if (since === null || Date.now() / 1000 - since > RECENT_SIGN_IN_SECONDS) {
    throw new AuthError(
      400,
      'reauthentication_needed',
      'Changing the password or e-mail needs your current password.',
    );
  }
}
