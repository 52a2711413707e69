// PGlite's initdb costs seconds (5-7 s on a busy two-core machine); loading a saved pristine cluster costs
// under two. The first new database on a machine saves its freshly initialized (empty, pre-bootstrap) data
// folder as a template in the temp folder; later new databases start from it. DUALITY_PGLITE_TEMPLATE=0
// turns this off (DUALITY_PGLITE_TEMPLATE_DIR moves it). A template that fails to load is deleted and the database is initialized normally.
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the template for this PGlite version and extension set lives (DUALITY_PGLITE_TEMPLATE_DIR or tmp). */
export function templatePath(extensionNames: string[]): string {
  // The resolved path carries PGlite's version (pnpm store folder), so an upgrade gets a new template.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const key = createHash('sha256')
    .update(`${pglite}|${extensionNames.sort().join(',')}`)
    .digest('hex')
    .slice(0, 16);
  return join(process.env.DUALITY_PGLITE_TEMPLATE_DIR ?? tmpdir(), `duality-pglite-template-${key}.tar.gz`);
}

function isNew(dataDir: string | undefined): boolean {
  return !dataDir || !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

export async function createPglite(options: PGliteOptions & { dataDir?: string }): Promise<PGlite> {
  const enabled = process.env.DUALITY_PGLITE_TEMPLATE !== '0';
  if (!enabled || !isNew(options.dataDir)) return PGlite.create(options);
  const file = templatePath(Object.keys(options.extensions ?? {}));
  const template = existsSync(file) ? readFileSync(file) : null;
  // A gzip stream starts with 1f 8b; anything else is not worth handing to PGlite (a failed load costs seconds).
  if (template && (template.length < 1024 || template[0] !== 0x1f || template[1] !== 0x8b))
    rmSync(file, { force: true });
  else if (template) {
    try {
      return await PGlite.create({ ...options, loadDataDir: new Blob([template]) });
    } catch {
      rmSync(file, { force: true });
      if (options.dataDir) rmSync(options.dataDir, { recursive: true, force: true });
    }
  }
  const pg = await PGlite.create(options);
  try {
    const dump = await pg.dumpDataDir('gzip');
    // Written aside and renamed, so a concurrent reader never sees half a template.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // No template this time; the database itself is fine.
  }
  return pg;
}
