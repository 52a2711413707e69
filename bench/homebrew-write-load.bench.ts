// One user re-saves a homebrew record at the limits in a loop while another user reads: the reader's latency
// (median and p95) and the writer's save time, on the embedded backend with the product's migrations (PGlite,
// and PostgreSQL 15 when installed). The local database serves one transaction at a time, so every save's
// cost is a wait for everyone else: the target is reads with a p95 under 100 ms. Then a record over the
// byte limit, which the database refuses with a message naming the limit.
import { dirname, join } from 'node:path';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createBus } from '@duality/bus';
import { HOMEBREW_LIMITS, homebrewDataBytes } from '@duality/rules';
import { createHomebrewBrowser } from '@duality/stores';
import { createDualityClient, type Json } from '@duality/supabase';
import { startBackend } from '@duality/supabase-local';
import { postgresUnavailable, startPostgres } from '@duality/supabase-local/postgres-server';
import WebSocket from 'ws';
import { costliestSubclassDocument } from './lib/costly-homebrew.js';
import { quantile, report, type Measurement } from './lib/measure.js';

Object.assign(globalThis, { WebSocket: (globalThis as { WebSocket?: unknown }).WebSocket ?? WebSocket });

const LOOP_MS = 15_000;
const READ_GAP_MS = 20;
const supabaseDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'supabase');

function summary(name: string, times: number[]): Measurement {
  const sorted = [...times].sort((a, b) => a - b);
  return { name, runs: sorted.length, medianMs: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95) };
}

async function run(engine: string, dbUrl?: string): Promise<Measurement[]> {
  const backend = await startBackend({
    port: 0,
    migrationsDir: join(supabaseDir, 'migrations'),
    seedFile: join(supabaseDir, 'seed.sql'),
    ...(dbUrl ? { dbUrl } : {}),
  });
  try {
    const signUp = async (name: string) => {
      const map = new Map<string, string>();
      const storage = {
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => void map.set(k, v),
        removeItem: (k: string) => void map.delete(k),
      };
      const client = createDualityClient({ url: backend.url, anonKey: backend.anonKey }, { storage });
      const email = `${name.toLowerCase()}-${Date.now()}@bench.test`;
      const { data, error } = await client.auth.signUp({ email, password: 'bench-password-1' });
      if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
      return { client, id: data.user.id };
    };
    const writer = await signUp('Writer');
    const reader = await signUp('Reader');
    const doc = costliestSubclassDocument();
    const bytes = homebrewDataBytes(doc);
    const created = await writer.client
      .from('homebrew_subclasses')
      .insert({ name: 'At the limits', public: true, data: doc })
      .select('id')
      .single();
    if (created.error) throw new Error(`the record at the limits was refused: ${created.error.message}`);
    const id = (created.data as { id: number }).id;
    const browser = createHomebrewBrowser({
      client: reader.client,
      bus: createBus(),
      userId: () => reader.id,
    });
    const read = async () => {
      const res = await browser.browse({ kind: 'subclasses' });
      if (!res.ok) throw new Error(res.message);
    };
    for (let i = 0; i < 5; i++) await read();

    const idle: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t = performance.now();
      await read();
      idle.push(performance.now() - t);
    }

    /** `doc` re-saved in a loop by the writer for LOOP_MS while the reader reads: both sets of times. */
    const underLoad = async (doc: Json) => {
      const saves: number[] = [];
      const reads: number[] = [];
      const end = performance.now() + LOOP_MS;
      const writing = (async () => {
        let n = 0;
        while (performance.now() < end) {
          const t = performance.now();
          const { error } = await writer.client
            .from('homebrew_subclasses')
            .update({ name: `At the limits ${n++}`, data: doc })
            .eq('id', id);
          if (error) throw new Error(`a save was refused: ${error.message}`);
          saves.push(performance.now() - t);
        }
      })();
      while (performance.now() < end) {
        const t = performance.now();
        await read();
        reads.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, READ_GAP_MS));
      }
      await writing;
      return { saves, reads };
    };
    const plain = await underLoad(doc);
    // The same document with a blocked word in every string it may hold: masking must rewrite every value.
    const masked = await underLoad(JSON.parse(JSON.stringify(doc).replace(/"r\d+"/g, '"ass"')) as Json);

    const over = { ...doc, padding: 'x'.repeat(HOMEBREW_LIMITS.dataBytesMax) };
    const refused = await writer.client.from('homebrew_subclasses').update({ data: over }).eq('id', id);
    console.log(
      `${engine}: record at the limits ${bytes} bytes; over the limit: ${refused.error?.message ?? 'STORED'}`,
    );
    console.log(
      `${engine}: load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    return [
      summary(`${engine}: reads, idle`, idle),
      summary(`${engine}: reads while another user saves at the limits`, plain.reads),
      summary(`${engine}: saves of the record at the limits`, plain.saves),
      summary(`${engine}: reads while another user saves at the limits, every value masked`, masked.reads),
      summary(`${engine}: saves of the record at the limits, every value masked`, masked.saves),
    ];
  } finally {
    await backend.stop();
  }
}

const results = await run('PGlite');
const missing = postgresUnavailable();
if (missing) console.log(`PostgreSQL 15 run skipped: ${missing}`);
else {
  const pg = await startPostgres();
  try {
    results.push(...(await run('PostgreSQL 15', pg.url)));
  } finally {
    await pg.stop();
  }
}
report(results);
