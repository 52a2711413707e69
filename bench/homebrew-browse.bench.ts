// Browse latency of public homebrew with 10 000 public records of one kind: the first page, a search, a late
// page, through the real stores browser and supabase-js against the embedded backend with the product's
// migrations (PGlite, and PostgreSQL 15 when installed). The reader is signed in, so their own rows are left
// out and row level security runs as in the app.
import { dirname, join } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createBus } from '@duality/bus';
import { createHomebrewBrowser, type BrowseRequest } from '@duality/stores';
import { createDualityClient } from '@duality/supabase';
import { startBackend } from '@duality/supabase-local';
import { postgresUnavailable, startPostgres } from '@duality/supabase-local/postgres-server';
import WebSocket from 'ws';
import { measure, report, type Measurement } from './lib/measure.js';

// Node 20 has no global WebSocket, which supabase-js's realtime client needs even when unused.
Object.assign(globalThis, { WebSocket: (globalThis as { WebSocket?: unknown }).WebSocket ?? WebSocket });

const RECORDS = 10_000;
const supabaseDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'supabase');

async function run(engine: string, dbUrl?: string): Promise<Measurement[]> {
  const backend = await startBackend({
    port: 0,
    migrationsDir: join(supabaseDir, 'migrations'),
    seedFile: join(supabaseDir, 'seed.sql'),
    ...(dbUrl ? { dbUrl } : {}),
  });
  try {
    const storage = () => {
      const map = new Map<string, string>();
      return {
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => void map.set(k, v),
        removeItem: (k: string) => void map.delete(k),
      };
    };
    const signUp = async (name: string) => {
      const client = createDualityClient(
        { url: backend.url, anonKey: backend.anonKey },
        { storage: storage() },
      );
      const email = `${name.toLowerCase()}-${Date.now()}@bench.test`;
      const { data, error } = await client.auth.signUp({ email, password: 'bench-password-1' });
      if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
      return { client, id: data.user.id };
    };
    const authors = [await signUp('AuthorA'), await signUp('AuthorB')];
    const reader = await signUp('Reader');
    await backend.db.admin(async (tx) => {
      await tx.query(
        `update private.settings set value = $1 where key in ('homebrew_creation_cap', 'homebrew_publish_cap')`,
        [RECORDS],
      );
      // Every 100th record mentions "ember", so a search for it finds 1 % of them.
      await tx.query(
        `insert into public.homebrew_items (user_id, name, public, data)
         select (array[$1, $2])[1 + n % 2]::uuid, 'Trinket ' || n, true,
                jsonb_build_object('description', case when n % 100 = 0 then 'Warm as an ember, ' else 'Cold iron, ' end
                  || repeat('a plain and useful thing. ', 20), 'tier', 1 + n % 4)
         from generate_series(1, $3) n`,
        [authors[0]!.id, authors[1]!.id, RECORDS],
      );
    });
    const browser = createHomebrewBrowser({
      client: reader.client,
      bus: createBus(),
      userId: () => reader.id,
    });
    const page = async (request: BrowseRequest<'items'>, expected: number) => {
      const res = await browser.browse(request);
      if (!res.ok) throw new Error(res.message);
      if (res.data.total !== expected) throw new Error(`expected ${expected} matches, got ${res.data.total}`);
    };
    const options = { runs: 50, warmup: 5 };
    const results = [
      await measure(
        `${engine}: first page (20 of ${RECORDS})`,
        () => page({ kind: 'items' }, RECORDS),
        options,
      ),
      await measure(
        `${engine}: search "ember" (100 matches)`,
        () => page({ kind: 'items', search: 'ember' }, 100),
        options,
      ),
      await measure(
        `${engine}: search "trinket 99" (name)`,
        () => page({ kind: 'items', search: 'trinket 99' }, 111),
        options,
      ),
      await measure(`${engine}: page 400`, () => page({ kind: 'items', page: 400 }, RECORDS), options),
    ];
    console.log(
      `${engine}: load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    return results;
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
