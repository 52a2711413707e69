// Migrates each engine once before the suites start, so a suite opens a ready database in about a second
// instead of creating and migrating its own (PGlite: about 7 s; PostgreSQL: initdb, start and migrate):
//  - PGlite: a migrated data folder that each suite copies;
//  - PostgreSQL 15: one throwaway cluster with a migrated template database that each suite clones
//    (`create database ... template ...`). When the binaries are missing nothing is provided, and the suites
//    skip (or, in CI, fail) with the reason.
import { memoryTmpdir, startBackend } from '@duality/supabase-local';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsDir, supabaseDir } from './paths.js';
import { postgresUnavailable, startPostgres } from '@duality/supabase-local/testing';
import { POSTGRES_TEMPLATE } from './template.js';
import type { PostgresServer } from '@duality/supabase-local/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** postgres://… of the shared cluster, without a database name. */
    postgresServer: string;
  }
}

async function migrate(dir: string, options: { dataDir?: string; dbUrl?: string }): Promise<void> {
  const backend = await startBackend({
    port: 0,
    ...options,
    migrationsDir,
    seedFile: join(supabaseDir, 'seed.sql'),
    functionsDir: join(supabaseDir, 'functions'),
    outboxDir: join(dir, 'outbox'),
  });
  await backend.stop();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(memoryTmpdir(), 'duality-db-template-'));
  const dataDir = join(dir, 'db');
  let server: PostgresServer | null = null;
  try {
    await migrate(dir, { dataDir });
    project.provide('pgliteTemplate', dataDir);
    if (!postgresUnavailable()) {
      server = await startPostgres();
      const base = server.url.replace(/\/[^/]*$/, '');
      const admin = new pg.Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      await admin.query(`create database ${POSTGRES_TEMPLATE}`);
      await admin.end();
      await migrate(dir, { dbUrl: `${base}/${POSTGRES_TEMPLATE}` });
      project.provide('postgresServer', base);
    }
  } catch (err) {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
