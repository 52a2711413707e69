// The PGlite worker thread: owns the WebAssembly PostgreSQL and runs what the backend sends, one request at a
// time. A statement that runs too long holds this thread, so the backend enforces statement_timeout by
// terminating the worker and opening the data folder again (see pglite.ts).
import type { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { parentPort, workerData } from 'node:worker_threads';
import { searchPath } from './bootstrap-sql.js';
import { createPglite } from './pglite-template.js';
import type {
  PgErrorFields,
  SqlResult,
  WorkerOptions,
  WorkerReply,
  WorkerRequest,
} from './pglite-protocol.js';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs only as a worker thread');
const options: WorkerOptions = workerData;

function send(reply: WorkerReply) {
  port?.postMessage(reply);
}

function errorFields(err: unknown): PgErrorFields {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: PgErrorFields = { message: err.message };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema'] as const) {
    const value: unknown = Reflect.get(err, key);
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

async function runSteps(pg: PGlite, request: Extract<WorkerRequest, { kind: 'sql' }>): Promise<SqlResult> {
  let last: SqlResult = { rows: [], fields: [] };
  for (const step of request.steps) {
    if (step.exec) {
      await pg.exec(step.sql);
      last = { rows: [], fields: [] };
      continue;
    }
    const res = await pg.query(step.sql, step.params);
    last = {
      rows: res.rows,
      fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      affectedRows: res.affectedRows,
    };
  }
  return last;
}

async function main() {
  let pg: PGlite;
  try {
    pg = await createPglite({ dataDir: options.dataDir, extensions: { pgcrypto, uuid_ossp } });
    await pg.exec(`set search_path to ${searchPath}`);
  } catch (err) {
    send({ kind: 'failed', error: errorFields(err) });
    return;
  }
  const unlisteners = new Map<string, () => Promise<void>>();

  async function handle(request: WorkerRequest): Promise<SqlResult | undefined> {
    switch (request.kind) {
      case 'sql':
        return runSteps(pg, request);
      case 'listen':
        if (!unlisteners.has(request.channel)) {
          const channel = request.channel;
          unlisteners.set(
            channel,
            await pg.listen(channel, (payload) => send({ kind: 'notify', channel, payload })),
          );
        }
        return undefined;
      case 'unlisten':
        await unlisteners.get(request.channel)?.();
        unlisteners.delete(request.channel);
        return undefined;
      case 'close':
        // The backend terminates the thread once this is answered.
        await pg.close();
        return undefined;
    }
  }

  // The backend sends one request at a time, but a chain keeps the order even if it did not.
  let chain: Promise<void> = Promise.resolve();
  port?.on('message', (request: WorkerRequest) => {
    chain = chain.then(async () => {
      try {
        send({ kind: 'done', id: request.id, result: await handle(request) });
      } catch (err) {
        send({ kind: 'error', id: request.id, error: errorFields(err) });
      }
    });
  });
  send({ kind: 'ready' });
}

void main();
