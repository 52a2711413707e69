// Opens the database the backend runs on, bootstraps what hosted Supabase provides, applies migrations. A new
// embedded database starts as a copy of one prepared with the same files (pglite-prepared.ts).
import { rmSync } from 'node:fs';
import { bootstrapSql } from './bootstrap-sql.js';
import { applyMigrations } from './migrate.js';
import type { MigrationReport } from './migrate.js';
import { openPglite } from './pglite.js';
import { isNewDataDir } from './pglite-template.js';
import {
  copyPrepared,
  findPrepared,
  keepPrepared,
  preparedEnabled,
  preparedPath,
  preparingFolder,
  type PreparedDatabase,
} from './pglite-prepared.js';
import { openPostgres } from './postgres.js';
import type { CoreDb } from './types.js';

export type { CoreDb } from './types.js';
export type { MigrationReport } from './migrate.js';

export interface OpenDbOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  dbUrl?: string;
  /** PGlite's data folder; undefined keeps PGlite in memory. */
  dataDir?: string;
  migrationsDir?: string;
  seedFile?: string;
}

/** Opens, bootstraps and migrates; a failure closes the database before rethrowing. */
export async function openDatabase(
  options: OpenDbOptions,
): Promise<{ db: CoreDb; migrations: MigrationReport }> {
  if (options.dbUrl) return prepare(await openPostgres(options.dbUrl), options);
  if (!isNewDataDir(options.dataDir) || !preparedEnabled())
    return prepare(await openPglite(options.dataDir), options);
  const prepared = await preparedDatabase(options);
  const db = await openPglite(options.dataDir, (dir) => copyPrepared(prepared, dir));
  return { db, migrations: prepared.migrations };
}

/** Bootstraps and migrates an open database; a failure closes it before rethrowing. */
async function prepare(
  db: CoreDb,
  options: OpenDbOptions,
): Promise<{ db: CoreDb; migrations: MigrationReport }> {
  try {
    // "New" means never bootstrapped by us: then, and only then, seed.sql runs.
    const isNew = !(
      await db.admin((tx) =>
        tx.query<{ present: boolean }>(
          `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
        ),
      )
    ).rows[0]?.present;
    for (const sql of bootstrapSql) await db.script(sql);
    const migrations = await applyMigrations(db, options.migrationsDir, options.seedFile, isNew);
    return { db, migrations };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}

/** The prepared database of these files (pglite-prepared.ts), made now if this machine has none yet. */
async function preparedDatabase(options: OpenDbOptions): Promise<PreparedDatabase> {
  const path = preparedPath(options.migrationsDir, options.seedFile);
  const found = findPrepared(path);
  if (found) return found;
  const folder = preparingFolder(path);
  try {
    const { db, migrations } = await prepare(await openPglite(folder), options);
    await db.close();
    keepPrepared(folder, path, migrations);
    // Another process may have kept its own first: the same files, so the same database.
    const kept = findPrepared(path);
    if (!kept) throw new Error(`the prepared database at ${path} could not be kept`);
    return kept;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
