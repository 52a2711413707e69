// Password recovery: POST /recover writes the mail into the local outbox instead of sending it; the link's
// target GET /verify redirects with the session in the URL fragment as GoTrue does (implicit flow), so
// supabase-js's detectSessionInUrl signs the user in and fires PASSWORD_RECOVERY. POST /verify accepts the
// token_hash (verifyOtp) or the e-mail plus the 6-digit code written in the same mail.
import { createHash, randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackendContext, BackendRequest, BackendResponse, Tx } from '../contract';
import { AuthError, validation } from './errors';
import { insertSession, updateUserRow, userByEmail, type UserRow } from './store';
import { sessionBody, type SessionBody } from './tokens';

/** How long a recovery link stays valid (GoTrue's default mailer OTP expiry). */
const RECOVERY_TTL_MS = 3600_000;

/** GoTrue's token hash: hex sha224 of e-mail + code. The link carries it; the mail also shows the code. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/**
 * Where the link may send the browser: the site or a loopback address (the local dev servers); anything else
 * falls back to the site URL, as GoTrue falls back when redirect_to is not in its allow list.
 */
export function safeRedirect(ctx: BackendContext, wanted: string | null): string {
  const site = ctx.config.siteUrl;
  if (!wanted) return site;
  try {
    const url = new URL(wanted);
    const siteOrigin = new URL(site).origin;
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && (loopback || url.origin === siteOrigin)) {
      return url.toString();
    }
  } catch {
    // not a URL: use the site
  }
  return site;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function writeMail(ctx: BackendContext, to: string, link: string, otp: string, redirectTo: string) {
  await mkdir(ctx.config.outboxDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const base = join(ctx.config.outboxDir, `${stamp}-recovery-${to.replace(/[^a-z0-9@._-]/gi, '_')}`);
  const subject = 'Reset Your Password';
  const html = `<!doctype html><meta charset="utf-8"><title>${subject}</title>
<h2>${subject}</h2>
<p>Follow this link to reset the password for your user:</p>
<p><a href="${escapeHtml(link)}">Reset Password</a></p>
<p>Alternatively, enter the code: ${otp}</p>`;
  const mail = {
    kind: 'recovery',
    to,
    subject,
    link,
    otp,
    redirect_to: redirectTo,
    created_at: new Date().toISOString(),
  };
  await writeFile(`${base}.html`, html);
  await writeFile(`${base}.json`, JSON.stringify(mail, null, 2) + '\n');
}

export async function recover(ctx: BackendContext, req: BackendRequest, body: Record<string, unknown>) {
  if (typeof body.email !== 'string' || body.email.trim() === '') {
    throw new AuthError(422, 'validation_failed', 'Password recovery requires an email');
  }
  const email = body.email.trim().toLowerCase();
  const redirectTo = safeRedirect(ctx, req.query.get('redirect_to'));
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(email, otp);
  const user = await ctx.db.admin(async (tx) => {
    const found = await userByEmail(tx, email);
    if (found)
      await updateUserRow(tx, found.id, { recovery_token: hash, recovery_sent_at: new Date().toISOString() });
    return found;
  });
  // An unknown address gets the same answer, so the endpoint does not reveal who has an account.
  if (user) {
    const base = ctx.config.url.replace(/\/$/, '');
    const link = `${base}/auth/v1/verify?token=${hash}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
    await writeMail(ctx, email, link, otp, redirectTo);
  }
  return { status: 200, body: {} };
}

/** Consumes a recovery token: one use, within its lifetime. Returns the new session. */
async function consumeRecovery(ctx: BackendContext, tx: Tx, hash: string): Promise<SessionBody> {
  const r = await tx.query<{ id: string; email: string }>(
    `select id, email from auth.users where recovery_token = $1 and recovery_token <> ''
       and recovery_sent_at > now() - ($2::int * interval '1 millisecond') limit 1`,
    [hash, RECOVERY_TTL_MS],
  );
  const row = r.rows[0];
  if (!row) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  const user: UserRow = await updateUserRow(tx, row.id, {
    recovery_token: '',
    last_sign_in_at: new Date().toISOString(),
  });
  const sessionId = await insertSession(tx, user.id, 'otp');
  return sessionBody(ctx, tx, user, sessionId);
}

/** GET /verify?token=…&type=recovery&redirect_to=… — the link in the mail. */
export async function verifyLink(ctx: BackendContext, req: BackendRequest): Promise<BackendResponse> {
  const redirectTo = safeRedirect(ctx, req.query.get('redirect_to'));
  const token = req.query.get('token') ?? '';
  const type = req.query.get('type');
  let fragment: URLSearchParams;
  try {
    if (type !== 'recovery') throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    const s = await ctx.db.admin((tx) => consumeRecovery(ctx, tx, token));
    fragment = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: s.token_type,
      type: 'recovery',
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
  body: Record<string, unknown>,
): Promise<BackendResponse> {
  if (body.type !== 'recovery' && body.type !== 'email') {
    throw validation(`Verify requires a supported type; got ${JSON.stringify(body.type)}`);
  }
  let hash: string;
  if (typeof body.token_hash === 'string' && body.token_hash !== '') {
    hash = body.token_hash;
  } else if (typeof body.email === 'string' && typeof body.token === 'string') {
    hash = tokenHash(body.email.trim().toLowerCase(), body.token.trim());
  } else {
    throw validation('Verify requires a token_hash, or an email and a token');
  }
  const session = await ctx.db.admin((tx) => consumeRecovery(ctx, tx, hash));
  return { status: 200, body: session };
}
