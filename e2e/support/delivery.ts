// An isolated product for the delivery tests: its own in-memory backend, its own delivery folder (registry
// document, history and local CDN), and the product server of `npm start` over the same builds, on this
// run's spare ports. The release commands run as the operator runs them, as a separate process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AreaName } from '@duality/platform';
import { serveProduct, type RunningProduct } from '@duality/platform/node';
import { memoryTmpdir, startBackend, type Backend } from '@duality/supabase-local';
import { deliveryBackendPort, deliveryShellPort } from './ports';

const repoRoot = join(import.meta.dirname, '../..');
/** This run's spare ports: the shell, its five remotes, then the backend (away from the shared product). */
const shellPort = deliveryShellPort;
const backendPort = deliveryBackendPort;

export interface DeliveryProduct {
  url: string;
  dir: string;
  backend: Backend;
  product: RunningProduct;
  close(): Promise<void>;
}

export async function startDeliveryProduct(
  ports: { shellPort: number; backendPort: number } = { shellPort, backendPort },
): Promise<DeliveryProduct> {
  const dir = mkdtempSync(join(memoryTmpdir(), 'duality-delivery-'));
  const backend = await startBackend({
    port: ports.backendPort,
    migrationsDir: join(repoRoot, 'supabase/migrations'),
    seedFile: join(repoRoot, 'supabase/seed.sql'),
    outboxDir: join(dir, 'outbox'),
  });
  const product = await serveProduct({
    repoRoot,
    port: ports.shellPort,
    deliveryDir: dir,
    siteConfig: {
      supabaseUrl: backend.url,
      supabaseAnonKey: backend.anonKey,
      devTools: true,
      // Every navigation looks at the registry again, so a rollback shows at the very next one.
      registryRefreshSeconds: 0,
    },
  });
  return {
    url: `http://localhost:${ports.shellPort}`,
    dir,
    backend,
    product,
    close: async () => {
      await product.close();
      await backend.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CommandResult {
  code: number;
  output: string;
}

/** Runs one delivery command (release, rollout, promote, rollback, status) against the product's folder. */
export function delivery(
  product: DeliveryProduct,
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  const tsx = join(repoRoot, 'packages/platform/node_modules/.bin/tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/cli/delivery.ts', ...args, '--dir', product.dir], {
      cwd: join(repoRoot, 'packages/platform'),
      env: {
        ...process.env,
        SUPABASE_URL: product.backend.url,
        SUPABASE_SERVICE_ROLE_KEY: product.backend.serviceRoleKey,
        DUALITY_OPERATOR: 'e2e',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

/**
 * Releases the probe remote as the builder area at `version` (PROBE_* variables shape that build);
 * `shellManifest` checks it against another shell's manifest than the built one.
 */
export const releaseProbe = (
  product: DeliveryProduct,
  version: string,
  env: Record<string, string> = {},
  shellManifest?: string,
) => releaseProbeAs(product, 'builder', version, env, shellManifest);

/** Releases the probe remote as `area` at `version`, as `releaseProbe` does for the builder. */
export const releaseProbeAs = (
  product: DeliveryProduct,
  area: AreaName,
  version: string,
  env: Record<string, string> = {},
  shellManifest?: string,
) =>
  delivery(
    product,
    [
      'release',
      area,
      version,
      '--app-dir',
      join(repoRoot, 'e2e'),
      '--config',
      'fixtures/probe-remote/rsbuild.config.ts',
      ...(shellManifest ? ['--shell-manifest', shellManifest] : []),
    ],
    { PROBE_AREA: area, ...env },
  );

/** Signs a new user up on the backend and returns the session supabase-js keeps in localStorage. */
export async function signedUpUser(product: DeliveryProduct): Promise<{ id: string; session: unknown }> {
  const res = await fetch(new URL('auth/v1/signup', `${product.backend.url}/`), {
    method: 'POST',
    headers: { apikey: product.backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `qa-${Date.now()}@example.test`, password: 'a long password' }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const session = (await res.json()) as { user?: { id?: string }; access_token?: string };
  if (!session.user?.id || !session.access_token) throw new Error('sign-up returned no session');
  return { id: session.user.id, session };
}
