// Shared setup for the auth, realtime and functions conformance suites: a real backend (startBackend) on PGlite
// and, where the machine has it, on a throwaway PostgreSQL 15; clients are the pinned supabase-js only.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { startBackend, type Backend, type StartOptions } from '../src/index';
import { postgresRequired, postgresUnavailable, startPostgres, type PostgresServer } from './postgres-server';
import { memoryTmpdir } from '../src/db/memory-folder.js';

export const fixtures = new URL('./fixtures/', import.meta.url).pathname;

// GoTrue's bcrypt cost (10) makes every signup and sign-in ~100 ms of CPU; these suites make dozens, so they use
// the lowest cost. Hashing is still real bcrypt (src/auth/session-routes.test.ts checks the default).
process.env.SUPABASE_LOCAL_BCRYPT_COST ??= '4';

export interface Target {
  name: 'pglite' | 'postgres';
}

/** PGlite always; PostgreSQL 15 when present (and required on CI, where its absence fails the run). */
export function targets(): Target[] {
  const missing = postgresUnavailable();
  if (missing && postgresRequired) throw new Error(`PostgreSQL 15 is required here: ${missing}`);
  if (missing) console.warn(`[supabase-local tests] PostgreSQL 15 runs skipped: ${missing}`);
  return missing ? [{ name: 'pglite' }] : [{ name: 'pglite' }, { name: 'postgres' }];
}

export interface Running {
  backend: Backend;
  outboxDir: string;
  /** Restarts on the same port and database (PGlite data folder or PostgreSQL URL). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTarget(target: Target, options: StartOptions = {}): Promise<Running> {
  const dir = mkdtempSync(join(memoryTmpdir(), 'sbl-art-'));
  let pg: PostgresServer | null = null;
  if (target.name === 'postgres') pg = await startPostgres();
  const base: StartOptions = {
    port: 0,
    outboxDir: join(dir, 'outbox'),
    functionsDir: join(fixtures, 'edge', 'functions'),
    migrationsDir: join(fixtures, 'art-migrations'),
    siteUrl: 'http://localhost:3000',
    // Kept in a file so a restart keeps the keys and tokens valid, as the CLI does beside its data.
    secretsFile: join(dir, 'secrets.json'),
    ...(pg ? { dbUrl: pg.url } : { dataDir: join(dir, 'data') }),
    ...options,
  };
  const running: Running = {
    backend: await startBackend(base),
    outboxDir: base.outboxDir!,
    async restart() {
      const port = Number(new URL(running.backend.url).port);
      await running.backend.stop();
      running.backend = await startBackend({ ...base, port });
    },
    /** Stops the backend (and its PostgreSQL) and removes its folder: data, secrets and outbox. */
    async stop() {
      try {
        await running.backend.stop();
        await pg?.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  return running;
}

export function client(backend: Backend, options: { vsn?: '1.0.0' | '2.0.0' } = {}): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    // Node 20 has no global WebSocket, and createClient needs one for its realtime client.
    realtime: { transport: WebSocket as never, ...(options.vsn ? { vsn: options.vsn } : {}) },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** A signed-up, signed-in client. */
export async function signedIn(backend: Backend, prefix: string, data: Record<string, unknown> = {}) {
  const c = client(backend);
  const email = uniqueEmail(prefix);
  const { data: res, error } = await c.auth.signUp({ email, password: 'correct-horse', options: { data } });
  if (error || !res.user) throw error ?? new Error('signup returned no user');
  return { client: c, email, user: res.user, session: res.session! };
}

/** The payload of a JWT (no verification: the test reads what the server put in it). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** Resolves once `predicate` holds, polling; rejects after `ms`. */
export async function waitFor(predicate: () => boolean, ms = 5000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** An HS256 token signed with the backend's secret, e.g. an expired one (exp in the past). */
export function signToken(secret: string, claims: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
