// @duality/supabase-local: the embedded Supabase-compatible backend. startBackend() is the whole public surface
// for tests, benchmarks and the root start script; the CLI (cli.ts) wraps it.
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { BackendConfig, BackendContext, Db } from './contract.js';
import { openDatabase } from './db/index.js';
import type { MigrationReport } from './db/index.js';
import { createJwt } from './jwt.js';
import {
  defaultAnonKey,
  defaultJwtSecret,
  defaultPublishableKey,
  defaultSecretKey,
  defaultServiceRoleKey,
} from './keys.js';
import { createBackendServer } from './server.js';

export type * from './contract.js';
export { defaultAnonKey, defaultJwtSecret, defaultServiceRoleKey } from './keys.js';
export { createJwt, JwtError } from './jwt.js';

export interface StartOptions {
  /** TCP port; 0 picks a free one. Default 54321, the Supabase CLI's API port. */
  port?: number;
  host?: string;
  /** PGlite's data folder; omitted keeps the database in memory (nothing survives stop()). */
  dataDir?: string;
  /** Use this PostgreSQL instead of PGlite. */
  dbUrl?: string;
  migrationsDir?: string;
  seedFile?: string;
  functionsDir?: string;
  outboxDir?: string;
  siteUrl?: string;
  /** A custom secret signs fresh anon/service_role keys unless those are given too. */
  jwtSecret?: string;
  anonKey?: string;
  serviceRoleKey?: string;
  /** Largest accepted request body in bytes; default 2 MiB. */
  bodyLimit?: number;
}

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  db: Db;
  migrations: MigrationReport;
  stop(): Promise<void>;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

export async function startBackend(options: StartOptions = {}): Promise<Backend> {
  const jwtSecret = options.jwtSecret ?? defaultJwtSecret;
  const jwt = createJwt(jwtSecret);
  const custom = jwtSecret !== defaultJwtSecret;
  const anonKey =
    options.anonKey ??
    (custom ? await jwt.sign({ role: 'anon', iss: 'supabase-local' }, TEN_YEARS) : defaultAnonKey);
  const serviceRoleKey =
    options.serviceRoleKey ??
    (custom
      ? await jwt.sign({ role: 'service_role', iss: 'supabase-local' }, TEN_YEARS)
      : defaultServiceRoleKey);

  const { db, migrations } = await openDatabase({
    dbUrl: options.dbUrl,
    dataDir: options.dataDir,
    migrationsDir: options.migrationsDir,
    seedFile: options.seedFile,
  });
  const config: BackendConfig = {
    url: '',
    jwtSecret,
    anonKey,
    serviceRoleKey,
    outboxDir: options.outboxDir ?? join(options.dataDir ?? process.cwd(), '..', 'outbox'),
    functionsDir: options.functionsDir ?? join(process.cwd(), 'supabase', 'functions'),
    siteUrl: options.siteUrl ?? 'http://localhost:3000',
  };
  const ctx: BackendContext = { db, config, jwt };
  let backend: Awaited<ReturnType<typeof createBackendServer>>;
  const server = createServer();
  try {
    // Listen first: with port 0 the URL is known only now, and the services need it when they are created.
    const host = options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 54321, host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    config.url = `http://${host}:${port}`;
    backend = await createBackendServer(
      ctx,
      {
        bodyLimit: options.bodyLimit ?? 2 * 1024 * 1024,
        publishableKey: defaultPublishableKey,
        secretKey: defaultSecretKey,
      },
      server,
    );
  } catch (err) {
    server.close();
    await db.close();
    throw err;
  }
  let stopped: Promise<void> | null = null;
  return {
    url: config.url,
    anonKey,
    serviceRoleKey,
    jwtSecret,
    db,
    migrations,
    stop() {
      stopped ??= (async () => {
        await backend.close();
        await db.close();
      })();
      return stopped;
    },
  };
}
