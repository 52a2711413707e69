// Starts the embedded backend (packages/supabase-local) on PGlite or on a throwaway PostgreSQL 15 with THIS
// folder's migrations, seed and functions, and gives tests users, tokens, SQL as any role, and supabase-js.
import { memoryTmpdir, startBackend } from '@duality/supabase-local';
import type { Backend, Claims, Tx } from '@duality/supabase-local';
import { createHmac, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import pgClient from 'pg';
import { migrationsDir, supabaseDir } from './paths.js';
import { POSTGRES_TEMPLATE } from './template.js';
import { postgresUnavailable, postgresRequired, startPostgres } from '@duality/supabase-local/testing';
import type { PostgresServer } from '@duality/supabase-local/testing';

export { migrationsDir, supabaseDir };

export type DbKind = 'pglite' | 'postgres';

/**
 * The engines a suite runs on: PGlite always; PostgreSQL 15 unless its binaries are missing, in which case it
 * is skipped LOUDLY, except in CI where the suite runs anyway and fails with the reason.
 */
export function engines(): { kind: DbKind; skip: boolean }[] {
  const missing = postgresUnavailable();
  if (missing && !postgresRequired) {
    console.warn(`[supabase db tests] SKIPPING the PostgreSQL 15 runs: ${missing}`);
  }
  return [
    { kind: 'pglite', skip: false },
    { kind: 'postgres', skip: Boolean(missing) && !postgresRequired },
  ];
}

/** A fresh database cloned from the migrated template of the shared cluster (global setup). */
async function cloneTemplate(server: string): Promise<string> {
  const name = `duality_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pgClient.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${POSTGRES_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  return `${server}/${name}`;
}

/** Thrown inside a transaction to roll it back after the assertions (see TestDb.as with rollback). */
class Rollback<T> {
  constructor(readonly value: T) {}
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
}

export interface TestDb {
  kind: DbKind;
  backend: Backend;
  /** Creates an auth user (as GoTrue would) with a display name in the account metadata. */
  createUser(name: string): Promise<TestUser>;
  /** SQL in one transaction as the user (null = anon), under row level security. */
  as<T>(user: TestUser | null, fn: (tx: Tx) => Promise<T>, options?: { rollback?: boolean }): Promise<T>;
  /** SQL as the database owner (no row level security): fixtures and inspection. */
  admin<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** A signed access token for the user, as GoTrue would issue it. */
  token(user: TestUser): string;
  /** The Authorization header value for the user, or the anon key (supabase-js lives in the test files). */
  bearer(user?: TestUser | null): string;
  stop(): Promise<void>;
}

function b64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function signHs256(claims: Record<string, unknown>, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export async function startDb(kind: DbKind): Promise<TestDb> {
  const scratch = mkdtempSync(join(memoryTmpdir(), 'duality-db-'));
  let pg: PostgresServer | null = null;
  let backend: Backend;
  let dbUrl: string | undefined;
  try {
    const server = kind === 'postgres' ? inject('postgresServer') : undefined;
    if (server) dbUrl = await cloneTemplate(server);
    else if (kind === 'postgres') {
      pg = await startPostgres();
      dbUrl = pg.url;
    }
    // PGlite starts from a copy of the database the global setup migrated (new migrations still apply).
    const template = kind === 'pglite' ? inject('pgliteTemplate') : undefined;
    const dataDir = template ? join(scratch, 'db') : undefined;
    if (template && dataDir) cpSync(template, dataDir, { recursive: true });
    backend = await startBackend({
      port: 0,
      dbUrl,
      dataDir,
      migrationsDir,
      seedFile: join(supabaseDir, 'seed.sql'),
      functionsDir: join(supabaseDir, 'functions'),
      outboxDir: join(scratch, 'outbox'),
    });
  } catch (err) {
    await pg?.stop();
    rmSync(scratch, { recursive: true, force: true });
    throw err;
  }
  const claimsOf = (user: TestUser | null): Claims =>
    user
      ? { role: 'authenticated', sub: user.id, email: user.email, aud: 'authenticated' }
      : { role: 'anon' };
  const db: TestDb = {
    kind,
    backend,
    async createUser(name) {
      const user = {
        id: randomUUID(),
        email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`,
        name,
      };
      await backend.db.admin((tx) =>
        tx.query(
          `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at)
           values ($1, 'authenticated', 'authenticated', $2, $3, now())`,
          [user.id, user.email, JSON.stringify({ display_name: name })],
        ),
      );
      return user;
    },
    async as(user, fn, options) {
      try {
        return await backend.db.withClaims(claimsOf(user), async (tx) => {
          const value = await fn(tx);
          if (options?.rollback) throw new Rollback(value);
          return value;
        });
      } catch (err) {
        if (err instanceof Rollback) return err.value as Awaited<ReturnType<typeof fn>>;
        throw err;
      }
    },
    admin: (fn) => backend.db.admin(fn),
    token(user) {
      const now = Math.floor(Date.now() / 1000);
      return signHs256(
        { ...claimsOf(user), iat: now, exp: now + 3600, session_id: randomUUID() },
        backend.jwtSecret,
      );
    },
    bearer(user) {
      return `Bearer ${user ? db.token(user) : backend.anonKey}`;
    },
    async stop() {
      try {
        await backend.stop();
      } finally {
        await pg?.stop();
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
  return db;
}

/** The SQLSTATE of a database error, or undefined when fn succeeded. */
export async function sqlState(fn: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await fn();
    return undefined;
  } catch (err) {
    return (err as { code?: string }).code ?? `non-database error: ${(err as Error).message}`;
  }
}
