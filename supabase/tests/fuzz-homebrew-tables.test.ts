// Hostile input through PostgREST, proved with property-based fuzzing (fast-check, a recorded seed): a thousand
// (in CI) random, oversized, wrongly typed, deeply nested and unicode-heavy writes to each of the seven
// homebrew tables and the seven campaign link tables, as the owner and as anon, get no 5xx; afterwards every
// stored homebrew row parses as its kind's record (columns and document: the shape the database promises) and
// every link row with its row schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDb } from './harness/db.js';
import type { TestDb } from './harness/db.js';
import { homebrewTable, linkTable } from './harness/fuzz-tables.js';
import { FUZZ_RUNS, FUZZ_SEED, fuzzTable, summarize } from './harness/fuzz-writes.js';
import type { TableFuzz } from './harness/fuzz-writes.js';
import { rowSchema } from './harness/row-schemas.js';
import { checkStoredRows } from './harness/stored-rows.js';
import { buildWorld, KINDS } from './harness/world.js';
import type { Kind, World } from './harness/world.js';

describe(`fuzzing the homebrew and campaign link tables (seed ${FUZZ_SEED})`, () => {
  let db: TestDb;
  let w: World;
  beforeAll(async () => {
    db = await startDb('pglite');
    w = await buildWorld(db);
    // Caps have their own suite; here they would only turn most valid inserts into the same refusal.
    await db.admin((tx) => tx.query(`update private.settings set value = 100000 where key like '%cap'`));
  }, 120_000);
  afterAll(async () => {
    await db?.stop();
  });

  async function fuzzAndCheck(spec: TableFuzz): Promise<void> {
    const report = await fuzzTable(db, spec);
    const stored = await checkStoredRows(db, spec.table, spec.key, rowSchema(spec.table));
    console.log(summarize(report, stored.rows));
    expect(report.payloads).toBe(FUZZ_RUNS);
    expect(report.failures.slice(0, 5), `${report.failures.length} failures`).toEqual([]);
    expect(stored.invalid.slice(0, 5), `${stored.invalid.length} invalid rows`).toEqual([]);
    expect(stored.rows).toBeGreaterThan(0);
  }

  it.each(KINDS)(
    `homebrew_%s: ${FUZZ_RUNS} hostile writes get no 5xx, and every stored row is a valid record of its kind`,
    async (kind: Kind) => fuzzAndCheck(homebrewTable(w, kind)),
    120_000,
  );

  it.each(KINDS)(
    `campaign_homebrew_%s: ${FUZZ_RUNS} hostile writes get no 5xx, and every stored link parses`,
    async (kind: Kind) => fuzzAndCheck(linkTable(w, kind)),
    120_000,
  );
});
