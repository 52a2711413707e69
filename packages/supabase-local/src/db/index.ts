// Opens the database the backend runs on, bootstraps what hosted Supabase provides, applies migrations.
import { bootstrapSql } from './bootstrap-sql.js';
import { applyMigrations } from './migrate.js';
import type { MigrationReport } from './migrate.js';
import { openPglite } from './pglite.js';
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
  const db = options.dbUrl ? await openPostgres(options.dbUrl) : await openPglite(options.dataDir);
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
