// A runaway statement through the real REST API is cut off at the role's statement timeout (anon 3 s,
// authenticated 8 s, as hosted Supabase) with PostgreSQL's 57014 error, on PostgreSQL 15 and on the embedded
// PGlite (file and memory), and the backend goes on: queued requests run, earlier data is intact, realtime
// still delivers (docs/security.md).
import type { SupabaseClient } from '@supabase/supabase-js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, fixtures, startHarness } from './harness.js';
import type { DbKind, Harness } from './harness.js';

const migrationsDir = join(fixtures, 'timeout-migrations');
/** How late a cancellation may come: reopening PGlite on a busy two-core machine takes about a second. */
const MARGIN_MS = 2500;

interface Target {
  name: string;
  kind: DbKind;
  memory: boolean;
  skip: string | null;
}

const targets = dbKinds().flatMap(({ kind, skip }): Target[] =>
  kind === 'pglite'
    ? [
        { name: 'PGlite in a data folder', kind, memory: false, skip },
        { name: 'PGlite in memory', kind, memory: true, skip },
      ]
    : [{ name: 'PostgreSQL 15', kind, memory: false, skip }],
);

async function timed<T>(work: PromiseLike<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work;
  return { result, ms: performance.now() - start };
}

/** Subscribes to inserts on timeout_notes and resolves each inserted body as it arrives. */
async function watchInserts(client: SupabaseClient) {
  const bodies: string[] = [];
  const channel = client
    .channel('timeout-notes')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'timeout_notes' }, (change) => {
      const body: unknown = change.new.body;
      if (typeof body === 'string') bodies.push(body);
    });
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
  return {
    async received(body: string) {
      const end = Date.now() + 10_000;
      while (!bodies.includes(body)) {
        if (Date.now() > end) throw new Error(`no realtime insert of ${body}; got ${bodies.join(', ')}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop: () => client.removeChannel(channel),
  };
}

describe.each(targets)('statement timeout on $name', ({ kind, memory, skip }) => {
  let h: Harness;
  let anon: SupabaseClient;

  beforeAll(async () => {
    if (skip) return;
    h = await startHarness(kind, {
      migrationsDir,
      seedFile: undefined,
      ...(memory ? { dataDir: undefined } : {}),
    });
    anon = h.client();
    const { error } = await anon.from('timeout_notes').insert({ body: 'before' });
    expect(error).toBeNull();
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
  });

  it.skipIf(skip)(
    'cancels an anonymous pg_sleep at 3 s with 57014; the queued read and realtime carry on',
    async () => {
      const watcher = await watchInserts(h.client());
      const runaway = timed(anon.rpc('sleep_for', { seconds: 60 }));
      // Sent while the runaway holds the database: on PGlite it waits for the reopen, then runs.
      await new Promise((r) => setTimeout(r, 300));
      const queued = anon.from('timeout_notes').select('body');

      const { result, ms } = await runaway;
      expect(result.status).toBe(500);
      expect(result.error).toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      });
      expect(ms).toBeGreaterThanOrEqual(2900);
      expect(ms).toBeLessThan(3000 + MARGIN_MS);

      const read = await queued;
      expect(read.error).toBeNull();
      expect(read.data).toEqual([{ body: 'before' }]);

      const write = await anon.from('timeout_notes').insert({ body: 'after sleep' }).select('body');
      expect(write.error).toBeNull();
      await watcher.received('after sleep');
      await watcher.stop();
    },
    30_000,
  );

  it.skipIf(skip)(
    'cancels a signed-in endless recursive query at 8 s; the data stays and new writes work',
    async () => {
      const user = h.client(h.backend.anonKey, await h.userToken());
      const { result, ms } = await timed(user.rpc('count_forever'));
      expect(result.status).toBe(500);
      expect(result.error).toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      });
      expect(ms).toBeGreaterThanOrEqual(7900);
      expect(ms).toBeLessThan(8000 + MARGIN_MS);

      const write = await user.from('timeout_notes').insert({ body: 'after count' });
      expect(write.error).toBeNull();
      const { data, error } = await user.from('timeout_notes').select('body').order('id');
      expect(error).toBeNull();
      expect(data).toEqual([{ body: 'before' }, { body: 'after sleep' }, { body: 'after count' }]);
    },
    30_000,
  );
});
