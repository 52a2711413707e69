import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './index.js';
import { preparedPath } from './pglite-prepared.js';
import { templatePath } from './pglite-template.js';
import { memoryTmpdir } from './memory-folder.js';

/** The extensions the PGlite worker loads (pglite-worker.ts), which name its initdb template. */
const workerExtensions = ['pgcrypto', 'uuid_ossp'] as const;

describe('prepared databases (a new database as a copy of one migrated with the same files)', () => {
  const dir = mkdtempSync(join(memoryTmpdir(), 'duality-prepared-'));
  const saved = process.env.DUALITY_PGLITE_TEMPLATE_DIR;
  // The initdb template (pglite-template.test.ts's subject) is borrowed from the user's cache when there is one.
  const initdb = templatePath([...workerExtensions]);
  process.env.DUALITY_PGLITE_TEMPLATE_DIR = join(dir, 'cache');
  mkdirSync(join(dir, 'cache'), { mode: 0o700 });
  if (existsSync(initdb)) copyFileSync(initdb, templatePath([...workerExtensions]));
  afterAll(() => {
    if (saved === undefined) delete process.env.DUALITY_PGLITE_TEMPLATE_DIR;
    else process.env.DUALITY_PGLITE_TEMPLATE_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  });
  const migrationsDir = join(dir, 'migrations');
  mkdirSync(migrationsDir);
  const seedFile = join(dir, 'seed.sql');
  writeFileSync(seedFile, 'insert into public.stamp (note) values ($$seeded$$);');
  // A value no two runs of the migration share: a database that has it was copied, not migrated again.
  const migration = (note: string) =>
    writeFileSync(
      join(migrationsDir, '20260101000000_stamp.sql'),
      `create table public.stamp (id uuid not null default gen_random_uuid(), note text);
       insert into public.stamp (note) values ('${note}');`,
    );
  const stamps = async (options: { dataDir?: string } = {}) => {
    const { db, migrations } = await openDatabase({ migrationsDir, seedFile, ...options });
    const rows = await db.admin((tx) =>
      tx.query<{ id: string; note: string }>('select id, note from public.stamp order by note'),
    );
    await db.close();
    return { rows: rows.rows, migrations };
  };
  const report = { applied: ['20260101000000_stamp.sql'], seeded: true };

  it('prepares the first new database and copies it for the next', { timeout: 90_000 }, async () => {
    migration('first');
    const first = await stamps();
    expect(first.rows.map((r) => r.note)).toEqual(['first', 'seeded']);
    expect(first.migrations).toEqual(report);
    expect(existsSync(preparedPath(migrationsDir, seedFile))).toBe(true);

    // In memory or in a new folder: the same rows, ids included, and the same report.
    const copied = await stamps({ dataDir: join(dir, 'data') });
    expect(copied).toEqual(first);
    expect(readdirSync(join(dir, 'data'))).not.toContain('duality-migrations.json');
  });

  it('names a prepared database by every byte of its migrations and seed', () => {
    migration('first');
    const named = preparedPath(migrationsDir, seedFile);
    expect(preparedPath(migrationsDir, seedFile)).toBe(named);
    migration('second');
    expect(preparedPath(migrationsDir, seedFile)).not.toBe(named);
    migration('first');
    expect(preparedPath(migrationsDir, undefined)).not.toBe(named);
    writeFileSync(join(migrationsDir, '20260102000000_more.sql'), 'select 1;');
    expect(preparedPath(migrationsDir, seedFile)).not.toBe(named);
    rmSync(join(migrationsDir, '20260102000000_more.sql'));
    expect(preparedPath(migrationsDir, seedFile)).toBe(named);
  });

  it('keeps nothing of a migration that fails, and says which', { timeout: 60_000 }, async () => {
    const broken = join(dir, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, '20260101000000_broken.sql'), 'create table oops (;');
    await expect(openDatabase({ migrationsDir: broken })).rejects.toThrow(
      /^migration 20260101000000_broken\.sql failed: /,
    );
    expect(existsSync(preparedPath(broken, undefined))).toBe(false);
    const left = readdirSync(join(dir, 'cache')).filter((n) => n.includes('.'));
    expect(left.filter((n) => n.startsWith('duality-pglite-prepared-'))).toEqual([]);
  });
});
