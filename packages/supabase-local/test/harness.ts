// Starts the backend for the conformance suites, on PGlite or on a throwaway PostgreSQL 15, with the suite's
// own schema as its migrations, and hands out supabase-js clients (the ONLY way the suites talk to it).
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { memoryTmpdir, startBackend } from '../src/index.js';
import type { Backend, StartOptions } from '../src/index.js';
import { createJwt } from '../src/jwt.js';
import { postgresRequired, postgresUnavailable, startPostgres } from './postgres-server.js';
import type { PostgresServer } from './postgres-server.js';

export const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
export const migrationsDir = join(fixtures, 'migrations');
export const seedFile = join(fixtures, 'seed.sql');

export type DbKind = 'pglite' | 'postgres';

/** Which databases this run covers; PostgreSQL is skipped (loudly) only when it is missing and not required. */
export function dbKinds(): { kind: DbKind; skip: string | null }[] {
  const missing = postgresUnavailable();
  if (missing && postgresRequired) {
    // CI must not pass silently without PostgreSQL: the suite fails with the reason.
    return [
      { kind: 'pglite', skip: null },
      { kind: 'postgres', skip: null },
    ];
  }
  if (missing) console.warn(`[supabase-local tests] SKIPPING the PostgreSQL 15 runs: ${missing}`);
  return [
    { kind: 'pglite', skip: null },
    { kind: 'postgres', skip: missing },
  ];
}

export interface Harness {
  backend: Backend;
  /** Starts the backend again on the same data (persistence checks). */
  restart(): Promise<Backend>;
  client(key?: string, accessToken?: string, fetchImpl?: typeof fetch): SupabaseClient;
  /** A signed access token for a user, as GoTrue would issue it. */
  userToken(sub?: string, extra?: Record<string, unknown>): Promise<string>;
  stop(): Promise<void>;
}

export async function startHarness(kind: DbKind, extra: StartOptions = {}): Promise<Harness> {
  let pg: PostgresServer | null = null;
  let dataDir: string | undefined;
  if (kind === 'postgres') pg = await startPostgres();
  else dataDir = mkdtempSync(join(memoryTmpdir(), 'duality-pglite-'));
  const options: StartOptions = {
    port: 0,
    dbUrl: pg?.url,
    dataDir: dataDir && join(dataDir, 'db'),
    migrationsDir,
    seedFile,
    functionsDir: join(fixtures, 'functions'),
    outboxDir: join(dataDir ?? tmpdir(), 'outbox'),
    ...extra,
  };
  let backend = await startBackend(options);
  const jwt = createJwt(backend.jwtSecret);
  const h: Harness = {
    get backend() {
      return backend;
    },
    async restart() {
      await backend.stop();
      backend = await startBackend(options);
      return backend;
    },
    client(key = backend.anonKey, accessToken, fetchImpl) {
      return createClient(backend.url, key, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
        global: {
          ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
          ...(fetchImpl ? { fetch: fetchImpl } : {}),
        },
      });
    },
    userToken(sub = randomUUID(), claims = {}) {
      return jwt.sign({ role: 'authenticated', aud: 'authenticated', sub, ...claims }, 3600);
    },
    async stop() {
      await backend.stop();
      await pg?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return h;
}
