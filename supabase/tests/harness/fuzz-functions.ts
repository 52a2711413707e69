// Sends fuzzed bodies to one edge function through supabase-js `functions.invoke` (the functions API), as the
// campaign's owner, a player, anon and a forged token: bodies of the right shape with hostile values, other
// objects, JSON that is not an object, and text that is not JSON. Every answer must be below 500; an error
// must carry a message, and a success must parse with the result schema the app reads it with.
import type { FunctionsHttpError } from '@supabase/supabase-js';
import fc from 'fast-check';
import type { z } from 'zod';
import type { TestDb, TestUser } from './db.js';
import { clientFor, describeRequest, FUZZ_RUNS, FUZZ_SEED, inBatches } from './fuzz-writes.js';
import type { FuzzFailure, FuzzReport } from './fuzz-writes.js';
import { hostileDocument, hostileString, hostileValue } from './hostile-values.js';

export interface FunctionFuzz {
  name: string;
  /** The body's keys, each with the pool of values that exist right now (read when the request is sent). */
  keys: Record<string, () => readonly unknown[]>;
  /** The result schema of a success. */
  result: z.ZodType;
  /** Called with each success, so pools can follow (a new invite, a deleted campaign). */
  onSuccess?: (data: unknown) => void;
}

type Caller = 'owner' | 'player' | 'anon' | 'forged';

/** A body value: an index into the key's pool (resolved at send time), or a hostile value. */
type Slot = { pool: number } | { hostile: unknown };

interface FunctionCase {
  as: Caller;
  body:
    | { kind: 'shaped'; slots: Partial<Record<string, Slot>>; extra: Record<string, unknown> }
    | { kind: 'json'; value: unknown }
    | { kind: 'text'; text: string };
}

function cases(spec: FunctionFuzz, runs: number, seed: number): FunctionCase[] {
  const keys = Object.keys(spec.keys);
  const slot: fc.Arbitrary<Slot> = fc.oneof(
    { arbitrary: fc.nat().map((pool) => ({ pool })), weight: 3 },
    { arbitrary: hostileValue.map((hostile) => ({ hostile })), weight: 2 },
  );
  const shaped = fc.record({
    kind: fc.constant('shaped' as const),
    slots: fc.record(Object.fromEntries(keys.map((k) => [k, slot])), { requiredKeys: [] }),
    extra: fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
  });
  const arb: fc.Arbitrary<FunctionCase> = fc.record({
    as: fc.constantFrom<Caller>('owner', 'owner', 'player', 'anon', 'forged'),
    body: fc.oneof(
      { arbitrary: shaped, weight: 6 },
      { arbitrary: hostileDocument.map((value) => ({ kind: 'json' as const, value })), weight: 2 },
      {
        arbitrary: fc
          .oneof(hostileString, fc.constantFrom('{', '{"campaignId":', '[1,', 'undefined', '\u0000'))
          .map((text) => ({ kind: 'text' as const, text })),
        weight: 1,
      },
    ),
  });
  return fc.sample(arb, { numRuns: runs, seed });
}

function bodyOf(spec: FunctionFuzz, c: FunctionCase): unknown {
  if (c.body.kind === 'text') return c.body.text;
  if (c.body.kind === 'json') return c.body.value;
  const body: Record<string, unknown> = { ...c.body.extra };
  for (const [key, s] of Object.entries(c.body.slots)) {
    if (!s) continue;
    const pool = spec.keys[key]?.() ?? [];
    body[key] = 'pool' in s ? pool[s.pool % Math.max(pool.length, 1)] : s.hostile;
  }
  return body;
}

/** The JSON body of a failed call (`FunctionsHttpError.context` is the Response). */
async function errorBody(error: unknown): Promise<{ status: number; body: unknown }> {
  const context = (error as FunctionsHttpError).context as Response | undefined;
  if (!context || typeof context.status !== 'number') return { status: 0, body: String(error) };
  const text = await context.text();
  try {
    return { status: context.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: context.status, body: text };
  }
}

export async function fuzzFunction(
  db: TestDb,
  spec: FunctionFuzz,
  users: { owner: TestUser; player: TestUser },
  runs = FUZZ_RUNS,
  seed = FUZZ_SEED,
): Promise<FuzzReport> {
  const forgedToken = `${db.token(users.player).split('.').slice(0, 2).join('.')}.forged-signature`;
  const clients = {
    owner: clientFor(db, users.owner),
    player: clientFor(db, users.player),
    anon: clientFor(db, null),
    forged: clientFor(db, null),
  };
  const statuses: Record<number, number> = {};
  const failures: FuzzFailure[] = [];

  const send = async (c: FunctionCase): Promise<void> => {
    const body = bodyOf(spec, c);
    // The request is described only for a failure report (see fuzz-writes.ts).
    const fail = (status: number, message: string) =>
      failures.push({ status, message, request: describeRequest(`${c.as} ${spec.name}`, body) });
    const headers: Record<string, string> =
      c.as === 'forged' ? { Authorization: `Bearer ${forgedToken}` } : {};
    let status: number;
    let answer: unknown;
    try {
      const { data, error } = await clients[c.as].functions.invoke(spec.name, {
        body: body as Record<string, unknown>,
        headers,
      });
      if (error) ({ status, body: answer } = await errorBody(error));
      else {
        status = 200;
        answer = data;
      }
    } catch (err) {
      fail(0, `the call threw: ${(err as Error).message}`);
      return;
    }
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 500 || status === 0) {
      fail(status, JSON.stringify(answer));
    } else if (status >= 400) {
      // The function answers { error }; the gateway (a bad token, before the function runs) answers
      // { code, message } as hosted Supabase's does. The app shows either.
      const fields = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
      const message = fields.error ?? fields.message;
      if (typeof message !== 'string' || message === '') {
        fail(status, `no error message: ${JSON.stringify(answer)}`);
      }
    } else {
      const parsed = spec.result.safeParse(answer);
      if (!parsed.success) {
        fail(status, `unreadable success: ${parsed.error.message}`);
      } else spec.onSuccess?.(parsed.data);
    }
  };

  const started = performance.now();
  const all = cases(spec, runs, seed);
  await inBatches(all.map((c) => () => send(c)));
  const seconds = (performance.now() - started) / 1000;
  return { table: spec.name, payloads: all.length, seconds, statuses, failures };
}
