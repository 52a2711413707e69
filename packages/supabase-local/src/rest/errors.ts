// PostgREST's error JSON {code, details, hint, message} and its status codes (PostgREST errors.rst).
import type { BackendResponse, Claims } from '../contract.js';

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'RestError';
  }

  /** The same error under another PGRST code (parse errors share their shape). */
  withCode(code: string): RestError {
    return new RestError(this.status, code, this.message, this.details, this.hint);
  }

  toResponse(): BackendResponse {
    return {
      status: this.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: { code: this.code, details: this.details, hint: this.hint, message: this.message },
    };
  }
}

/** A query-string or select parse error (PGRST100). */
export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

interface PgLikeError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/** The HTTP status PostgREST gives an SQLSTATE; never 503 (postgrest-js would retry GETs). */
function statusFor(code: string, claims: Claims): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2)); // raise sqlstate 'PT402' → 402, as PostgREST
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '42501':
      // A policy or privilege violation: 401 for the anonymous role, 403 for everyone else, never 500.
      return claims.role === 'anon' ? 401 : 403;
    case '42P01':
    case '42883':
      return 404;
    case '25006':
      return 405;
    case '42P17':
      return 500; // infinite recursion in a policy is a bug in the schema, as on hosted Supabase
    case '54000':
      // A value past one of PostgreSQL's limits (a JSON array nested deeper than an array column's 6
      // dimensions, an index row too large): the request's fault, so 400. PostgREST answers 500 here.
      return 400;
  }
  const cls = code.slice(0, 2);
  if (['08', '53', '54', '55', '57', '58', 'XX', 'F0', 'HV'].includes(cls)) return 500;
  return 400;
}

/** Turns anything a request threw into PostgREST's error response. */
export function toRestError(err: unknown, claims: Claims): RestError {
  if (err instanceof RestError) return err;
  const e = err as PgLikeError;
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
    return new RestError(
      statusFor(e.code, claims),
      e.code,
      String(e.message ?? 'database error'),
      typeof e.detail === 'string' ? e.detail : null,
      typeof e.hint === 'string' ? e.hint : null,
    );
  }
  return new RestError(500, 'PGRSTX00', err instanceof Error ? err.message : String(err));
}
