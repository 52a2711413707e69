// A new embedded database bootstraps and migrates the same way as every new one before it with the same files:
// about 1.9 core-s of CPU (bootstrap 1.0, the product's migrations and seed 0.9), paid by every test backend.
// So the first one on a machine is prepared in a folder of its own, closed and kept as a copy in the user's
// cache (beside the initdb template, pglite-template.ts); later new databases with the same bootstrap,
// migrations and seed, byte for byte, start as a copy of that folder. Neither the bootstrap nor the migrations
// run again on the copy (every byte of them is in its name), and the report says what the preparation applied.
// DUALITY_PGLITE_TEMPLATE=0 turns this off with the template. A copy that is not this user's own is ignored.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isTrustedFile } from '../private-files.js';
import { bootstrapSql } from './bootstrap-sql.js';
import { migrationFiles, type MigrationReport } from './migrate.js';
import { initdbParams, templateDir } from './pglite-template.js';

/**
 * The cache keeps the prepared databases used last (each is about 28 MB) and any used within the hour, so a
 * process that has just found one never sees it removed while it copies it.
 */
const kept = 4;
const inUseMs = 60 * 60_000;
const prefix = 'duality-pglite-prepared-';
const reportFile = 'duality-migrations.json';
/** How old a folder left by a preparation that never finished (its process killed) is before it is removed. */
const abandonedAfterMs = 10 * 60_000;

/** A migration report as kept beside a prepared database, or null. */
function readReport(text: string): MigrationReport | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const applied: unknown = Reflect.get(value, 'applied');
    const seeded: unknown = Reflect.get(value, 'seeded');
    if (!Array.isArray(applied) || !applied.every((f) => typeof f === 'string')) return null;
    if (typeof seeded !== 'boolean') return null;
    return { applied: applied.map(String), seeded };
  } catch {
    return null;
  }
}

export interface PreparedDatabase {
  /** The prepared folder a new database is copied from. */
  folder: string;
  /** What the preparation applied. */
  migrations: MigrationReport;
}

/** Where a database of these files is kept: named by PGlite's version and every byte it is made from. */
export function preparedPath(migrationsDir: string | undefined, seedFile: string | undefined): string {
  const hash = createHash('sha256');
  // The resolved path carries PGlite's version (pnpm's store folder).
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  hash.update(`\0initdb\0${initdbParams.join(' ')}`);
  for (const sql of bootstrapSql) hash.update(`\0bootstrap\0${sql}`);
  for (const file of migrationFiles(migrationsDir))
    hash.update(`\0migration\0${file}\0`).update(readFileSync(join(migrationsDir ?? '', file)));
  if (seedFile && existsSync(seedFile)) hash.update('\0seed\0').update(readFileSync(seedFile));
  return join(templateDir(), `${prefix}${hash.digest('hex').slice(0, 20)}`);
}

export function preparedEnabled(): boolean {
  return process.env.DUALITY_PGLITE_TEMPLATE !== '0';
}

/** The prepared database at `path`, if there is a whole one of this user's own. */
export function findPrepared(path: string): PreparedDatabase | null {
  const report = join(path, reportFile);
  if (!existsSync(report) || !isTrustedFile(path) || !isTrustedFile(report)) return null;
  const migrations = readReport(readFileSync(report, 'utf8'));
  if (!migrations) return null;
  const now = new Date();
  // Used now: the pruning keeps the folders used last.
  utimesSync(path, now, now);
  return { folder: path, migrations };
}

/** Copies a prepared database into an empty data folder (without the report). */
export function copyPrepared(prepared: PreparedDatabase, dataDir: string): void {
  cpSync(prepared.folder, dataDir, {
    recursive: true,
    filter: (source) => source !== join(prepared.folder, reportFile),
  });
}

/** A folder beside the kept ones to prepare a database in (a closed database is then kept by `keepPrepared`). */
export function preparingFolder(path: string): string {
  return mkdtempSync(`${path}.${process.pid}.`);
}

/**
 * Keeps the closed database in `folder` as the prepared one at `path` (a rename: a concurrent reader sees a
 * whole folder or none; of two made at once the first stays), then removes the ones used longest ago.
 */
export function keepPrepared(folder: string, path: string, migrations: MigrationReport): void {
  writeFileSync(join(folder, reportFile), JSON.stringify(migrations), { mode: 0o600 });
  try {
    renameSync(folder, path);
  } catch {
    rmSync(folder, { recursive: true, force: true });
    return;
  }
  const cache = dirname(path);
  // Another process may remove or rename an entry meanwhile: one not found is left out.
  const entries = readdirSync(cache)
    .filter((name) => name.startsWith(prefix))
    .flatMap((name) => {
      const used = statSync(join(cache, name), { throwIfNoEntry: false })?.mtimeMs;
      return used === undefined ? [] : [{ name, path: join(cache, name), used }];
    });
  const prepared = entries
    .filter((e) => !e.name.includes('.'))
    .sort((a, b) => b.used - a.used)
    .slice(kept)
    .filter((e) => Date.now() - e.used > inUseMs);
  const abandoned = entries.filter((e) => e.name.includes('.') && Date.now() - e.used > abandonedAfterMs);
  for (const old of [...prepared, ...abandoned]) rmSync(old.path, { recursive: true, force: true });
}
