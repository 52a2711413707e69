// Production is hosted, not this machine: the built files carry no backend URL or key, and the same files
// talk to whichever backend the host's /config.json names.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { parseRegistry } from '@duality/platform';
import {
  appFolders,
  cspSourcesOf,
  productionHeadersFile,
  registryManifests,
  serveProduct,
  type RunningProduct,
} from '@duality/platform/node';
import {
  defaultAnonKey,
  defaultServiceRoleKey,
  memoryTmpdir,
  startBackend,
  type Backend,
} from '@duality/supabase-local';
import { declineConsentUpFront } from '../../support/menu';
import { hostedBackendPort, hostedShellPort, testBackendUrl } from '../../support/ports';

const repoRoot = join(import.meta.dirname, '../../..');
const apps = Object.values(appFolders);
/**
 * What ties a build to this machine: a loopback address with a port, or the Supabase CLI's demo keys.
 * `localhost:9999` is left out: it is the auth library's own default URL inside supabase-js, always replaced
 * by the configured backend.
 */
const machineBound = [
  /127\.0\.0\.1:\d+/,
  /\[::1\]:\d+/,
  /localhost:(?!9999\b)\d+/,
  ...[defaultAnonKey, defaultServiceRoleKey].map((key) => new RegExp(key.replace(/\./g, '\\.'))),
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test('no built file of the shell or an area names a local backend or the demo key', () => {
  const found: string[] = [];
  let scanned = 0;
  for (const app of apps) {
    const files = filesUnder(join(repoRoot, app, 'dist'));
    // A build with no code would pass this scan for nothing.
    expect(
      files.some((f) => f.endsWith('.js')),
      `${app}/dist has JavaScript`,
    ).toBe(true);
    for (const file of files) {
      scanned += 1;
      const text = readFileSync(file, 'latin1');
      for (const bad of machineBound) {
        const hit = bad.exec(text);
        if (hit) found.push(`${file}: ${hit[0].slice(0, 30)}`);
      }
    }
  }
  expect(scanned).toBeGreaterThan(apps.length * 3);
  expect(found).toEqual([]);
  // The registry is per environment too: the host serves /remotes.json.
  const registries = apps.flatMap((app) =>
    filesUnder(join(repoRoot, app, 'dist')).filter((f) => f.endsWith('remotes.json')),
  );
  expect(registries).toEqual([]);
  const builtConfig = JSON.parse(readFileSync(join(repoRoot, 'shell/dist/config.json'), 'utf8')) as object;
  expect(Object.keys(builtConfig)).not.toContain('supabaseUrl');
  expect(Object.keys(builtConfig)).not.toContain('supabaseAnonKey');
});

test.describe('the same built files against another backend', () => {
  // One backend and one product on fixed ports: the tests of this group run in one worker, in order.
  test.describe.configure({ mode: 'default' });
  // Spare ports of this run: the shell and its five remotes, then the other backend.
  const shellPort = hostedShellPort;
  let backend: Backend;
  let product: RunningProduct;
  let deliveryDir: string;

  test.beforeAll(async () => {
    deliveryDir = mkdtempSync(join(memoryTmpdir(), 'duality-hosted-'));
    backend = await startBackend({
      port: hostedBackendPort,
      migrationsDir: join(repoRoot, 'supabase/migrations'),
      seedFile: join(repoRoot, 'supabase/seed.sql'),
      outboxDir: join(deliveryDir, 'outbox'),
    });
    product = await serveProduct({
      repoRoot,
      port: shellPort,
      deliveryDir,
      siteConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
    });
  });
  test.afterAll(async () => {
    await product?.close();
    await backend?.stop();
    rmSync(deliveryDir, { recursive: true, force: true });
  });
  test.beforeEach(async ({ page }) => declineConsentUpFront(page));

  test('a signed-in visitor talks to the backend that /config.json names, and to no other', async ({
    page,
  }) => {
    const res = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `hosted-${Date.now()}@example.test`, password: 'a long password' }),
    });
    expect(res.status).toBe(200);
    const session: unknown = await res.json();
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(request.url()));

    await page.goto(`http://localhost:${shellPort}/`);
    const storageKey = `sb-${new URL(backend.url).hostname.split('.')[0]}-auth-token`;
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      storageKey,
      JSON.stringify(session),
    ] as const);
    const toBackend = page.waitForRequest((r) => r.url().startsWith(`${backend.url}/`));
    await page.goto(`http://localhost:${shellPort}/character`);
    await toBackend;

    expect(requests.some((url) => url.startsWith(`${backend.url}/rest/v1/`))).toBe(true);
    const elsewhere = requests.filter(
      (url) => url.startsWith(`${testBackendUrl}/`) || url.includes(':54321'),
    );
    expect(elsewhere).toEqual([]);
  });

  test('the production header file for this config and registry is what the pages are served with', async () => {
    const config = (await (await fetch(`http://localhost:${shellPort}/config.json`)).json()) as Record<
      string,
      unknown
    >;
    const registry = parseRegistry(await (await fetch(`http://localhost:${shellPort}/remotes.json`)).json());
    const file = productionHeadersFile(cspSourcesOf(config, registryManifests(registry)));
    const [comment, pattern, ...lines] = file.trimEnd().split('\n');
    expect(comment).toMatch(/^# /);
    expect(pattern).toBe('/*');
    const written = new Map(
      lines.map((line) => {
        const [name, ...value] = line.trim().split(': ');
        return [name!.toLowerCase(), value.join(': ')] as const;
      }),
    );
    const page = await fetch(`http://localhost:${shellPort}/campaign/invite/0123`);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
    ])
      expect(page.headers.get(name), name).toBe(written.get(name));
    // Exactly the backend and the remotes this config and registry name: no loopback wildcard, and no tag
    // manager host while the shipped config names no tagManagerId.
    const csp = written.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self'`);
    expect(csp).toContain(backend.url);
    expect(csp).not.toContain(':*');
    expect(csp).not.toContain('googletagmanager');
    expect(config.tagManagerId ?? '').toBe('');
  });
});
