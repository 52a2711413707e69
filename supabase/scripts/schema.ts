// Writes supabase/schema.sql from the migrations: starts the embedded backend on a throwaway in-memory PGlite
// (or the PostgreSQL at --db-url / DATABASE_URL), applies supabase/migrations and prints the catalog
// (schema-core.ts). --check compares instead of writing, and exits 1 when the file is stale.
// Usage: node scripts/pnpm.mjs --filter @duality/supabase-db schema [--db-url postgres://...] [--check]
import { startBackend } from '@duality/supabase-local';
import type { Db } from '@duality/supabase-local';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSchema, REGENERATE } from './schema-core.js';

export const supabaseDir = fileURLToPath(new URL('..', import.meta.url));
export const schemaFile = join(supabaseDir, 'schema.sql');

/** The schema of a migrated database, read in one transaction as its owner. */
export function schemaOf(db: Pick<Db, 'admin'>): Promise<string> {
  return db.admin((tx) => generateSchema(async (sql, params) => (await tx.query(sql, params)).rows as never));
}

/**
 * Null when the committed file equals a fresh generation, else why not: where they first differ (line
 * numbers from 1) and the command that rewrites it.
 */
export function staleness(committed: string, fresh: string): string | null {
  if (committed === fresh) return null;
  const [a, b] = [committed.split('\n'), fresh.split('\n')];
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  // Three lines from there, since the first that differs is often only a comma before a new column.
  const from = (lines: string[]) =>
    lines
      .slice(at, at + 3)
      .join('\n             ')
      .trimEnd() || '(end of file)';
  return [
    `supabase/schema.sql is not what the migrations make: run \`${REGENERATE}\` and commit it.`,
    `First difference at line ${at + 1}:`,
    `  committed: ${from(a)}`,
    `  generated: ${from(b)}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const urlAt = args.indexOf('--db-url');
  const dbUrl = urlAt >= 0 ? args[urlAt + 1] : process.env.DATABASE_URL;
  const started = performance.now();
  const backend = await startBackend({
    port: 0,
    dbUrl,
    migrationsDir: join(supabaseDir, 'migrations'),
    functionsDir: join(supabaseDir, 'functions'),
  });
  try {
    const fresh = await schemaOf(backend.db);
    const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
    if (args.includes('--check')) {
      const problem = staleness(readFileSync(schemaFile, 'utf8'), fresh);
      if (problem) {
        console.error(problem);
        process.exitCode = 1;
      } else console.log(`${schemaFile} is up to date (${took})`);
    } else {
      writeFileSync(schemaFile, fresh);
      console.log(`wrote ${schemaFile} (${took})`);
    }
  } finally {
    await backend.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
