import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, templatePath } from './pglite-template.js';
import { memoryTmpdir } from './memory-folder.js';

describe('PGlite template (faster new databases)', () => {
  const dir = mkdtempSync(join(memoryTmpdir(), 'duality-tpl-'));
  const saved = process.env.DUALITY_PGLITE_TEMPLATE_DIR;
  process.env.DUALITY_PGLITE_TEMPLATE_DIR = dir;
  afterAll(() => {
    if (saved === undefined) delete process.env.DUALITY_PGLITE_TEMPLATE_DIR;
    else process.env.DUALITY_PGLITE_TEMPLATE_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'replaces a corrupt template with a good one, then starts new databases from it',
    { timeout: 90_000 },
    async () => {
      // One fresh initdb only (seconds on a busy machine): the corrupt template forces it and is replaced.
      const file = templatePath([]);
      writeFileSync(file, 'not a tarball');
      const first = await createPglite({});
      expect((await first.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await first.close();
      expect(statSync(file).size).toBeGreaterThan(100_000);

      const dataDir = join(dir, 'db');
      const second = await createPglite({ dataDir });
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      // Made with the template's small write-ahead log segments (initdbParams).
      expect((await second.query('show wal_segment_size')).rows).toEqual([{ wal_segment_size: '1MB' }]);
      await second.exec('create table kept (n int); insert into kept values (42);');
      await second.close();
      const reopened = await createPglite({ dataDir }); // not new: opened as is, not from the template
      expect((await reopened.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 42 }]);
      await reopened.close();
    },
  );
});
