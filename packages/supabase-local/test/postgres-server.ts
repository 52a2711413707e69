// Starts a throwaway PostgreSQL 15 in a temporary folder (on a RAM file system where there is one, as
// memory-folder.ts says) for tests and benchmarks (initdb and pg_ctl, in well under a second); the
// database suites in supabase/tests use it too, through `@duality/supabase-local/testing`.
// PostgreSQL refuses to run as root, so when we are root the binaries run as the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { memoryTmpdir } from '../src/db/memory-folder.js';

export const postgresBin = process.env.DUALITY_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why PostgreSQL cannot be started here, or null if it can. */
export function postgresUnavailable(): string | null {
  if (!existsSync(join(postgresBin, 'initdb'))) {
    return `PostgreSQL 15 binaries not found in ${postgresBin} (install postgresql-15 or set DUALITY_POSTGRES_BIN)`;
  }
  return null;
}

/** CI (or DUALITY_REQUIRE_POSTGRES=1) must fail rather than skip the PostgreSQL runs. */
export const postgresRequired = Boolean(process.env.CI) || process.env.DUALITY_REQUIRE_POSTGRES === '1';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresServer> {
  const missing = postgresUnavailable();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(memoryTmpdir(), 'duality-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) => {
    const cmd = join(postgresBin, bin);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' });
    else execFileSync(cmd, args, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  // UTF8 with a C.UTF-8 locale, as hosted Supabase's databases are.
  run('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale',
    'C.UTF-8',
  ]);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=120`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
