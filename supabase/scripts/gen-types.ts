// Writes supabase/types/database.ts from the migrations: starts the embedded backend on a throwaway in-memory
// PGlite (or the PostgreSQL at --db-url / DATABASE_URL), applies supabase/migrations, reads the catalog and
// formats the result with the workspace's Prettier settings.
// Usage: pnpm --filter @duality/supabase-db gen-types [--db-url postgres://...] [--check]
import { startBackend } from '@duality/supabase-local';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { generateTypes } from './gen-types-core.js';
import type { CatalogQuery } from './gen-types-core.js';

export const supabaseDir = fileURLToPath(new URL('..', import.meta.url));
export const typesFile = join(supabaseDir, 'types', 'database.ts');

/** Formats generated source exactly as `prettier --write` would in this repository. */
export async function formatTypes(source: string): Promise<string> {
  const options = (await prettier.resolveConfig(typesFile)) ?? {};
  return prettier.format(source, { ...options, filepath: typesFile });
}

/** Generates the formatted types from a running database. */
export async function typesFrom(query: CatalogQuery): Promise<string> {
  return formatTypes(await generateTypes(query));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const urlAt = args.indexOf('--db-url');
  const dbUrl = urlAt >= 0 ? args[urlAt + 1] : process.env.DATABASE_URL;
  const backend = await startBackend({
    port: 0,
    dbUrl,
    migrationsDir: join(supabaseDir, 'migrations'),
    functionsDir: join(supabaseDir, 'functions'),
  });
  try {
    const query: CatalogQuery = async (sql, params) =>
      (await backend.db.admin((tx) => tx.query(sql, params))).rows as never;
    const source = await typesFrom(query);
    if (args.includes('--check')) {
      const current = readFileSync(typesFile, 'utf8');
      if (current !== source) {
        console.error(`${typesFile} is out of date: run pnpm --filter @duality/supabase-db gen-types`);
        process.exitCode = 1;
      } else console.log(`${typesFile} is up to date`);
    } else {
      writeFileSync(typesFile, source);
      console.log(`wrote ${typesFile}`);
    }
  } finally {
    await backend.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
