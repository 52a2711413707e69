// Attempts that guess a secret (a password, a recovery code) or send mail are counted in the database, one
// statement per attempt, before the costly or revealing work runs: 40 guesses sent at once each take a slot
// in turn, and only the first `max` of a window go on to be checked (docs/security.md, "Sign-in limits").
// Counting after the check, as before, let every concurrent guess through. The counts survive a restart.
import type { Tx } from '../contract';
import type { Limit } from './rate-limit';

/** Takes one slot of `key`'s window (a new window once the old one is over); false when none is left. */
export async function takeAttempt(tx: Tx, key: string, limit: Limit): Promise<boolean> {
  const r = await tx.query<{ hits: number }>(
    `insert into auth.attempt_windows as w (key, window_start, hits) values ($1, now(), 1)
     on conflict (key) do update set
       hits = case when w.window_start <= now() - $2::int * interval '1 millisecond' then 1 else w.hits + 1 end,
       window_start = case when w.window_start <= now() - $2::int * interval '1 millisecond'
                           then now() else w.window_start end
     returning hits`,
    [key, limit.windowMs],
  );
  return Number(r.rows[0]!.hits) <= limit.max;
}

/** Gives back a slot that a right answer used: only wrong answers count against the allowance. */
export async function refundAttempt(tx: Tx, key: string): Promise<void> {
  await tx.query(`update auth.attempt_windows set hits = greatest(hits - 1, 0) where key = $1`, [key]);
}

/** Forgets `key`'s window (a new recovery mail starts its code's count afresh). */
export async function clearAttempts(tx: Tx, key: string): Promise<void> {
  await tx.query(`delete from auth.attempt_windows where key = $1`, [key]);
}

/** Addresses are remembered for a user after a right password or a sign-up from them. */
const KNOWN_FOR_DAYS = 30;

export async function isKnownAddress(tx: Tx, userId: string, address: string): Promise<boolean> {
  if (address === '') return false;
  const r = await tx.query(
    `select 1 from auth.known_addresses where user_id = $1 and address = $2
       and last_seen > now() - $3::int * interval '1 day'`,
    [userId, address, KNOWN_FOR_DAYS],
  );
  return r.rows.length > 0;
}

export async function rememberAddress(tx: Tx, userId: string, address: string): Promise<void> {
  if (address === '') return;
  await tx.query(
    `insert into auth.known_addresses (user_id, address) values ($1, $2)
     on conflict (user_id, address) do update set last_seen = now()`,
    [userId, address],
  );
}

/**
 * The window a wrong password counts in. Guesses from addresses the account has never signed in from share
 * one window per e-mail, so a flood from anywhere uses it up; an address the owner signed in from within
 * KNOWN_FOR_DAYS has a window of its own, so that flood cannot lock the owner out on their own device.
 */
export async function passwordAttemptKey(
  tx: Tx,
  email: string,
  userId: string | undefined,
  address: string,
): Promise<string> {
  const own = userId !== undefined && (await isKnownAddress(tx, userId, address));
  return own ? `signin-failed:${email}:${address}` : `signin-failed:${email}`;
}
