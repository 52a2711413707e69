// The schema cache reloads when a name is not found (a table a migration or a test just made), but a name
// anyone can ask for must not make every request scan the catalog (security review N13, F8): reloads asked
// for by unknown names are shared and spaced, and a name made meanwhile is still found. With the schema
// generation the bootstrap's event trigger keeps, an unknown name costs one small read and no reload or wait
// when the schema has not changed.
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/contract.js';
import { SchemaCache, tableKey } from '../src/rest/schema-cache.js';

/**
 * A database whose catalog is the given table names, keeping a schema generation (moved by `ddl`) when given
 * one, and none (as without event triggers) when not; it counts the catalog loads and the generation reads.
 */
function catalogDb(tables: string[], options: { generation?: number } = {}) {
  let generation = options.generation;
  let loads = 0;
  let reads = 0;
  const db = {
    admin: async <T>(fn: (tx: { query: (sql: string) => Promise<unknown> }) => Promise<T>) =>
      fn({
        query: async (sql: string) => {
          if (sql.includes('json_build_object')) {
            loads++;
            const catalog = {
              tables: tables.map((name) => ({ schema: 'public', name, columns: ['id'], keys: [] })),
              fks: [],
              functions: [],
              ...(generation === undefined ? {} : { generation }),
            };
            return { rows: [{ catalog: JSON.stringify(catalog) }] };
          }
          reads++;
          // node-postgres returns a bigint as text.
          return { rows: [{ generation: String(generation) }] };
        },
      }),
  };
  return {
    db: db as unknown as Db,
    ddl: (table: string) => {
      tables.push(table);
      if (generation !== undefined) generation++;
    },
    loads: () => loads,
    reads: () => reads,
  };
}

/** A clock the test moves; sleeping moves it. */
function clock() {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => void (now += ms),
    advance: (ms: number) => (now += ms),
  };
}

/** A cache over `db` with reloads spaced a second apart, on a clock the test moves. */
function cacheOn(db: Db) {
  const time = clock();
  const cache = new SchemaCache(db, ['public'], { minReloadMs: 1000, now: time.now, sleep: time.sleep });
  return { cache, time };
}

describe('SchemaCache', () => {
  it('spaces the reloads unknown names ask for: 200 misses cost one reload a second, not 200', async () => {
    const { db, loads, reads } = catalogDb(['characters']);
    const { cache, time } = cacheOn(db);
    await cache.get();
    expect(loads()).toBe(1);
    await Promise.all(Array.from({ length: 200 }, () => cache.refreshed()));
    expect(loads()).toBe(2);
    // Ten loops, as the review ran them: 200 requests share one reload per second of the run.
    const started = time.now();
    const before = loads();
    const loop = async () => {
      for (let i = 0; i < 20; i++) await cache.refreshed();
    };
    await Promise.all(Array.from({ length: 10 }, loop));
    const seconds = (time.now() - started) / 1000;
    expect(loads() - before).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(loads() - before).toBeLessThanOrEqual(21);
    // A database without a generation is never asked for one.
    expect(reads()).toBe(0);
  });

  it('still finds a table made after the last load, after at most the spacing', async () => {
    const { db, ddl } = catalogDb(['characters']);
    const { cache, time } = cacheOn(db);
    expect((await cache.get()).tables.has(tableKey('public', 'notes'))).toBe(false);
    ddl('notes');
    const before = time.now();
    expect((await cache.refreshed()).tables.has(tableKey('public', 'notes'))).toBe(true);
    expect(time.now() - before).toBeLessThanOrEqual(1000);
    time.advance(5000);
    ddl('later');
    const at = time.now();
    expect((await cache.refreshed()).tables.has(tableKey('public', 'later'))).toBe(true);
    expect(time.now()).toBe(at); // a second after the last load: no wait at all
  });

  it('reloads at once on the database notice (invalidate)', async () => {
    const { db, loads } = catalogDb(['characters']);
    const { cache, time } = cacheOn(db);
    await cache.get();
    cache.invalidate();
    await cache.get();
    expect(loads()).toBe(2);
    expect(time.now()).toBe(0);
  });

  it('answers an unknown name from the same snapshot, without a reload or a wait, when the schema has not changed', async () => {
    const { db, loads, reads } = catalogDb(['characters'], { generation: 7 });
    const { cache, time } = cacheOn(db);
    const first = await cache.get();
    expect(first.generation).toBe(7);
    const again = await Promise.all(Array.from({ length: 50 }, () => cache.refreshed()));
    expect(again.every((snapshot) => snapshot === first)).toBe(true);
    expect(loads()).toBe(1);
    expect(reads()).toBe(50);
    expect(time.now()).toBe(0);
  });

  it('reloads, spaced as before, once the schema has changed, and then finds the new table', async () => {
    const { db, ddl, loads } = catalogDb(['characters'], { generation: 7 });
    const { cache, time } = cacheOn(db);
    await cache.get();
    ddl('notes');
    const found = await Promise.all(Array.from({ length: 20 }, () => cache.refreshed()));
    expect(found.every((snapshot) => snapshot.tables.has(tableKey('public', 'notes')))).toBe(true);
    expect(found.every((snapshot) => snapshot.generation === 8)).toBe(true);
    expect(loads()).toBe(2);
    expect(time.now()).toBeLessThanOrEqual(1000);
    // Unchanged again: the next unknown name needs no reload.
    const at = time.now();
    await cache.refreshed();
    expect(loads()).toBe(2);
    expect(time.now()).toBe(at);
  });
});
