// Roll to the game master's log: from a player's action roll (roll_dice, as the sheet asks it in a campaign:
// the server draws the dice, logs the row and gives the Fear of a roll with Fear) to the game master's table
// store holding that roll and, for a roll with Fear, the new Fear (what the log and the Fear render from). Through the product's path: supabase-js over REST,
// the embedded backend's realtime to the game master's channels. With 1 player, and with 5 players rolling
// at the same moment (each latency counted). PGlite, real clocks, real websockets.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { createBus } from '@duality/bus';
import { createGmTableStore, inviteResultSchema, joinResultSchema } from '@duality/stores';
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

async function run(backend: Backend, players: number): Promise<Measurement> {
  const gmClient = await signedIn(backend, 'Bench Gm');
  const { data: campaign } = await gmClient.from('campaigns').insert({ name: 'Bench' }).select('id').single();
  const campaignId = campaign!.id;
  const gm = createGmTableStore({ client: gmClient, bus: createBus() });
  await gm.watch(campaignId);

  const rollers: { client: DualityClient; characterId: number }[] = [];
  for (let i = 0; i < players; i++) {
    const client = await signedIn(backend, `Bench Player ${i}`);
    const { data: row } = await client
      .from('characters')
      .insert({ data: { name: `Hero ${i}`, level: 1 } as Json })
      .select('id')
      .single();
    const { invite } = await invokeFunction(
      gmClient,
      'generate-campaign-invite',
      { campaignId },
      inviteResultSchema,
    );
    await invokeFunction(client, 'join-campaign', { invite, characterId: row!.id }, joinResultSchema);
    rollers.push({ client, characterId: row!.id });
  }

  const table = () => gm.state.campaigns[campaignId];
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 3; round++) {
    // The GM spends the Fear back each round, so every roll with Fear adds one (never capped at 12).
    await gmClient.from('campaigns').update({ fear: 0 }).eq('id', campaignId);
    await until(() => table()?.fear === 0, 'Fear back to 0');
    const started = performance.now();
    const arrived = rollers.map(async ({ client, characterId }) => {
      const { data, error } = await client.rpc('roll_dice', {
        p_character_id: characterId,
        p_kind: 'action',
        p_label: 'Bench roll',
        p_modifier: 0,
        p_edge: 'none',
        p_dice: [],
      });
      if (error) throw new Error(error.message);
      await until(() => table()?.rolls.some((r) => r.id === data.id) === true, `roll ${data.id} in the log`);
      const fear = data.outcome === 'fear' ? 1 : 0;
      if (fear) await until(() => (table()?.fear ?? 0) >= 1, 'the Fear it gave');
      return { ms: performance.now() - started, fear };
    });
    const results = await Promise.all(arrived);
    const given = results.reduce((sum, r) => sum + r.fear, 0);
    await until(() => table()?.fear === given, `Fear ${given}`);
    const latencies = results.map((r) => r.ms);
    if (round >= 3) times.push(...latencies); // three warm-up rounds
    await new Promise((r) => setTimeout(r, 50));
  }
  times.sort((a, b) => a - b);
  await gm.dispose();
  await Promise.all([gmClient.removeAllChannels(), ...rollers.map((r) => r.client.removeAllChannels())]);
  return {
    name: `roll to the game master's log and Fear, ${players} player${players > 1 ? 's' : ''} rolling at once`,
    runs: times.length,
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-gm-roll-log-'));
const backend = await startBackend({
  port: 0,
  dataDir: join(dir, 'data'),
  migrationsDir: join(repoRoot, 'supabase/migrations'),
  seedFile: join(repoRoot, 'supabase/seed.sql'),
  functionsDir: join(repoRoot, 'supabase/functions'),
  outboxDir: join(dir, 'out'),
});
// A round a few dozen milliseconds long would pass the players' rate limit (10 at once, then 2 a second): the
// bench measures delivery, not the limit.
await backend.db.admin((tx) =>
  tx.query(`update private.settings set value = 100000 where key in ('roll_burst', 'rolls_per_second')`),
);
try {
  report([await run(backend, 1), await run(backend, 5)]);
} finally {
  await backend.stop();
}
process.exit(0);
