// Which role an API key or token stands for: the instance's opaque new-format keys map to anon and
// service_role (compared in constant time), anything else must be a JWT signed with the instance's secret.
import { timingSafeEqual } from 'node:crypto';
import type { BackendContext, Claims } from './contract.js';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function claimsForKey(ctx: BackendContext, token: string): Promise<Claims> {
  if (token.startsWith('sb_')) {
    if (same(token, ctx.config.publishableKey)) return { role: 'anon' };
    if (same(token, ctx.config.secretKey)) return { role: 'service_role' };
    throw new Error('Invalid API key');
  }
  return ctx.jwt.verify(token);
}
