// The embedded backend as the repository's start commands run it: the product's migrations, seed and
// server functions, data in .duality/db (or in memory), mails in .duality/outbox. `npm start`
// (start-product.ts) and an area started alone (start-area.ts) both start it through here.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSecrets, secretsFromEnv, startBackend, type Backend } from '@duality/supabase-local';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The Supabase CLI's API port, where the embedded backend listens unless told otherwise. */
export const defaultBackendPort = 54321;

/** The URL of the local backend on `port`. */
export const localBackendUrl = (port: number): string => `http://127.0.0.1:${port}`;

export interface LocalBackendOptions {
  port: number;
  /** Keep the database in memory (nothing survives a stop), as the end-to-end tests do. */
  memory?: boolean;
  /** The data folder, relative to the repository root. */
  data?: string;
  /** Where password-reset mails are written, relative to the repository root. */
  outbox?: string;
  /** The page that password-reset links lead back to. */
  siteUrl: string;
  /** The LAN start option: bind here, serve HTTPS, accept the product's origins on these names. */
  lan?: {
    host: string;
    publicHost: string;
    tls: { cert: string; key: string };
    names: string[];
    shellPort: number;
  };
}

export interface LocalBackend {
  backend: Backend;
  /** The data folder, or undefined in memory. */
  dataDir: string | undefined;
  outboxDir: string;
}

/** Starts the embedded backend with the product's database. */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const dataDir = options.memory ? undefined : resolve(repoRoot, options.data ?? '.duality/db');
  // Owner-only from the start (the backend refuses a data folder others could read).
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const outboxDir = resolve(repoRoot, options.outbox ?? '.duality/outbox');
  const backend = await startBackend({
    port: options.port,
    dataDir,
    migrationsDir: join(repoRoot, 'supabase/migrations'),
    seedFile: join(repoRoot, 'supabase/seed.sql'),
    functionsDir: join(repoRoot, 'supabase/functions'),
    outboxDir,
    siteUrl: options.siteUrl,
    ...(options.lan
      ? {
          host: options.lan.host,
          publicHost: options.lan.publicHost,
          tls: options.lan.tls,
          allowedHosts: options.lan.names,
          allowedOrigins: options.lan.names.map(
            (n) => `https://${n.includes(':') ? `[${n}]` : n}:${options.lan!.shellPort}`,
          ),
        }
      : {}),
    // Random keys made on first start and kept beside the data (fresh per run in memory), unless the
    // SUPABASE_LOCAL_* variables give them; pages get the anon key through /config.json, the service keys
    // never leave this process.
    ...secretsFromEnv(),
  });
  return { backend, dataDir, outboxDir };
}

/**
 * The anon key of a local backend that is already running (started by another command on the same data
 * folder): SUPABASE_LOCAL_ANON_KEY if set, else the key derived from the secrets the backend keeps beside
 * its data. A backend running in memory keeps its keys to itself, so that is an error that says what to do.
 */
export async function runningLocalBackendAnonKey(data = '.duality/db'): Promise<string> {
  const given = secretsFromEnv().anonKey;
  if (given) return given;
  const secretsFile = `${resolve(repoRoot, data)}.secrets.json`;
  if (!existsSync(secretsFile)) {
    throw new Error(
      `The backend that answers keeps no keys in ${secretsFile} (it may run in memory). Set SUPABASE_LOCAL_ANON_KEY to its anon key, or stop it and let this command start one.`,
    );
  }
  return (await resolveSecrets({ secretsFile })).anonKey;
}

/**
 * Whether the embedded backend answers at `url`: true if its auth health check answers, false if nothing
 * listens there; throws if something else holds the port, since starting a backend there would fail.
 */
export async function localBackendAnswers(url: string): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(`${url}/auth/v1/health`, { signal: AbortSignal.timeout(2000) });
  } catch {
    return false;
  }
  if (res.ok) return true;
  throw new Error(
    `Something answers at ${url} but it is not the embedded backend (auth health check: ${res.status}). Stop it, or choose another --backend-port.`,
  );
}

/** Reads a port option; exits with a clear message if it is not a port number. */
export function portOption(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number, not "${raw}".`);
    process.exit(2);
  }
  return value;
}
