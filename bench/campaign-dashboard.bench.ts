// Dashboard update latency, as a game master sees it: from a player's tap (the character store's `update`, what
// the sheet calls) to the game master's dashboard store holding the new value (the card renders from it). The
// path is the product's: the player's store waits its 300 ms debounce, updates the dashboard row over REST, and
// the embedded backend delivers the change to the game master's one channel. With 1 player, and with 20
// players whose taps all land at once (each one's latency counted). PGlite, real clocks, real websockets.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { createBus } from '@duality/bus';
import {
  createDashboardStore,
  createDataStores,
  createSessionStore,
  inviteResultSchema,
  joinResultSchema,
  memoryKeyValueStorage,
  type DataStores,
} from '@duality/stores';
import { createDualityClient, invokeFunction, type DualityClient, type Json } from '@duality/supabase';
import { startBackend, type Backend } from '@duality/supabase-local';
import { quantile, report, type Measurement } from './lib/measure';

// Node 20 has no WebSocket of its own; supabase-js looks for one when a client is made.
if (typeof globalThis.WebSocket === 'undefined') Object.assign(globalThis, { WebSocket });

const repoRoot = new URL('..', import.meta.url).pathname;
const ROUNDS = 30;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

async function signedIn(backend: Backend, name: string): Promise<DualityClient> {
  const client = createDualityClient(backend, { storage: memoryStorage() });
  const { error } = await client.auth.signUp({
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@bench.test`,
    password: 'bench-password',
    options: { data: { display_name: name } },
  });
  if (error) throw new Error(error.message);
  return client;
}

const until = async (check: () => boolean, what: string, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
};

interface Player {
  stores: DataStores;
  characterId: number;
}

async function run(backend: Backend, players: number): Promise<Measurement> {
  const gmClient = await signedIn(backend, 'Bench Gm');
  const { data: campaign } = await gmClient.from('campaigns').insert({ name: 'Bench' }).select('id').single();
  const campaignId = campaign!.id;
  const gm = createDashboardStore({ client: gmClient, bus: createBus() });
  await gm.watch(campaignId);
  await until(() => gmClient.getChannels().every((c) => c.state === 'joined'), 'the dashboard channel');

  const joined: Player[] = [];
  for (let i = 0; i < players; i++) {
    const client = await signedIn(backend, `Bench Player ${i}`);
    const { data: row } = await client
      .from('characters')
      .insert({ data: { name: `Hero ${i}`, level: 1, baseClass: 'core_class_bard' } as Json })
      .select('id')
      .single();
    const { invite } = await invokeFunction(
      gmClient,
      'generate-campaign-invite',
      { campaignId },
      inviteResultSchema,
    );
    await invokeFunction(client, 'join-campaign', { invite, characterId: row!.id }, joinResultSchema);
    const bus = createBus();
    const session = createSessionStore({ client, bus });
    const stores = createDataStores({ client, bus, session, storage: memoryKeyValueStorage() });
    await until(
      () => stores.characters.get(row!.id)?.character.campaign === campaignId,
      'the player’s character',
    );
    joined.push({ stores, characterId: row!.id });
  }
  await until(() => gm.state.campaigns[campaignId]?.rows.length === players, 'every row on the dashboard');

  const times: number[] = [];
  const hopeOf = (characterId: number) =>
    gm.state.campaigns[campaignId]?.rows.find((r) => r.character_id === characterId)?.hope.current;
  for (let round = 0; round < ROUNDS + 3; round++) {
    const hope = (round % 5) + 1; // a new value every round (hope 1..5 of 6)
    const started = performance.now();
    const arrived = joined.map(async ({ stores, characterId }) => {
      stores.characters.update(characterId, (c) => ({ ...c, resources: { ...c.resources, hope } }));
      await until(() => hopeOf(characterId) === hope, `hope ${hope} of ${characterId}`);
      return performance.now() - started;
    });
    const latencies = await Promise.all(arrived);
    if (round >= 3) times.push(...latencies); // three warm-up rounds
    await new Promise((r) => setTimeout(r, 50));
  }
  times.sort((a, b) => a - b);
  await Promise.all(joined.map(({ stores }) => stores.dispose()));
  await gm.dispose();
  await Promise.all([gmClient.removeAllChannels()]);
  return {
    name: `dashboard update, player tap to game master's store, ${players} player${players > 1 ? 's' : ''} (300 ms debounce included)`,
    runs: times.length,
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
const backend = await startBackend({
  port: 0,
  dataDir: join(dir, 'data'),
  migrationsDir: join(repoRoot, 'supabase/migrations'),
  seedFile: join(repoRoot, 'supabase/seed.sql'),
  functionsDir: join(repoRoot, 'supabase/functions'),
  outboxDir: join(dir, 'out'),
});
try {
  report([await run(backend, 1), await run(backend, 20)]);
} finally {
  await backend.stop();
}
process.exit(0);
