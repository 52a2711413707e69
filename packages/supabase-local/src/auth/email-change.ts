// E-mail change: the new address is stored as pending and applied only when the link mailed to it (in the
// outbox) is followed, so a stolen session cannot move an account to an address the owner never had.
import { createHash, randomBytes } from 'node:crypto';
import type { BackendContext, Tx } from '../contract';
import { AuthError } from './errors';
import { safeRedirect, writeMail } from './outbox';
import { insertSession, updateUserRow, userByEmail } from './store';
import { sessionBody, type SessionBody } from './tokens';

/** How long the confirmation link stays valid. */
const EMAIL_CHANGE_TTL_MS = 24 * 3600_000;

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** Records the pending address with the hash of a fresh random link token; returns the token to mail. */
export async function requestEmailChange(
  tx: Tx,
  userId: string,
  email: string,
): Promise<{ email: string; token: string }> {
  const token = randomBytes(32).toString('hex');
  await updateUserRow(tx, userId, {
    email_change: email,
    email_change_token_new: sha256(token),
    email_change_sent_at: new Date().toISOString(),
  });
  return { email, token };
}

export async function mailEmailChange(
  ctx: BackendContext,
  email: string,
  token: string,
  wanted: string | null,
): Promise<void> {
  const redirectTo = safeRedirect(ctx, wanted);
  const base = ctx.config.url.replace(/\/$/, '');
  await writeMail(ctx, {
    kind: 'email_change',
    to: email,
    subject: 'Confirm Change of Email',
    intro: 'Follow this link to confirm the update of your email:',
    link: `${base}/auth/v1/verify?token=${token}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`,
    linkText: 'Change Email',
    redirectTo,
  });
}

/** Applies the pending address of the link's token: once, within its lifetime, if nobody took it since. */
export async function consumeEmailChange(ctx: BackendContext, tx: Tx, token: string): Promise<SessionBody> {
  const r = await tx.query<{ id: string; email_change: string }>(
    `select id, email_change from auth.users where email_change_token_new = $1 and email_change_token_new <> ''
       and email_change_sent_at > now() - ($2::int * interval '1 millisecond') limit 1`,
    [sha256(token), EMAIL_CHANGE_TTL_MS],
  );
  const row = r.rows[0];
  if (!row) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  const taken = await userByEmail(tx, row.email_change);
  if (taken && taken.id !== row.id) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const current = await tx.query<{ raw_user_meta_data: Record<string, unknown> | null }>(
    `select raw_user_meta_data from auth.users where id = $1`,
    [row.id],
  );
  const user = await updateUserRow(tx, row.id, {
    email: row.email_change,
    email_change: '',
    email_change_token_new: '',
    raw_user_meta_data: { ...(current.rows[0]?.raw_user_meta_data ?? {}), email: row.email_change },
    last_sign_in_at: new Date().toISOString(),
  });
  const sessionId = await insertSession(tx, user.id, 'email_change');
  return sessionBody(ctx, tx, user, sessionId);
}
