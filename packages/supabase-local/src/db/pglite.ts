// The embedded database: PGlite (PostgreSQL 18 in WASM) with its data in a folder, so it survives restarts.
import type { Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { mkdirSync } from 'node:fs';
import type { Claims, QueryResult, Tx } from '../contract.js';
import { searchPath } from './bootstrap-sql.js';
import { createPglite } from './pglite-template.js';
import { claimsStatement, Queue } from './types.js';
import type { CoreDb } from './types.js';

function wrap(tx: Transaction): Tx {
  return {
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      const res = await tx.query<R>(sql, params);
      return {
        rows: res.rows,
        fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: res.affectedRows,
      };
    },
  };
}

/** Opens (or creates) the database in dataDir; undefined keeps it in memory (tests that need no restart). */
export async function openPglite(dataDir: string | undefined): Promise<CoreDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await createPglite({ dataDir, extensions: { pgcrypto, uuid_ossp } });
  await pg.exec(`set search_path to ${searchPath}`);
  // PGlite serializes its own transactions too; this queue also orders listen/unlisten and scripts with them.
  const queue = new Queue();
  let closed = false;

  const db: CoreDb = {
    kind: 'pglite',
    withClaims(claims: Claims, fn, options) {
      return queue.run(() =>
        pg.transaction(async (tx) => {
          // One round trip: read-only and the claims in the same statement (each PGlite call costs ~0.2 ms).
          const { sql, params } = claimsStatement(claims, options?.readOnly);
          await tx.query(sql, params);
          return fn(wrap(tx));
        }),
      );
    },
    admin(fn) {
      return queue.run(() => pg.transaction((tx) => fn(wrap(tx))));
    },
    script(sql, after) {
      return queue.run(async () => {
        try {
          await pg.transaction(async (tx) => {
            await tx.exec(sql);
            if (after) await after(wrap(tx));
          });
        } finally {
          // Dumped migrations often `set search_path = ''` for the session: on the one connection every later
          // request would inherit it, so the session settings go back to the backend's own.
          await pg.exec(`reset all; set search_path to ${searchPath}`);
        }
      });
    },
    async listen(channel, onPayload) {
      const unlisten = await queue.run(() => pg.listen(channel, onPayload));
      return async () => {
        if (!closed) await queue.run(() => unlisten());
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await queue.run(() => pg.close());
    },
  };
  return db;
}
