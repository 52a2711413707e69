// Which claims a realtime token carries. A JWT is verified with the backend's secret; the CLI's new-format keys
// (sb_publishable_/sb_secret_) are opaque and stand for the anon / service_role roles (PROTOCOL §1).
import type { BackendContext, Claims } from '../contract';
import { defaultPublishableKey, defaultSecretKey } from '../keys';

export async function claimsOf(ctx: BackendContext, token: string): Promise<Claims> {
  if (token.startsWith('sb_')) {
    if (token === defaultPublishableKey) return { role: 'anon' };
    if (token === defaultSecretKey) return { role: 'service_role' };
    throw new Error('Invalid API key');
  }
  return ctx.jwt.verify(token);
}

/** Seconds until the claims expire (Infinity without exp). */
export function secondsLeft(claims: Claims): number {
  return typeof claims.exp === 'number' ? claims.exp - Date.now() / 1000 : Infinity;
}
