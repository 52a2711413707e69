// Fixed-window request limits per caller address and per e-mail, as GoTrue's [auth.rate_limit] settings do on
// hosted Supabase. Loopback callers are this machine's own programs (pages are stopped by the Origin check),
// so per-address limits apply to other addresses only; per-e-mail limits apply to everyone.
import { isLoopbackHost } from '../secrets';
import { AuthError } from './errors';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The limits; the hosted values are in supabase/config.toml ([auth.rate_limit]). */
export const AUTH_LIMITS = {
  /** Sign-ins and sign-ups per address (GoTrue's sign_in_sign_ups: 30 per 5 minutes). */
  signInPerAddress: { max: 30, windowMs: 5 * MINUTE },
  /** Wrong passwords per e-mail before sign-in pauses for that account. */
  failedSignInPerEmail: { max: 10, windowMs: 15 * MINUTE },
  /** Recovery mails per e-mail (each one writes to the outbox). */
  recoveryPerEmail: { max: 5, windowMs: 60 * MINUTE },
  /** Recovery requests per address. */
  recoveryPerAddress: { max: 30, windowMs: 60 * MINUTE },
  /** Code and link verifications per address and per e-mail (GoTrue's token_verifications: 30 per 5 minutes). */
  verifyPerAddress: { max: 30, windowMs: 5 * MINUTE },
  verifyPerEmail: { max: 30, windowMs: 5 * MINUTE },
} as const satisfies Record<string, Limit>;

interface Window {
  start: number;
  count: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  /** Counts one request under `key`; false once the window's allowance is used up. */
  take(key: string, limit: Limit, now = Date.now()): boolean {
    this.sweep(now);
    const w = this.windows.get(key);
    if (!w || now - w.start >= limit.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= limit.max;
  }

  /** Whether `key` has used up its allowance, without counting a request. */
  exhausted(key: string, limit: Limit, now = Date.now()): boolean {
    const w = this.windows.get(key);
    return !!w && now - w.start < limit.windowMs && w.count >= limit.max;
  }

  /** Keeps memory bounded: windows older than an hour are dropped once the map grows. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [k, w] of this.windows) if (now - w.start > 60 * MINUTE) this.windows.delete(k);
  }
}

export const tooManyRequests = (): AuthError =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export const tooManyEmails = (): AuthError =>
  new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');

/** The caller's address as the limits key it: IPv4 callers of a dual-stack socket without the ::ffff: prefix. */
export function callerAddress(req: { address: string }): string {
  return req.address.replace(/^::ffff:/, '');
}

/** Per-address check: loopback callers are not limited. */
export function limitAddress(limiter: RateLimiter, kind: string, address: string, limit: Limit): void {
  if (address === '' || isLoopbackHost(address.replace(/^::ffff:/, ''))) return;
  if (!limiter.take(`${kind}:ip:${address}`, limit)) throw tooManyRequests();
}
