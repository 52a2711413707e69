// The database checks every homebrew document against the rules' own schemas (as JSON Schema, made by
// supabase/scripts/homebrew-document-schema.ts), so what it stores the app can read, and no key the app does not
// know: the schema in the database is the current one, uses only keywords the SQL validator knows, and the
// database's verdict equals zod's (it parses the document without dropping a key) on thousands of documents
// one mutation away from valid (property-based, a recorded seed).
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOMEBREW_DOCUMENT_SCHEMAS,
  homebrewDocumentSchema,
  keywordsOf,
  SUPPORTED_KEYWORDS,
} from '../scripts/homebrew-document-schema.js';
import { sqlState, startDb } from './harness/db.js';
import type { TestDb } from './harness/db.js';
import { FUZZ_SEED } from './harness/fuzz-writes.js';
import { homebrewDocument } from './harness/homebrew-documents.js';
import { mutatedDocument } from './harness/hostile-values.js';
import { KINDS } from './harness/world.js';
import type { Kind } from './harness/world.js';

/** The paths of the keys zod's parse dropped from `input` (keys it does not know): none for a kept document. */
function droppedKeys(input: unknown, output: unknown, path = ''): string[] {
  if (Array.isArray(input)) {
    return input.flatMap((v, i) =>
      droppedKeys(v, Array.isArray(output) ? output[i] : undefined, `${path}[${i}]`),
    );
  }
  if (input === null || typeof input !== 'object') return [];
  const kept = (output !== null && typeof output === 'object' ? output : {}) as Record<string, unknown>;
  return Object.entries(input).flatMap(([k, v]) =>
    k in kept ? droppedKeys(v, kept[k], `${path}.${k}`) : [`${path}.${k}`],
  );
}

/** What jsonb can hold: JSON text without NUL or lone surrogates (PostgreSQL refuses those with a 400). */
function asStored(doc: unknown): unknown {
  const json = JSON.stringify(doc) ?? 'null';
  if (json.includes('\\u0000') || /\\ud[89a-f]/i.test(json)) {
    return undefined;
  }
  return JSON.parse(json) as unknown;
}

describe('the homebrew document shape in the database', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await startDb('pglite');
  }, 120_000);
  afterAll(async () => {
    await db?.stop();
  });

  const shapeOk = async (kind: string, docs: unknown[]): Promise<boolean[]> => {
    const res = await db.admin((tx) =>
      tx.query<{ ok: boolean }>(
        `select private.homebrew_shape_ok($1, d) as ok from jsonb_array_elements($2::jsonb) with ordinality t(d, i) order by i`,
        [kind, JSON.stringify(docs)],
      ),
    );
    return res.rows.map((r) => r.ok);
  };

  it('is the current JSON Schema of the rules, in keywords the SQL validator understands', async () => {
    const current = homebrewDocumentSchema();
    expect([...keywordsOf(current)].filter((k) => !SUPPORTED_KEYWORDS.has(k))).toEqual([]);
    const stored = await db.admin((tx) =>
      tx.query<{ schema: unknown }>(`select private.homebrew_document_schema() as schema`),
    );
    // When this fails, the rules' schemas changed: add a migration with the SQL the script prints.
    expect(stored.rows[0]?.schema).toEqual(current);
  });

  it('counts lengths as the app does (UTF-16), matches dice in any case, and refuses unknown kinds', async () => {
    const item = (description: string) => ({ description });
    expect(
      await shapeOk('items', [
        item(`${'x'.repeat(4998)}😀`),
        item(`${'x'.repeat(4999)}😀`),
        { ...item(''), restore: { health: '1D6+1' } },
        { ...item(''), effects: [{ kind: 'teleportEverything' }] },
      ]),
    ).toEqual([true, false, true, false]);
    expect(await shapeOk('spells', [item('')])).toEqual([false]);
  });

  it('counts a name as the app does (UTF-16, spaces included): 100 units are stored, 101 are refused', async () => {
    const user = await db.createUser('Namer');
    const insert = (name: string) =>
      db.as(user, (tx) =>
        tx.query(`insert into public.homebrew_items (name, data) values ($1, '{"description": ""}')`, [name]),
      );
    expect(await sqlState(() => insert('😀'.repeat(50)))).toBeUndefined();
    expect(await sqlState(() => insert(`${'😀'.repeat(50)}x`))).toBe('23514');
    expect(await sqlState(() => insert(` ${'y'.repeat(100)}`))).toBe('23514');
    expect(await sqlState(() => insert('y'.repeat(100)))).toBeUndefined();
  });

  it('refuses a document nested past 32 levels with a 400-class error before masking walks it', async () => {
    const user = await db.createUser('Deep');
    const nested = (depth: number) => {
      let v: unknown = 'x';
      for (let i = 0; i < depth; i += 1) v = i % 2 ? { a: v } : [v];
      return v;
    };
    const insert = (deep: unknown) =>
      db.as(user, (tx) =>
        tx.query(`insert into public.homebrew_items (name, data) values ('Deep', $1)`, [
          JSON.stringify({ description: '', notes: deep }),
        ]),
      );
    // `notes` is no key of an item, so the shape check refuses it too; the depth is refused first, by its own
    // message, before masking or the shape check walk it.
    const refusal = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
        return 'stored';
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(await refusal(() => insert(nested(30)))).toMatch(
      /violates check constraint "homebrew_items_data_shape"/,
    );
    expect(await sqlState(() => insert(nested(32)))).toBe('23514');
    expect(await refusal(() => insert(nested(32)))).toBe(
      "A homebrew record's data may nest at most 32 levels deep.",
    );
    // A thousand levels once overflowed the stack (a 500, and a broken PGlite): now the same refusal.
    expect(await refusal(() => insert(nested(1000)))).toBe(
      "A homebrew record's data may nest at most 32 levels deep.",
    );
  });

  it('refuses a key the kind does not know, at the top and deep inside, however small or large', async () => {
    const user = await db.createUser('Extra');
    const insert = (kind: Kind, data: unknown) =>
      db.as(user, (tx) =>
        tx.query(`insert into public.homebrew_${kind} (name, data) values ('Extra', $1)`, [
          JSON.stringify(data),
        ]),
      );
    const weapon = homebrewDocument('weapons') as Record<string, unknown>;
    const feature = { name: 'Keen', description: 'Sharp.' };
    expect(await sqlState(() => insert('weapons', { ...weapon, feature }))).toBeUndefined();
    expect(await sqlState(() => insert('weapons', { ...weapon, feature, extra: 1 }))).toBe('23514');
    expect(await sqlState(() => insert('weapons', { ...weapon, feature: { ...feature, notes: 'x' } }))).toBe(
      '23514',
    );
    expect(await sqlState(() => insert('items', { description: '', extra: '' }))).toBe('23514');
    // A costly record: under 32 KB, arrays nested 21 deep of a blocked word under a made-up key.
    let junk: unknown = Array.from({ length: 40 }, () => 'damn');
    for (let i = 0; i < 20; i += 1) junk = [junk];
    const hostile = { description: '', extra: Array.from({ length: 60 }, () => junk) };
    expect(JSON.stringify(hostile).length).toBeLessThan(32_768);
    expect(await sqlState(() => insert('items', hostile))).toBe('23514');
    expect(await shapeOk('items', [{ description: '' }, hostile])).toEqual([true, false]);
  });

  it.each(KINDS)(
    '%s: the database accepts exactly the documents zod accepts without dropping a key, on mutations of a valid one',
    async (kind: Kind) => {
      const schema: z.ZodType = HOMEBREW_DOCUMENT_SCHEMAS[kind];
      const docs = fc
        .sample(mutatedDocument(homebrewDocument(kind)), { numRuns: 300, seed: FUZZ_SEED })
        .map(asStored)
        .filter((d) => d !== undefined);
      const verdicts = await shapeOk(kind, docs);
      const disagreements = docs.flatMap((doc, i) => {
        const parsed = schema.safeParse(doc);
        const app = parsed.success && droppedKeys(doc, parsed.data).length === 0;
        return app === verdicts[i]
          ? []
          : [`database ${verdicts[i]}, app ${app}: ${JSON.stringify(doc).slice(0, 300)}`];
      });
      expect(docs.length).toBeGreaterThan(200);
      expect(disagreements.slice(0, 5), `${disagreements.length} disagreements`).toEqual([]);
    },
    60_000,
  );
});
