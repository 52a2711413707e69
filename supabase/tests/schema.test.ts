// supabase/schema.sql must be what the generator prints from the migrations, on both engines: so a new
// migration without the regenerated file fails here, and PGlite (PostgreSQL 18) prints the same text as
// PostgreSQL 15. The generator must also see a change: a column added, a function altered and objects of the
// kinds no migration makes yet, in a rolled-back transaction, make a text the check refuses, naming the
// command that fixes it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSchema, REGENERATE } from '../scripts/schema-core.js';
import { unqualifiedViewDef } from '../scripts/schema-views.js';
import { schemaFile, schemaOf, staleness } from '../scripts/schema.js';
import { engines, startDb } from './harness/db.js';
import type { TestDb } from './harness/db.js';

const committed = readFileSync(schemaFile, 'utf8');
/** Each engine's text of the changed database, to compare the kinds no migration makes yet. */
const probes = new Map<string, string>();

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

describe('unqualifiedViewDef', () => {
  it("drops the only relation's qualifier outside string literals, and leaves joins and subqueries alone", () => {
    expect(
      unqualifiedViewDef(
        " SELECT c.id,\n    c.name\n   FROM public.campaigns c\n  WHERE (c.name <> 'c.x'::text);",
      ),
    ).toBe(" SELECT id,\n    name\n   FROM public.campaigns c\n  WHERE (name <> 'c.x'::text);");
    const join =
      ' SELECT c.id\n   FROM (public.campaigns c\n     JOIN public.characters h ON ((h.campaign = c.id)));';
    expect(unqualifiedViewDef(join)).toBe(join);
    const sub =
      ' SELECT c.id\n   FROM public.campaigns c\n  WHERE (EXISTS ( SELECT 1\n           FROM public.characters));';
    expect(unqualifiedViewDef(sub)).toBe(sub);
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
    const before = await schemaOf(db.backend.db);
    const changed = await db
      .admin(async (tx) => {
        await tx.query('alter table public.campaigns add column schema_probe text');
        await tx.query(`alter function private.require_user() set statement_timeout = '1s'`);
        // Kinds of object the migrations have none of yet, so their printing is exercised too.
        await tx.query(`create type private.schema_probe_mood as enum ('calm', 'wary')`);
        await tx.query(
          'create domain private.schema_probe_die as integer constraint die check (value between 1 and 12)',
        );
        await tx.query('create sequence private.schema_probe_seq');
        await tx.query('create view public.schema_probe_names as select id, name from public.campaigns');
        await tx.query(`create view public.schema_probe_members with (security_invoker = true) as
          select c.name, d.character_name from public.campaigns c join public.campaign_dashboard d
            on d.campaign_id = c.id where c.name <> 'campaigns.id'`);
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
    expect(changed).toContain(`create type private.schema_probe_mood as enum ('calm', 'wary');`);
    expect(changed).toContain(
      'create domain private.schema_probe_die as integer constraint die CHECK (((VALUE >= 1) AND (VALUE <= 12)));',
    );
    expect(changed).toContain('create sequence private.schema_probe_seq;');
    // PostgreSQL 15 qualifies the columns of a one-table view, 16 and later do not: printed unqualified.
    expect(changed).toMatch(
      /create view public\.schema_probe_names as\n SELECT id,\n    name\n   FROM public\.campaigns;/,
    );
    expect(changed).toMatch(
      /create view public\.schema_probe_members with \(security_invoker=true\) as\n SELECT c\.name,/,
    );
    // The bootstrap's default privileges grant every new table or view in public to the API roles.
    expect(changed).toContain('on table public.schema_probe_names to anon;');
    expect(staleness(before, changed)).toContain(REGENERATE);
    probes.set(kind, changed);
    // Rolled back: the database is as the migrations left it again.
    expect(await schemaOf(db.backend.db)).toBe(before);
  });
});

describe('the changed database on both engines', () => {
  const postgres = engines().find((e) => e.kind === 'postgres');
  it.skipIf(postgres?.skip ?? true)('prints the same text (views, types and sequences included)', () => {
    expect([...probes.keys()].sort()).toEqual(['pglite', 'postgres']);
    expect(staleness(probes.get('pglite') ?? '', probes.get('postgres') ?? '')).toBeNull();
  });
});
