// A campaign played while one hostile account attacks the embedded backend's realtime server with every attack
// of the security review at once (lib/realtime-attacker.ts: many tokens on one socket, a roll flood, huge
// filters, a broadcast flood). Measured: that campaign's tap to card, a player's tap (the character store's
// update, 300 ms debounce included) to the game master's dashboard store holding the new value, quiet and
// under attack; and the server's resident memory before and during the attack. The backend, the attacker and
// the campaign are three processes, so the attacker's own work is not the campaign's. PGlite.
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
  type DashboardStore,
  type DataStores,
} from '@duality/stores';
import { createDualityClient, invokeFunction, type DualityClient, type Json } from '@duality/supabase';
import { cpuSeconds, residentMb, startChild } from './lib/child';
import { quantile, report } from './lib/measure';

// Node 20 has no WebSocket of its own; supabase-js looks for one when a client is made.
if (typeof globalThis.WebSocket === 'undefined') Object.assign(globalThis, { WebSocket });

const PLAYERS = 4;
const QUIET_MS = Number(process.env.ATTACK_QUIET_MS || 15_000);
const ATTACK_MS = Number(process.env.ATTACK_MS || 60_000);
/** A tap not on the game master's screen by then counts as this late (and as not delivered). */
const DEADLINE_MS = 20_000;
const TARGET_P95_MS = 1000;
const TARGET_GROWTH_MB = 100;

interface Config {
  url: string;
  anonKey: string;
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

async function signedIn(config: Config, name: string): Promise<DualityClient> {
  const client = createDualityClient(config, { storage: memoryStorage() });
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

interface Campaign {
  campaignId: number;
  gmClient: DualityClient;
  gm: DashboardStore;
  players: { stores: DataStores; characterId: number }[];
}

async function playedCampaign(config: Config): Promise<Campaign> {
  const gmClient = await signedIn(config, 'Bench Gm');
  const { data: campaign } = await gmClient
    .from('campaigns')
    .insert({ name: 'Played' })
    .select('id')
    .single();
  const campaignId = campaign!.id;
  const gm = createDashboardStore({ client: gmClient, bus: createBus() });
  await gm.watch(campaignId);
  await until(() => gmClient.getChannels().every((c) => c.state === 'joined'), 'the dashboard channel');
  const players: Campaign['players'] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const client = await signedIn(config, `Bench Player ${i}`);
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
    await until(() => stores.characters.get(row!.id)?.character.campaign === campaignId, 'the character');
    players.push({ stores, characterId: row!.id });
  }
  await until(() => gm.state.campaigns[campaignId]?.rows.length === PLAYERS, 'every row on the dashboard');
  return { campaignId, gmClient, gm, players };
}

interface Taps {
  times: number[];
  late: number;
}

/** Every player taps Hope, one tap after the other (the next once the last is on the card, or late), for `ms`. */
async function play(campaign: Campaign, ms: number): Promise<Taps> {
  const { campaignId, gm, players } = campaign;
  const taps: Taps = { times: [], late: 0 };
  const end = Date.now() + ms;
  const hopeOf = (characterId: number) =>
    gm.state.campaigns[campaignId]?.rows.find((r) => r.character_id === characterId)?.hope.current;
  await Promise.all(
    players.map(async ({ stores, characterId }) => {
      let round = 0;
      while (Date.now() < end) {
        const hope = (round++ % 6) + 1;
        if (hopeOf(characterId) === hope) continue;
        const started = performance.now();
        stores.characters.update(characterId, (c) => ({ ...c, resources: { ...c.resources, hope } }));
        try {
          await until(() => hopeOf(characterId) === hope, 'the tap', DEADLINE_MS);
          taps.times.push(performance.now() - started);
        } catch {
          taps.late += 1;
          taps.times.push(DEADLINE_MS);
          await reportLate(campaign, characterId, hope);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }),
  );
  taps.times.sort((a, b) => a - b);
  return taps;
}

/** What a late tap's state was: whether the save reached the database, and the game master's channels. */
async function reportLate({ gmClient, campaignId }: Campaign, characterId: number, hope: number) {
  const { data } = await gmClient
    .from('campaign_dashboard')
    .select('hope')
    .eq('campaign_id', campaignId)
    .eq('character_id', characterId)
    .single();
  const channels = gmClient.getChannels().map((c) => `${c.topic} ${c.state}`);
  console.log(
    `late tap: hope ${hope} of character ${characterId}; the database holds ${JSON.stringify(data?.hope)}; ` +
      `the game master's channels: ${channels.join(', ')}`,
  );
}

const backend = startChild(new URL('./lib/backend-process.ts', import.meta.url).pathname);
const config = (await backend.next()) as Config;
const pid = backend.process.pid!;
let attacker: ReturnType<typeof startChild> | undefined;
try {
  const campaign = await playedCampaign(config);
  attacker = startChild(new URL('./lib/realtime-attacker.ts', import.meta.url).pathname, {
    BENCH_URL: config.url,
    BENCH_ANON_KEY: config.anonKey,
    BENCH_VICTIM_CAMPAIGN: String(campaign.campaignId),
  });
  await attacker.next(); // ready: signed in 60 times, its own campaign made

  const quietCpu = cpuSeconds(pid);
  const quiet = await play(campaign, QUIET_MS);
  const quietShare = (cpuSeconds(pid) - quietCpu) / (QUIET_MS / 1000);
  const before = residentMb(pid);
  const attackCpu = cpuSeconds(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 250);
  attacker.send('go');
  const attacked = await play(campaign, ATTACK_MS);
  const attackShare = (cpuSeconds(pid) - attackCpu) / (ATTACK_MS / 1000);
  attacker.send('stop');
  const { stats } = (await attacker.next()) as { stats: Record<string, number> };
  clearInterval(sampler);
  peak = Math.max(peak, residentMb(pid));

  report([
    {
      name: `tap to card, quiet (${PLAYERS} players)`,
      runs: quiet.times.length,
      medianMs: quantile(quiet.times, 0.5),
      p95Ms: quantile(quiet.times, 0.95),
    },
    {
      name: `tap to card under every realtime attack at once (${PLAYERS} players)`,
      runs: attacked.times.length,
      medianMs: quantile(attacked.times, 0.5),
      p95Ms: quantile(attacked.times, 0.95),
    },
  ]);
  const p95 = quantile(attacked.times, 0.95);
  const growth = peak - before;
  console.log(
    `taps not on the card within ${DEADLINE_MS / 1000} s: quiet ${quiet.late}, under attack ${attacked.late}`,
  );
  console.log(
    `server memory: ${before.toFixed(0)} MB before the attack, peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB)`,
  );
  console.log(
    `server CPU: ${(quietShare * 100).toFixed(0)} % of a core while quiet, ${(attackShare * 100).toFixed(0)} % under attack`,
  );
  console.log(`the attacker saw: ${JSON.stringify(Object.fromEntries(Object.entries(stats).sort()))}`);
  console.log(
    `targets: p95 under attack ${p95.toFixed(0)} ms (< ${TARGET_P95_MS}) ${p95 < TARGET_P95_MS ? 'PASS' : 'FAIL'}; ` +
      `memory growth ${growth.toFixed(0)} MB (< ${TARGET_GROWTH_MB}) ${growth < TARGET_GROWTH_MB ? 'PASS' : 'FAIL'}`,
  );
  await Promise.all(campaign.players.map(({ stores }) => stores.dispose()));
  await campaign.gm.dispose();
} finally {
  await attacker?.stop();
  await backend.stop();
}
process.exit(0);
