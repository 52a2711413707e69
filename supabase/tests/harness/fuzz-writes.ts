// Sends fuzzed writes to one table through PostgREST with the unmodified supabase-js (insert one, insert many,
// upsert, update, delete; as the table's owner and as anon) and records every answer: a 5xx, or an error
// without a message, is a failure. The payloads come from a recorded seed and are sent a few at a time, so a
// thousand of them take seconds; a failure names the seed and the payload so it can be replayed.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import WebSocket from 'ws';
import type { TestDb, TestUser } from './db.js';
import { hostileValue } from './hostile-values.js';

/** The seed of the recorded run; FUZZ_SEED replays another one (the suites print the seed they used). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/**
 * Payloads per table and per function: 1000 in CI; 250 on a developer's machine, where the whole suite must
 * stay quick; FUZZ_RUNS sets any other number (a longer hunt, or CI's count locally).
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 1000 : 250));
/** Requests in flight at once. */
const CONCURRENCY = 16;

export type Role = 'owner' | 'anon';
export type Operation = 'insert' | 'insertMany' | 'upsert' | 'update' | 'delete';

export interface TableFuzz {
  table: string;
  /** The user who owns the table's fixture rows and sends the signed-in writes. */
  owner: TestUser;
  /** One row body: real columns and stray keys with hostile and near-valid values. */
  row: fc.Arbitrary<Record<string, unknown>>;
  /** The column updates and deletes filter on (the primary key). */
  key: string;
  /** Key values an update may target: the owner's rows, other users' rows, none at all. */
  updateTargets: readonly unknown[];
  /** Key values a delete may target (never the fixtures the run needs); rows the run inserts are added. */
  deleteTargets: readonly unknown[];
  /** The conflict target an upsert names. */
  onConflict: string;
}

interface WriteCase {
  op: Operation;
  as: Role;
  body: Record<string, unknown>;
  many: Record<string, unknown>[];
  /** Index into the targets, or a hostile filter value. */
  target: number | { hostile: unknown };
  returnRows: boolean;
}

export interface FuzzFailure {
  status: number;
  code?: string | undefined;
  message: string;
  request: string;
}

export interface FuzzReport {
  table: string;
  payloads: number;
  seconds: number;
  statuses: Record<number, number>;
  failures: FuzzFailure[];
}

/**
 * supabase-js as a signed-in user or as anon (the anon key alone). A signed-in client sends one access token
 * until it is refreshed, as the app's does: a new token for every request would make the backend verify each
 * one anew, which no real client asks of it.
 */
export function clientFor(db: TestDb, user: TestUser | null, key = db.backend.anonKey): SupabaseClient {
  const token = user ? db.token(user) : null;
  return createClient(db.backend.url, key, {
    ...(token ? { accessToken: async () => token } : {}),
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A short description of a request for a failure report (huge bodies are cut). */
export function describeRequest(what: string, payload?: unknown): string {
  let json: string;
  try {
    json = JSON.stringify(payload) ?? 'undefined';
  } catch (err) {
    json = `(unprintable: ${(err as Error).message})`;
  }
  return `${what} ${json.length > 300 ? `${json.slice(0, 300)}… (${json.length} chars)` : json}`;
}

/** Runs the jobs `CONCURRENCY` at a time, in order of start. */
export async function inBatches<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < jobs.length; i += CONCURRENCY) {
    results.push(...(await Promise.all(jobs.slice(i, i + CONCURRENCY).map((job) => job()))));
  }
  return results;
}

function cases(spec: TableFuzz, runs: number, seed: number): WriteCase[] {
  const arb: fc.Arbitrary<WriteCase> = fc.record({
    op: fc.constantFrom<Operation>('insert', 'insert', 'insertMany', 'upsert', 'update', 'update', 'delete'),
    as: fc.constantFrom<Role>('owner', 'owner', 'anon'),
    body: spec.row,
    many: fc.array(spec.row, { minLength: 2, maxLength: 4 }),
    target: fc.oneof(
      { arbitrary: fc.nat(), weight: 4 },
      { arbitrary: hostileValue.map((hostile) => ({ hostile })), weight: 1 },
    ),
    returnRows: fc.boolean(),
  });
  return fc.sample(arb, { numRuns: runs, seed });
}

/** Fuzzes one table's writes; the caller asserts that `failures` is empty and checks the stored rows. */
export async function fuzzTable(
  db: TestDb,
  spec: TableFuzz,
  runs = FUZZ_RUNS,
  seed = FUZZ_SEED,
): Promise<FuzzReport> {
  const clients: Record<Role, SupabaseClient> = {
    owner: clientFor(db, spec.owner),
    anon: clientFor(db, null),
  };
  const inserted: unknown[] = [];
  const statuses: Record<number, number> = {};
  const failures: FuzzFailure[] = [];
  // A filter value travels as text in the URL: objects as their JSON.
  const pick = (list: readonly unknown[], target: WriteCase['target']): string => {
    const value = typeof target === 'number' ? list[target % Math.max(list.length, 1)] : target.hostile;
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  };

  const send = async (c: WriteCase): Promise<void> => {
    const from = clients[c.as].from(spec.table);
    // Described only for a failure report: printing every payload costs more than checking its answer.
    let request: () => string;
    let answer: PromiseLike<{
      status: number;
      error: { code?: string; message: string } | null;
      data: unknown;
    }>;
    switch (c.op) {
      case 'insert':
        request = () => describeRequest(`${c.as} insert`, c.body);
        answer = c.returnRows ? from.insert(c.body).select(spec.key) : from.insert(c.body);
        break;
      case 'insertMany':
        request = () => describeRequest(`${c.as} insert many`, c.many);
        answer = from.insert(c.many).select(spec.key);
        break;
      case 'upsert':
        request = () => describeRequest(`${c.as} upsert on ${spec.onConflict}`, c.body);
        answer = from.upsert(c.body, { onConflict: spec.onConflict, ignoreDuplicates: c.returnRows });
        break;
      case 'update': {
        const target = pick(spec.updateTargets, c.target);
        request = () => describeRequest(`${c.as} update ${describeRequest(spec.key, target)} with`, c.body);
        answer = from.update(c.body).eq(spec.key, target);
        break;
      }
      case 'delete': {
        const target = pick([...spec.deleteTargets, ...inserted], c.target);
        request = () => describeRequest(`${c.as} delete where ${spec.key} =`, target);
        answer = from.delete().eq(spec.key, target);
        break;
      }
    }
    const fail = (status: number, message: string, code?: string) =>
      failures.push({ status, code, message, request: request() });
    let status: number;
    let error: { code?: string; message: string } | null;
    let data: unknown;
    try {
      ({ status, error, data } = await answer);
    } catch (err) {
      fail(0, `the request threw: ${(err as Error).message}`);
      return;
    }
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 500 || status === 0 || (error && !error.message)) {
      fail(status, error?.message ?? '(no message)', error?.code);
    }
    if (Array.isArray(data)) {
      for (const row of data)
        if (row && typeof row === 'object') inserted.push((row as Record<string, unknown>)[spec.key]);
    }
  };

  const started = performance.now();
  const all = cases(spec, runs, seed);
  await inBatches(all.map((c) => () => send(c)));
  const seconds = (performance.now() - started) / 1000;
  return { table: spec.table, payloads: all.length, seconds, statuses, failures };
}

/** One line per fuzzed table for the run's log: payloads, seed, time, rate and the statuses seen. */
export function summarize(report: FuzzReport, rows: number): string {
  const rate = Math.round(report.payloads / report.seconds);
  return (
    `[fuzz] ${report.table}: ${report.payloads} payloads (seed ${FUZZ_SEED}) in ${report.seconds.toFixed(1)} s, ` +
    `${rate} req/s, statuses ${JSON.stringify(report.statuses)}, ${rows} stored rows parsed`
  );
}
