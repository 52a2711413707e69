// HS256 tokens with jose: signing session tokens and verifying whatever callers send.
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Claims, Jwt } from './contract.js';

/** Why a token was refused; code is PostgREST's (PGRST301 bad token, PGRST303 expired). */
export class JwtError extends Error {
  constructor(
    message: string,
    readonly code: 'PGRST301' | 'PGRST303',
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

const roles = new Set(['anon', 'authenticated', 'service_role']);

/** How many verified tokens are remembered (a client sends the same token on every request). */
const CACHE_SIZE = 1000;

export function createJwt(secret: string): Jwt {
  const key = new TextEncoder().encode(secret);
  // Verifying an HMAC costs more than a whole small REST request's JavaScript; the same token string, once
  // verified, needs only its expiry checked again. Forged tokens are different strings and never hit.
  const verified = new Map<string, Claims>();
  const remember = (token: string, claims: Claims) => {
    if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };
  return {
    async sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000);
      // Explicit iat/exp in the claims win, so callers can mint tokens with a known expiry (e.g. tests).
      return new SignJWT({ iat: now, exp: now + expiresInSeconds, ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (typeof known.exp === 'number' && known.exp <= Math.floor(Date.now() / 1000)) {
          verified.delete(token);
          throw new JwtError('JWT expired', 'PGRST303');
        }
        return { ...known }; // a copy: a caller changing its claims must not change the next request's
      }
      // exp is required: a signed token that never expires would be a password that can never be changed.
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] }));
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new JwtError('JWT expired', 'PGRST303');
        if (err instanceof errors.JWSSignatureVerificationFailed) {
          throw new JwtError('JWSError JWSInvalidSignature', 'PGRST301');
        }
        if (err instanceof errors.JOSEAlgNotAllowed)
          throw new JwtError('Wrong or unsupported algorithm', 'PGRST301');
        if (err instanceof errors.JOSEError) throw new JwtError(`Invalid JWT: ${err.message}`, 'PGRST301');
        throw new JwtError('Invalid JWT', 'PGRST301');
      }
      // Like PostgREST, a token without a role claim runs as anon; an unknown role is refused outright.
      const role = payload.role ?? 'anon';
      if (typeof role !== 'string' || !roles.has(role)) {
        throw new JwtError(`role "${String(role)}" does not exist`, 'PGRST301');
      }
      const claims = { ...payload, role } as Claims;
      remember(token, { ...claims });
      return claims;
    },
  };
}
