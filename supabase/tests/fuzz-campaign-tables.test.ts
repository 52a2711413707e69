// Hostile input through PostgREST, proved with property-based fuzzing (fast-check, a recorded seed): a thousand (in CI)
// random, oversized, wrongly typed, deeply nested and unicode-heavy writes to each of campaigns,
// campaign_invites, characters, campaign_dashboard, user_profiles and area_loads, as the owner and as anon,
// get no 5xx, and afterwards every stored row still parses with the schema the app reads it with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDb } from './harness/db.js';
import type { TestDb } from './harness/db.js';
import { campaignTables } from './harness/fuzz-tables.js';
import { FUZZ_RUNS, FUZZ_SEED, fuzzTable, summarize } from './harness/fuzz-writes.js';
import { rowSchema } from './harness/row-schemas.js';
import { checkStoredRows } from './harness/stored-rows.js';
import { buildWorld } from './harness/world.js';
import type { World } from './harness/world.js';

describe(`fuzzing the campaign, character, profile and analytics tables (seed ${FUZZ_SEED})`, () => {
  let db: TestDb;
  let w: World;
  beforeAll(async () => {
    db = await startDb((process.env.FUZZ_ENGINE as 'pglite') ?? 'pglite');
    w = await buildWorld(db);
    // Caps have their own suite; here they would only turn most valid inserts into the same refusal.
    await db.admin((tx) => tx.query(`update private.settings set value = 100000 where key like '%cap'`));
  }, 120_000);
  afterAll(async () => {
    await db?.stop();
  });

  it.each([
    'campaigns',
    'campaign_invites',
    'characters',
    'campaign_dashboard',
    'user_profiles',
    'area_loads',
  ])(
    `%s: ${FUZZ_RUNS} hostile writes as owner and anon get no 5xx, and every stored row parses`,
    async (name) => {
      const spec = campaignTables(w).find((t) => t.table === name);
      if (!spec) throw new Error(`no fuzz spec for ${name}`);
      const report = await fuzzTable(db, spec);
      const stored = await checkStoredRows(db, name, spec.key, rowSchema(name));
      console.log(summarize(report, stored.rows));
      expect(report.payloads).toBe(FUZZ_RUNS);
      expect(report.failures.slice(0, 5), `${report.failures.length} failures`).toEqual([]);
      expect(stored.invalid.slice(0, 5), `${stored.invalid.length} invalid rows`).toEqual([]);
      expect(stored.rows).toBeGreaterThan(0);
    },
    120_000,
  );
});
