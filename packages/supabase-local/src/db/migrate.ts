// Applies supabase/migrations/*.sql in filename order, each exactly once (recorded in
// supabase_migrations.schema_migrations, as the Supabase CLI does), and seed.sql only on a new database.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoreDb } from './types.js';

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
}

/** "20260101120000_create_profiles.sql" → version "20260101120000", name "create_profiles". */
function splitName(file: string): { version: string; name: string } {
  const base = file.replace(/\.sql$/, '');
  const cut = base.indexOf('_');
  return cut > 0 ? { version: base.slice(0, cut), name: base.slice(cut + 1) } : { version: base, name: base };
}

/** The migration files in `migrationsDir` (none when it is missing), in the order they apply. */
export function migrationFiles(migrationsDir: string | undefined): string[] {
  if (!migrationsDir || !existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

export async function applyMigrations(
  db: CoreDb,
  migrationsDir: string | undefined,
  seedFile: string | undefined,
  isNewDatabase: boolean,
): Promise<MigrationReport> {
  const applied: string[] = [];
  const files = migrationFiles(migrationsDir);
  // Versions are the record's key (as for the Supabase CLI): two files with one version would silently skip one.
  const byVersion = new Map<string, string>();
  for (const file of files) {
    const { version } = splitName(file);
    const other = byVersion.get(version);
    if (other) {
      throw new Error(
        `migrations ${other} and ${file} share the version ${version}: rename one (versions must be unique)`,
      );
    }
    byVersion.set(version, file);
  }
  const done = new Set(
    (
      await db.admin((tx) =>
        tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'),
      )
    ).rows.map((r) => r.version),
  );
  for (const file of files) {
    const { version, name } = splitName(file);
    if (done.has(version)) continue;
    const sql = readFileSync(join(migrationsDir as string, file), 'utf8');
    try {
      // The migration and its record commit together: a failed migration leaves no trace and is retried.
      await db.script(sql, async (tx) => {
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          version,
          name,
        ]);
      });
    } catch (err) {
      throw new Error(`migration ${file} failed: ${(err as Error).message}`, { cause: err });
    }
    done.add(version);
    applied.push(file);
  }
  let seeded = false;
  if (isNewDatabase && seedFile && existsSync(seedFile)) {
    try {
      await db.script(readFileSync(seedFile, 'utf8'));
    } catch (err) {
      throw new Error(`seed ${seedFile} failed: ${(err as Error).message}`, { cause: err });
    }
    seeded = true;
  }
  return { applied, seeded };
}
