// Any PostgreSQL through a URL: a connection pool, one client per request transaction, one for LISTEN.
import pg from 'pg';
import type { Claims, QueryResult, Tx } from '../contract.js';
import { searchPath } from './bootstrap-sql.js';
import { claimsStatement } from './types.js';
import type { CoreDb } from './types.js';

function wrap(client: pg.PoolClient | pg.Client): Tx {
  return {
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      const res = await client.query(sql, params);
      return {
        rows: res.rows as R[],
        fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: res.rowCount ?? undefined,
      };
    },
  };
}

export async function openPostgres(url: string, maxConnections = 10): Promise<CoreDb> {
  // Every connection gets the search path hosted Supabase gives its roles (a startup option: no extra query).
  const options = `-c search_path=${searchPath.replace(/ /g, '')}`;
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, options });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const listeners = new Set<pg.Client>();

  async function inTransaction<T>(
    begin: string,
    setup: (tx: Tx) => Promise<void>,
    fn: (tx: Tx, client: pg.PoolClient) => Promise<T>,
  ) {
    const client = await pool.connect();
    try {
      await client.query(begin);
      const tx = wrap(client);
      await setup(tx);
      const result = await fn(tx, client);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  const db: CoreDb = {
    kind: 'postgres',
    withClaims(claims: Claims, fn, options) {
      return inTransaction(
        options?.readOnly ? 'begin read only' : 'begin',
        async (tx) => {
          const { sql, params } = claimsStatement(claims, false, options?.headers);
          await tx.query(sql, params);
        },
        fn,
      );
    },
    admin(fn) {
      return inTransaction('begin', async () => undefined, fn);
    },
    async script(sql, after) {
      // A parameterless query uses the simple protocol, which runs several statements.
      await inTransaction(
        'begin',
        async () => undefined,
        async (tx, client) => {
          await client.query(sql);
          if (after) await after(tx);
        },
      );
    },
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel) onPayload(msg.payload ?? '');
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        if (!listeners.delete(client)) return;
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      listeners.clear();
      await pool.end();
    },
  };
  return db;
}
