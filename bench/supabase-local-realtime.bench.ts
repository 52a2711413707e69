// Realtime fan-out latency of the embedded backend: one insert through REST, delivered as postgres_changes to
// 50 subscribers, each a different signed-in user (so each delivery passes that user's own RLS check, as hosted
// Realtime does). Timed from just before the insert until the 50th subscriber has the event. PGlite, and the
// machine's PostgreSQL 15 when present.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type Backend } from '@duality/supabase-local';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { measure, report, type Measurement } from './lib/measure';
import { postgresUnavailable, startPostgres } from '../packages/supabase-local/test/postgres-server';

const SUBSCRIBERS = 50;
const migrationsDir = new URL('../packages/supabase-local/test/fixtures/art-migrations', import.meta.url)
  .pathname;

function client(backend: Backend): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

async function fanOut(label: string, backend: Backend): Promise<Measurement> {
  const waiting = new Map<string, { left: number; done: () => void }>();
  const clients: SupabaseClient[] = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const c = client(backend);
    const { error } = await c.auth.signUp({
      email: `sub${i}-${Date.now()}@bench.test`,
      password: 'bench-password',
    });
    if (error) throw error;
    await new Promise<void>((resolve, reject) => {
      c.channel(`bench-${i}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) => {
          const w = waiting.get((p.new as { body: string }).body);
          if (w && --w.left === 0) w.done();
        })
        .subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve();
          else if (status !== 'CLOSED') reject(err ?? new Error(status));
        });
    });
    clients.push(c);
  }
  const writer = clients[0]!;
  let n = 0;
  const result = await measure(
    `realtime fan-out, insert to ${SUBSCRIBERS}th subscriber (${label})`,
    async () => {
      const body = `row-${++n}`;
      const delivered = new Promise<void>((resolve) =>
        waiting.set(body, { left: SUBSCRIBERS, done: resolve }),
      );
      const { error } = await writer.from('rt_notes').insert({ campaign_id: 1, body, is_public: true });
      if (error) throw new Error(error.message);
      await delivered;
      waiting.delete(body);
    },
    { runs: 40, warmup: 5 },
  );
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  return result;
}

const results: Measurement[] = [];
const dir = mkdtempSync(join(tmpdir(), 'bench-rt-'));
{
  const backend = await startBackend({
    port: 0,
    dataDir: join(dir, 'data'),
    migrationsDir,
    outboxDir: join(dir, 'out'),
  });
  try {
    results.push(await fanOut('PGlite', backend));
  } finally {
    await backend.stop();
  }
}
const missing = postgresUnavailable();
if (missing) {
  console.log(`PostgreSQL 15 run skipped: ${missing}`);
} else {
  const pg = await startPostgres();
  const backend = await startBackend({ port: 0, dbUrl: pg.url, migrationsDir, outboxDir: join(dir, 'out') });
  try {
    results.push(await fanOut('PostgreSQL 15', backend));
  } finally {
    await backend.stop();
    await pg.stop();
  }
}
report(results);
