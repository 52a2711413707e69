// Which claims a realtime token carries: the same rule as the HTTP server (keys-check.ts), the instance's
// keys only.
import type { Claims } from '../contract';
import { claimsForKey } from '../keys-check';

export { claimsForKey as claimsOf };

/** Seconds until the claims expire (Infinity without exp). */
export function secondsLeft(claims: Claims): number {
  return typeof claims.exp === 'number' ? claims.exp - Date.now() / 1000 : Infinity;
}
