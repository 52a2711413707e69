// @duality/supabase-local: the embedded Supabase-compatible backend. startBackend() is the whole public surface
// for tests, benchmarks and the root start script; the CLI (cli.ts) wraps it.
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { BackendConfig, BackendContext, Db } from './contract.js';
import { openDatabase } from './db/index.js';
import type { MigrationReport } from './db/index.js';
import { createJwt } from './jwt.js';
import { hostsOf } from './origins.js';
import { isLoopbackHost, resolveSecrets, usesDemoSecret, type SecretOptions } from './secrets.js';
import { ensurePrivateDir, tightenPrivateDir } from './private-files.js';
import { createBackendServer } from './server.js';

export type * from './contract.js';
export { defaultAnonKey, defaultJwtSecret, defaultServiceRoleKey } from './keys.js';
export { createJwt, JwtError } from './jwt.js';
export { memoryTmpdir } from './db/memory-folder.js';
export { PrivateFilesError } from './private-files.js';
export { lanCertificate, machineNames, type LanCertificate } from './tls.js';
export { isLoopbackHost, resolveSecrets, secretsFromEnv, type SecretOptions } from './secrets.js';

export interface StartOptions extends SecretOptions {
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
  /**
   * Where generated secrets are kept; default `<dataDir>.secrets.json` beside the data folder. Without a
   * data folder or this file (memory mode, or PostgreSQL) every process gets fresh random keys.
   */
  secretsFile?: string;
  /** Browser origins allowed besides the site URL and loopback origins. */
  allowedOrigins?: string[];
  /** Host names accepted besides loopback, the bound address and the site URL's host. */
  allowedHosts?: string[];
  /** Largest accepted request body in bytes; default 2 MiB. */
  bodyLimit?: number;
  /** Serve HTTPS (and wss) with this certificate chain and key, PEM (the LAN start option, tls.ts). */
  tls?: { cert: string; key: string };
  /** The host name the URL names (what other devices type), when it is not the bound address (0.0.0.0). */
  publicHost?: string;
}

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  publishableKey: string;
  secretKey: string;
  /** Whether the Supabase CLI's public demo secret is in use (never safe beyond loopback). */
  demoKeys: boolean;
  /** Where the secrets are kept, if anywhere. */
  secretsFile: string | null;
  db: Db;
  migrations: MigrationReport;
  stop(): Promise<void>;
}

export async function startBackend(options: StartOptions = {}): Promise<Backend> {
  const host = options.host ?? '127.0.0.1';
  const secretsFile =
    options.secretsFile ?? (options.dataDir && !options.dbUrl ? `${options.dataDir}.secrets.json` : null);
  const secrets = await resolveSecrets({ ...options, secretsFile: secretsFile ?? undefined });
  const demoKeys = usesDemoSecret(secrets);
  if (demoKeys && !isLoopbackHost(host)) {
    // Anyone can mint any user's token with the public demo secret: never on an address others reach.
    throw new Error(
      `Refusing to listen on ${host} with the Supabase CLI's public demo keys: anyone who can reach it could ` +
        'sign in as any user. Drop the demo keys (a random secret is made and kept beside the data) or bind 127.0.0.1.',
    );
  }
  const { jwtSecret, anonKey, serviceRoleKey } = secrets;
  // The data folder holds every session and the outbox every recovery link: this user's only, or no start.
  if (options.dataDir && !options.dbUrl) ensurePrivateDir(options.dataDir, 'The data folder');
  if (options.outboxDir) tightenPrivateDir(options.outboxDir, 'The mail outbox');
  const jwt = createJwt(jwtSecret);
  const siteUrl = options.siteUrl ?? 'http://localhost:3000';

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
    siteUrl,
    publishableKey: secrets.publishableKey,
    secretKey: secrets.secretKey,
    allowedOrigins: [new URL(siteUrl).origin, ...(options.allowedOrigins ?? [])],
    allowedHosts: [
      ...hostsOf(host, siteUrl),
      ...(options.publicHost ? [options.publicHost] : []),
      ...(options.allowedHosts ?? []),
    ],
  };
  const ctx: BackendContext = { db, config, jwt };
  let backend: Awaited<ReturnType<typeof createBackendServer>>;
  const server = options.tls
    ? createTlsServer({ cert: options.tls.cert, key: options.tls.key })
    : createServer();
  try {
    // Listen first: with port 0 the URL is known only now, and the services need it when they are created.
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 54321, host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    const named = options.publicHost ?? host;
    const scheme = options.tls ? 'https' : 'http';
    config.url = `${scheme}://${named.includes(':') ? `[${named}]` : named}:${port}`;
    backend = await createBackendServer(ctx, { bodyLimit: options.bodyLimit ?? 2 * 1024 * 1024 }, server);
  } catch (err) {
    // Requests that came in meanwhile are waiting for services that will never be ready.
    server.closeAllConnections();
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
    publishableKey: secrets.publishableKey,
    secretKey: secrets.secretKey,
    demoKeys,
    secretsFile: secrets.source === 'file' ? secretsFile : null,
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
