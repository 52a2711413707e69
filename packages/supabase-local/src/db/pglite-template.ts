// PGlite's initdb costs seconds (5-7 s on a busy two-core machine); loading a saved pristine cluster costs
// under two. The first new database on a machine saves its freshly initialized (empty, pre-bootstrap) data
// folder as a template in the user's own cache folder (0700; never a shared temp path, where another user
// could plant one); later new databases start from it. DUALITY_PGLITE_TEMPLATE=0 turns this off
// (DUALITY_PGLITE_TEMPLATE_DIR moves it). A template that fails to load, or that is not this user's own file
// (writable by others), is deleted and the database is initialized normally.
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isTrustedFile, privateCacheDir } from '../private-files.js';

/**
 * How a new database's cluster is initialized, beyond PGlite's own initdb options: write-ahead log segments of
 * 1 MB instead of PostgreSQL's 16. A single-connection embedded database never needs the larger ones, and a
 * new data folder, like every copy of a prepared one (pglite-prepared.ts), is 11 MB smaller (29 MB against
 * 40). A cluster keeps the size it was made with: data folders made before open as they are.
 */
export const initdbParams: readonly string[] = ['--wal-segsize=1'];

/** Where the template for this PGlite version and extension set lives (DUALITY_PGLITE_TEMPLATE_DIR or the cache). */
export function templatePath(extensionNames: string[]): string {
  // The resolved path carries PGlite's version (pnpm store folder), so an upgrade gets a new template.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const key = createHash('sha256')
    .update(`${pglite}|${extensionNames.sort().join(',')}|${initdbParams.join(' ')}`)
    .digest('hex')
    .slice(0, 16);
  return join(templateDir(), `duality-pglite-template-${key}.tar.gz`);
}

/** The folder of the templates (DUALITY_PGLITE_TEMPLATE_DIR or the user's cache). */
export function templateDir(): string {
  return process.env.DUALITY_PGLITE_TEMPLATE_DIR ?? privateCacheDir('pglite-template');
}

/** No data folder (in memory), or one that is missing or empty: a database that has never been created. */
export function isNewDataDir(dataDir: string | undefined): boolean {
  return !dataDir || !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

export async function createPglite(given: PGliteOptions & { dataDir?: string }): Promise<PGlite> {
  const options = { ...given, initDbStartParams: [...initdbParams, ...(given.initDbStartParams ?? [])] };
  const enabled = process.env.DUALITY_PGLITE_TEMPLATE !== '0';
  if (!enabled || !isNewDataDir(options.dataDir)) return PGlite.create(options);
  const file = templatePath(Object.keys(options.extensions ?? {}));
  // Loading a template runs whatever database it holds as superuser: only a file of this user's own.
  const template = existsSync(file) && isTrustedFile(file) ? readFileSync(file) : null;
  if (!template) rmSync(file, { force: true });
  // A gzip stream starts with 1f 8b; anything else is not worth handing to PGlite (a failed load costs seconds).
  else if (template.length < 1024 || template[0] !== 0x1f || template[1] !== 0x8b)
    rmSync(file, { force: true });
  else {
    try {
      return await PGlite.create({ ...options, loadDataDir: new Blob([template]) });
    } catch {
      rmSync(file, { force: true });
      // Emptied, not removed: the folder itself keeps its owner-only mode (private-files.ts).
      const dir = options.dataDir;
      if (dir) for (const f of readdirSync(dir)) rmSync(join(dir, f), { recursive: true, force: true });
    }
  }
  const pg = await PGlite.create(options);
  try {
    const dump = await pg.dumpDataDir('gzip');
    // Written aside and renamed, so a concurrent reader never sees half a template.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    renameSync(partial, file);
  } catch {
    // No template this time; the database itself is fine.
  }
  return pg;
}
