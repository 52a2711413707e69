// supabase-local start | reset: the embedded backend from the command line (the root start script runs it).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isLoopbackHost, secretsFromEnv, startBackend } from './index.js';

const usage = `Usage:
  supabase-local start [--data DIR] [--port N] [--host HOST] [--db-url URL] [--migrations DIR] [--seed FILE]
                       [--functions DIR] [--outbox DIR] [--site-url URL] [--allowed-origin URL ...]
                       [--allowed-host NAME ...]
                       [--secrets FILE] [--show-keys] [--demo-keys]
  supabase-local reset [--data DIR]

Paths given are relative to the current folder; the defaults are relative to the repository root: --data .duality/db, --port 54321, --migrations supabase/migrations,
--seed supabase/seed.sql, --functions supabase/functions, --outbox .duality/outbox, --site-url http://localhost:3000.
--db-url (or SUPABASE_LOCAL_DB_URL) uses that PostgreSQL instead of the embedded PGlite.

Keys: the first start makes a random JWT secret and keys and keeps them in --secrets (default: the data
folder's name + .secrets.json), readable by you only. SUPABASE_LOCAL_JWT_SECRET, SUPABASE_LOCAL_ANON_KEY,
SUPABASE_LOCAL_SERVICE_ROLE_KEY, SUPABASE_LOCAL_PUBLISHABLE_KEY and SUPABASE_LOCAL_SECRET_KEY set them instead.
--show-keys also prints the service_role and secret keys. --demo-keys uses the Supabase CLI's public demo
keys (anyone can sign tokens with them): only on 127.0.0.1, refused with any other --host.
Browsers may call from --site-url, from loopback origins and from each --allowed-origin. Requests must name
this machine in their Host header: a loopback name, the --host address (every interface's address with
0.0.0.0), the --site-url host or an --allowed-host.`;

/** The repository root: the nearest folder above this file with a pnpm-workspace.yaml. */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      data: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'db-url': { type: 'string' },
      migrations: { type: 'string' },
      seed: { type: 'string' },
      functions: { type: 'string' },
      outbox: { type: 'string' },
      'site-url': { type: 'string' },
      'allowed-origin': { type: 'string', multiple: true },
      'allowed-host': { type: 'string', multiple: true },
      secrets: { type: 'string' },
      'show-keys': { type: 'boolean' },
      'demo-keys': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !command || !['start', 'reset'].includes(command)) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const root = repoRoot();
  // Paths given on the command line are relative to where it is run; the defaults to the repository root.
  const path = (given: string | undefined, fallback: string) =>
    given ? resolve(given) : resolve(root, fallback);
  const dataDir = path(values.data, '.duality/db');

  if (command === 'reset') {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0 && !existsSync(join(dataDir, 'PG_VERSION'))) {
      // Never delete a folder that is not a database: a typo in --data must not cost someone their files.
      console.error(`Refusing to reset ${dataDir}: it is not a PGlite data folder (no PG_VERSION).`);
      return 1;
    }
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`Reset: removed ${dataDir}. The next start creates a new database and runs the seed.`);
    return 0;
  }

  const port = Number(values.port ?? process.env.SUPABASE_LOCAL_PORT ?? 54321);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid --port: ${values.port}`);
    return 2;
  }
  const dbUrl = values['db-url'] ?? process.env.SUPABASE_LOCAL_DB_URL;
  const backend = await startBackend({
    port,
    host: values.host ?? '127.0.0.1',
    dbUrl,
    dataDir: dbUrl ? undefined : dataDir,
    migrationsDir: path(values.migrations, 'supabase/migrations'),
    seedFile: path(values.seed, 'supabase/seed.sql'),
    functionsDir: path(values.functions, 'supabase/functions'),
    outboxDir: path(values.outbox, '.duality/outbox'),
    siteUrl: values['site-url'] ?? `http://localhost:${process.env.PORT ?? 3000}`,
    allowedOrigins: values['allowed-origin'],
    allowedHosts: values['allowed-host'],
    ...secretsFromEnv(),
    demoKeys: values['demo-keys'] ?? false,
    secretsFile: values.secrets ? resolve(values.secrets) : `${dataDir}.secrets.json`,
  });
  // Listening for the stop signals before anything is printed: whoever waits for the output (a supervisor,
  // a test) may send one at once, and a signal without a handler would end the process, the backend not
  // stopped.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await backend.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  const { applied, seeded } = backend.migrations;
  const keys = backend.demoKeys
    ? 'the Supabase CLI demo keys (public: loopback only)'
    : backend.secretsFile
      ? `kept in ${backend.secretsFile}`
      : 'given by the environment';
  // The service keys bypass every row level security policy: shown only when asked for.
  const secret = values['show-keys']
    ? `
  service_role key: ${backend.serviceRoleKey}
  secret key:       ${backend.secretKey}`
    : '';
  console.log(`supabase-local is running at ${backend.url}
  database:         ${dbUrl ? `PostgreSQL ${redact(dbUrl)}` : `PGlite in ${dataDir}`}
  migrations:       ${applied.length} applied now${seeded ? ', seed.sql loaded (new database)' : ''}
  keys:             ${keys}${values['show-keys'] ? '' : ' (--show-keys prints the service keys)'}
  anon key:         ${backend.anonKey}
  publishable key:  ${backend.publishableKey}${secret}
Point supabase-js at: createClient('${backend.url}', '<anon key>')`);
  if (!isLoopbackHost(values.host ?? '127.0.0.1')) {
    // Passwords and tokens would cross the network in clear text (docs/security.md, "On the LAN").
    console.warn(
      `Warning: ${values.host} is reachable from the network over plain HTTP. Put a TLS proxy in front of it, or run the whole product with npm start -- --lan (HTTPS).`,
    );
  }

  return -1; // keep running
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    const busy = (err as { code?: string }).code === 'EADDRINUSE';
    console.error(
      busy
        ? `supabase-local failed: the port is taken (${message}). Is it already running? Otherwise use --port.`
        : `supabase-local failed: ${message}`,
    );
    process.exit(1);
  },
);
