// supabase/schema.sql must be what the generator prints from the migrations, on both engines: so a new
// migration without the regenerated file fails here, and PGlite (PostgreSQL 18) prints the same text as
// PostgreSQL 15. The generator must also see a change: a column added and a function altered in a rolled-back
// transaction make a text the check refuses, naming the command that fixes it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSchema, REGENERATE } from '../scripts/schema-core.js';
import { schemaFile, schemaOf, staleness } from '../scripts/schema.js';
import { engines, startDb } from './harness/db.js';
import type { TestDb } from './harness/db.js';

const committed = readFileSync(schemaFile, 'utf8');

/** Thrown to roll the probe's transaction back once its schema is read. */
class Probe {
  constructor(readonly schema: string) {}
}

describe('staleness', () => {
  it('is null for the same text and names the first differing line and the command otherwise', () => {
    expect(staleness('a\nb\n', 'a\nb\n')).toBeNull();
    const message = staleness('a\nb\nc\n', 'a\nB\nc\n');
    expect(message).toContain(REGENERATE);
    expect(message).toContain('line 2');
    expect(message).toContain('committed: b');
    expect(message).toContain('generated: B');
    expect(staleness('a', 'a\nb')).toContain('committed: (end of file)');
  });
});

describe.each(engines())('supabase/schema.sql on $kind', ({ kind, skip }) => {
  let db: TestDb;
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
  });
  afterAll(async () => {
    await db?.stop();
  });

  it.skipIf(skip)('is what the migrations make (the message names the command to run)', async () => {
    expect(staleness(committed, await schemaOf(db.backend.db))).toBeNull();
  });

  it.skipIf(skip)('is refused once the database has changed', async () => {
    const changed = await db
      .admin(async (tx) => {
        await tx.query('alter table public.campaigns add column schema_probe text');
        await tx.query(`alter function private.require_user() set statement_timeout = '1s'`);
        throw new Probe(
          await generateSchema(async (sql, params) => (await tx.query(sql, params)).rows as never),
        );
      })
      .catch((err: unknown) => {
        if (err instanceof Probe) return err.schema;
        throw err;
      });
    expect(changed).toContain('  schema_probe text\n');
    expect(changed).toMatch(/FUNCTION private\.require_user\(\)\n[^$]*SET statement_timeout TO '1s'/);
    expect(staleness(committed, changed)).toContain(REGENERATE);
    // Rolled back: the database is as the migrations left it again.
    expect(await schemaOf(db.backend.db)).toBe(committed);
  });
});
