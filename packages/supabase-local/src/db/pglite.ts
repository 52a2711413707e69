// The embedded database: PGlite (PostgreSQL 18 in WASM) in a worker thread, with its data in a folder so it
// survives restarts. PGlite cannot interrupt itself (no signals in WebAssembly, so statement_timeout never
// fires), so the per-role statement timeout is enforced here: a statement still running at the limit gets
// PostgreSQL's 57014 error and the worker is terminated and reopened on the same folder at its last commit.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Claims, QueryResult, Tx } from '../contract.js';
import { searchPath } from './bootstrap-sql.js';
import { memoryTmpdir } from './memory-folder.js';
import { statementTimeoutError } from './pglite-protocol.js';
import type { SqlStep } from './pglite-protocol.js';
import { PgliteThread } from './pglite-thread.js';
import { claimsStatement, Queue, statementTimeoutMs } from './types.js';
import type { CoreDb } from './types.js';

// An "in-memory" database lives in a temporary folder instead of the worker's memory: a reopen after a
// statement timeout must find every committed row again. The folder is on a RAM file system where there is one
// (memory-folder.ts) and goes when the database is closed, or at the latest when the process exits.
const temporaryDirs = new Set<string>();
process.once('exit', () => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

function temporaryDir(): string {
  const dir = mkdtempSync(join(memoryTmpdir(), 'duality-pglite-'));
  temporaryDirs.add(dir);
  return dir;
}

function removeTemporary(dir: string) {
  if (!temporaryDirs.delete(dir)) return;
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Opens (or creates) the database in dataDir; undefined keeps it in a temporary folder until close. `fill`
 * writes the folder's first contents (a prepared database) before the database opens it.
 */
export async function openPglite(dataDir: string | undefined, fill?: (dir: string) => void): Promise<CoreDb> {
  const dir = dataDir ?? temporaryDir();
  mkdirSync(dir, { recursive: true });
  let thread: PgliteThread;
  try {
    fill?.(dir);
    thread = await PgliteThread.open(dir);
  } catch (err) {
    removeTemporary(dir);
    throw err;
  }
  // One connection: transactions, listen/unlisten and scripts run one after another.
  const queue = new Queue();
  let closed = false;

  /**
   * One transaction: `begin` goes out with the first query (one round trip to the worker fewer per request),
   * then fn's queries, then commit (or rollback).
   */
  function transaction<T>(
    begin: SqlStep[],
    timeoutMs: number,
    fn: (tx: Tx) => Promise<T>,
    readOnly = false,
  ): Promise<T> {
    return queue.run(async () => {
      const generation = thread.generation;
      let opening: SqlStep[] | null = [{ sql: 'begin', exec: true }, ...begin];
      const run = async (steps: SqlStep[]) => {
        // A transaction whose worker was reopened is gone; PostgreSQL would have cancelled the statement.
        if (thread.generation !== generation) throw statementTimeoutError();
        const sent = opening ? [...opening, ...steps] : steps;
        opening = null;
        return thread.request({ kind: 'sql', steps: sent }, timeoutMs);
      };
      const tx: Tx = {
        async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
          const res = await run([{ sql, params }]);
          // The worker sends PGlite's rows as they are; R is the caller's reading of its own SQL, as with pg.
          const rows: R[] = (res?.rows ?? []).map((row) => row as R);
          return { rows, fields: res?.fields ?? [], affectedRows: res?.affectedRows };
        },
      };
      try {
        const result = await fn(tx);
        // A read-only transaction's commit cannot fail, so its answer is not awaited: the worker runs it before
        // anything sent later (one round trip fewer for every REST read).
        const committed = run([{ sql: 'commit', exec: true }]);
        if (readOnly) committed.catch(() => undefined);
        else await committed;
        return result;
      } catch (err) {
        if (!opening && thread.generation === generation)
          await thread
            .request({ kind: 'sql', steps: [{ sql: 'rollback', exec: true }] })
            .catch(() => undefined);
        throw err;
      }
    });
  }

  const db: CoreDb = {
    kind: 'pglite',
    withClaims(claims: Claims, fn, options) {
      // Read-only and the claims in one statement, sent with begin and the first query (one round trip).
      const { sql, params } = claimsStatement(claims, options?.readOnly, options?.headers);
      return transaction([{ sql, params }], statementTimeoutMs(claims), fn, options?.readOnly);
    },
    admin(fn) {
      return transaction([], 0, fn);
    },
    async script(sql, after) {
      try {
        await transaction([{ sql, exec: true }], 0, async (tx) => {
          if (after) await after(tx);
        });
      } finally {
        // Dumped migrations often `set search_path = ''` for the session: on the one connection every later
        // request would inherit it, so the session settings go back to the backend's own.
        await queue.run(() =>
          thread.request({
            kind: 'sql',
            steps: [{ sql: `reset all; set search_path to ${searchPath}`, exec: true }],
          }),
        );
      }
    },
    async listen(channel, onPayload) {
      const unlisten = await queue.run(() => thread.listen(channel, onPayload));
      return async () => {
        if (!closed) await queue.run(() => unlisten());
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await queue.run(() => thread.close());
      } finally {
        if (!dataDir) removeTemporary(dir);
      }
    },
  };
  return db;
}
