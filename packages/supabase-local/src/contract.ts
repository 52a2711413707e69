// The contract between the parts of the embedded backend. The core (db, REST, HTTP server, CLI) implements
// Db and calls the routers; auth, realtime and functions implement their factories against it.
// Change this file only by agreement between the parts: both sides compile against it.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** JWT claims of the caller, as hosted Supabase puts them in `request.jwt.claims`. */
export interface Claims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  exp?: number;
  iat?: number;
  aud?: string;
  session_id?: string;
  [key: string]: unknown;
}

export interface QueryResult<R = Record<string, unknown>> {
  rows: R[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** One open transaction. */
export interface Tx {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

/** The database: embedded PGlite or a PostgreSQL pool; the rest of the backend never knows which. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in ONE transaction as the claims' role (`set local role`), with `request.jwt.claims` and
   * `request.jwt.claim.sub`/`role` set locally, so row level security applies exactly as on hosted Supabase.
   * readOnly starts the transaction read only (PostgREST does this for GET/HEAD); headers, when given, are
   * `request.headers` (JSON, lower-cased names) for the transaction, as PostgREST sets them.
   */
  withClaims<T>(
    claims: Claims,
    fn: (tx: Tx) => Promise<T>,
    options?: { readOnly?: boolean; headers?: Record<string, string> },
  ): Promise<T>;
  /** Runs fn in one transaction as the database owner (bypasses RLS): auth tables, bootstrap, migrations. */
  admin<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** LISTENs on a channel; returns a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Keys, secrets and who may call: random per instance unless the Supabase CLI's demo keys are asked for. */
export interface BackendConfig {
  /** Public base URL, e.g. http://127.0.0.1:54321 */
  url: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Opaque new-format keys (sb_publishable_…, sb_secret_…) standing for the anon and service_role roles. */
  publishableKey: string;
  secretKey: string;
  /** Browser origins allowed to call (CORS and the realtime upgrade); loopback origins always are. */
  allowedOrigins: string[];
  /** Host header values accepted besides loopback names (DNS rebinding guard), e.g. a LAN address. */
  allowedHosts: string[];
  /** Where password-recovery mails are written instead of being sent. */
  outboxDir: string;
  /** supabase/functions: one folder per function. */
  functionsDir: string;
  /** Where the site lives, for links in mails (the shell's URL). */
  siteUrl: string;
}

export interface Jwt {
  sign(claims: Claims, expiresInSeconds: number): Promise<string>;
  /** Verifies signature and expiry; throws JwtError with a clear message otherwise. */
  verify(token: string): Promise<Claims>;
}

export interface BackendContext {
  db: Db;
  config: BackendConfig;
  jwt: Jwt;
}

/** A parsed HTTP request, after CORS, body limit and prefix stripping by the core server. */
export interface BackendRequest {
  method: string;
  /** Path after the service prefix, e.g. "/token" for /auth/v1/token. */
  path: string;
  query: URLSearchParams;
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  body: Buffer;
  /** The verified claims of the bearer token (or of the apikey when there is none); null if none was sent. */
  claims: Claims | null;
  /** The raw bearer token, if any. */
  token: string | null;
  /** The caller's IP address (for per-address rate limits). */
  address: string;
}

export interface BackendResponse {
  status: number;
  headers?: Record<string, string>;
  /** A value is sent as JSON; a string or Buffer as is; undefined sends no body. */
  body?: unknown;
}

export type ServiceHandler = (req: BackendRequest) => Promise<BackendResponse>;

/** Factories each part exports; the core server wires them under their prefixes. */
export type CreateAuthHandler = (ctx: BackendContext) => ServiceHandler; // /auth/v1
export type CreateFunctionsHandler = (ctx: BackendContext) => ServiceHandler & { close(): Promise<void> }; // /functions/v1
export interface RealtimeService {
  /** Whether the upgrade request is for the realtime websocket. */
  handles(req: IncomingMessage): boolean;
  /** Takes an upgrade that `handles` accepted (the core server owns the one `upgrade` listener). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}
export type CreateRealtime = (ctx: BackendContext) => Promise<RealtimeService>; // /realtime/v1/websocket
