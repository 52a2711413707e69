// GET /user and PUT /user (PROTOCOL §2.1): the response of both is a bare User object.
import bcrypt from 'bcryptjs';
import type { BackendContext, BackendRequest, BackendResponse } from '../contract';
import { AuthError, checkEmail, checkPassword, validation } from './errors';
import { bcryptCost } from './session-routes';
import { updateUserRow, userByEmail, userJson } from './store';
import { requireUser } from './tokens';

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
  // bcrypt runs outside the transaction: it takes ~70 ms and PGlite serializes every transaction.
  const hash = password === undefined ? undefined : await bcrypt.hash(password, bcryptCost());
  const updated = await ctx.db.admin(async (tx) => {
    const { user } = await requireUser(ctx, tx, req.token);
    const set: Record<string, unknown> = {};
    if (password !== undefined && hash !== undefined) {
      if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      set.encrypted_password = hash;
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
      // Locally every address counts as confirmed, so the change applies at once (hosted mails a confirmation).
      set.email = email;
      set.raw_user_meta_data = { ...(user.raw_user_meta_data ?? {}), email };
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
      set.raw_user_meta_data = merged;
    }
    if (Object.keys(set).length === 0) return user;
    return updateUserRow(tx, user.id, set);
  });
  return { status: 200, body: userJson(updated) };
}
