import type { Claims, Db, Tx } from '../contract.js';

/** The core's own view of a database: the contract's Db plus running multi-statement scripts (migrations). */
export interface CoreDb extends Db {
  /**
   * Runs a multi-statement SQL script (no parameters) in one transaction as the owner; `after` runs in the
   * same transaction (e.g. to record the migration), so both commit or neither does.
   */
  script(sql: string, after?: (tx: Tx) => Promise<void>): Promise<void>;
}

const apiRoles = new Set(['anon', 'authenticated', 'service_role']);

/** Hosted Supabase's per-role statement timeouts in milliseconds (anon 3 s, authenticated 8 s); service_role has none. */
const statementTimeouts: Record<string, number> = { anon: 3000, authenticated: 8000, service_role: 0 };

/** The role a request runs as: the role comes from a verified token, but only the API roles may be impersonated. */
function apiRole(claims: Claims): string {
  return apiRoles.has(claims.role) ? claims.role : 'anon';
}

/** The statement timeout a request under these claims gets, in milliseconds (0: none). */
export function statementTimeoutMs(claims: Claims): number {
  return statementTimeouts[apiRole(claims)] ?? 0;
}

/** The settings a request under these claims runs with: the role it may act as, and the claims as text. */
export function claimSettings(claims: Claims): { role: string; claims: string; sub: string; email: string } {
  const role = apiRole(claims);
  return {
    role,
    claims: JSON.stringify({ ...claims, role }),
    sub: claims.sub ?? '',
    email: claims.email ?? '',
  };
}

/**
 * The statement that makes a transaction look like a PostgREST request on hosted Supabase (PostgREST auth.rst):
 * the role and the JWT claims as transaction-local settings, in both the current and the legacy GUC form, and
 * the request headers when given (`request.headers`).
 */
export function claimsStatement(
  claims: Claims,
  readOnly = false,
  headers?: Record<string, string>,
): { sql: string; params: unknown[] } {
  const { role, claims: claimsJson, sub, email } = claimSettings(claims);
  return {
    sql: `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
      set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
      set_config('request.jwt.claim.email', $4, true), set_config('statement_timeout', $5, true)${
        readOnly ? `, set_config('transaction_read_only', 'on', true)` : ''
      }${headers ? `, set_config('request.headers', $6, true)` : ''}`,
    params: [
      role,
      claimsJson,
      sub,
      email,
      `${statementTimeoutMs(claims)}ms`,
      ...(headers ? [JSON.stringify(headers)] : []),
    ],
  };
}

/** Serializes async work: PGlite has one connection, so transactions must never interleave. */
export class Queue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn, fn);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
