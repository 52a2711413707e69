// The two builds the page benchmarks compare, served side by side on one machine: the federated product as
// `npm start` serves it (the shell and five remotes from their dist/, the embedded backend in memory), and
// the monolith (bench/monolith/dist: the same code in one bundle) from the same static server with the same
// /remotes.json and /config.json. Also the bench's member: an account with a character and a campaign,
// created through the API, whose session a signed-in visitor starts with.
// Ports: BENCH_PORT (default 4700) and the next five for the product, BENCH_MONOLITH_PORT (default
// BENCH_PORT + 20) for the monolith, BENCH_BACKEND_PORT (default BENCH_PORT + 50) for the backend.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { serveProduct, serveStatic, type RunningServer } from '@duality/platform/node';
import { createDualityClient, type Json } from '@duality/supabase';
import WebSocket from 'ws';
import { repoRoot, startLocalBackend } from '../../scripts/local-backend';
import { assertChromium, chromiumArgs, chromiumPath } from '@duality/test-support/chromium';
import { observeMetrics } from './page-metrics';

// supabase-js looks for a WebSocket when a client is made, and Node 20 has none of its own.
if (typeof globalThis.WebSocket === 'undefined') Object.assign(globalThis, { WebSocket });

export type BuildName = 'federated' | 'monolith';
export const buildNames: readonly BuildName[] = ['federated', 'monolith'];

export const monolithDist = join(repoRoot, 'bench', 'monolith', 'dist');

export interface Member {
  characterId: number;
  campaignId: number;
  /** The local storage entries of the member's session, as the product's client keeps them. */
  storage: Record<string, string>;
}

export interface Site {
  browser: Browser;
  /** The URL of `/` of each build. */
  url: Record<BuildName, string>;
  /** The origin each area's code is served from in the federated build. */
  areaOrigins: Record<string, string>;
  member: Member;
  /**
   * A cold visitor (fresh context: empty cache and storage) at phone size, consent decided unless
   * `consentDecided` is false (a first visit: nothing stored, the consent choice is asked).
   */
  newVisitor(options: { signedIn: boolean; consentDecided?: boolean }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * Starts both builds, the backend and a browser. `browserPath` is the Chromium the visitors use: the full
 * browser by default (`CHROMIUM_PATH` or Debian's, as a visitor runs it: the benchmarks' timings are its);
 * counting bytes, which do not depend on it, may use the headless shell, which does the same work for about
 * half the CPU.
 */
export async function startSite({
  browserPath = chromiumPath,
}: { browserPath?: string } = {}): Promise<Site> {
  assertChromium(browserPath);
  if (!existsSync(join(monolithDist, 'index.html'))) {
    throw new Error(
      `The monolith is not built (no ${monolithDist}). Build it first: node scripts/pnpm.mjs --filter @duality/bench build:monolith`,
    );
  }
  const port = Number(process.env.BENCH_PORT || 4700);
  const monolithPort = Number(process.env.BENCH_MONOLITH_PORT || port + 20);
  const backendPort = Number(process.env.BENCH_BACKEND_PORT || port + 50);
  const { backend } = await startLocalBackend({
    port: backendPort,
    memory: true,
    siteUrl: `http://localhost:${port}`,
  });
  const siteConfig = { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey };
  const closers: (() => Promise<void>)[] = [() => backend.stop()];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close();
  };
  try {
    const product = await serveProduct({ repoRoot, port, siteConfig });
    closers.push(() => product.close());
    const monolith: RunningServer = await serveStatic({
      root: monolithDist,
      port: monolithPort,
      host: '127.0.0.1',
      spaFallback: true,
      // The monolith never fetches the manifests, but the shell's code still reads the registry.
      json: { '/remotes.json': () => product.registry, '/config.json': () => siteConfig },
    });
    closers.push(() => monolith.close());
    const member = await createMember(siteConfig);
    const browser = await chromium.launch({
      executablePath: browserPath,
      args: chromiumArgs,
    });
    closers.push(() => browser.close());
    const areaOrigins = Object.fromEntries(
      Object.entries(product.registry.areas).map(([area, entry]) => [
        area,
        new URL(entry!.stable.manifest).origin,
      ]),
    );
    return {
      browser,
      url: { federated: product.url, monolith: `http://localhost:${monolithPort}/` },
      areaOrigins,
      member,
      async newVisitor({ signedIn, consentDecided = true }) {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
        const storage: Record<string, string> = {
          // Consent decided, so no dialog covers the page (a first visit has nothing stored).
          ...(consentDecided
            ? { 'duality.consent': JSON.stringify({ consentGranted: false, on: Date.now() }) }
            : {}),
          ...(signedIn ? member.storage : {}),
        };
        await context.addInitScript(`{
          const entries = ${JSON.stringify(storage)};
          for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        }`);
        await observeMetrics(context);
        return context;
      },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** Signs up an account through the API and creates its character and its campaign. */
async function createMember(config: { supabaseUrl: string; supabaseAnonKey: string }): Promise<Member> {
  const storage = new Map<string, string>();
  const client = createDualityClient(
    { url: config.supabaseUrl, anonKey: config.supabaseAnonKey },
    {
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    },
  );
  const { error } = await client.auth.signUp({
    email: `bench-${Date.now()}@bench.test`,
    password: 'bench-password-long',
    options: { data: { display_name: 'Bench Member' } },
  });
  if (error) throw new Error(`The bench account could not sign up: ${error.message}`);
  const character = await client
    .from('characters')
    .insert({ data: benchCharacter as Json, version: '2.0' })
    .select('id')
    .single();
  if (character.error) throw new Error(`The bench character: ${character.error.message}`);
  const campaign = await client.from('campaigns').insert({ name: 'Bench Campaign' }).select('id').single();
  if (campaign.error) throw new Error(`The bench campaign: ${campaign.error.message}`);
  await client.auth.stopAutoRefresh();
  return {
    characterId: character.data.id,
    campaignId: campaign.data.id,
    storage: Object.fromEntries(storage),
  };
}

/** A level-5 character with gear and a loadout: a sheet with something on it. */
const benchCharacter = {
  version: '2.0',
  name: 'Bench Hero',
  level: 5,
  baseClass: 'core_class_warrior',
  subclass: ['core_subclass_call_of_the_brave'],
  ancestry: ['core_ancestry_human'],
  community: 'core_community_highborne',
  agility: { score: 2 },
  strength: { score: 1 },
  finesse: { score: 1 },
  instinct: { score: 0 },
  presence: { score: 0 },
  knowledge: { score: -1 },
  inventory: {
    weapons: [{ id: 'w1', itemId: 'core_weapon_longsword', name: 'Longsword', equipped: true }],
    armor: { id: 'a1', itemId: 'core_armor_chainmail_armor', name: 'Chainmail Armor', equipped: true },
    items: [{ id: 'i1', itemId: 'core_consumable_health_potion', name: 'Health Potion', quantity: 2 }],
  },
  domainCards: { loadout: ['core_domain_card_get_back_up', 'core_domain_card_whirlwind'], vault: [] },
  experience: [{ name: 'Veteran', score: 2 }],
};
