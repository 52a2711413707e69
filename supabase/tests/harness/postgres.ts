// A throwaway PostgreSQL 15 in a temp folder (TOOLCHAIN pitfall 13). PostgreSQL refuses to run as root, so as
// root the binaries run as the `postgres` user. Missing binaries are reported clearly; CI (CI or
// DUALITY_REQUIRE_POSTGRES=1) fails instead of skipping.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const postgresBin = process.env.DUALITY_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why PostgreSQL 15 cannot be started here, or null if it can. */
export function postgresMissing(): string | null {
  return existsSync(join(postgresBin, 'initdb'))
    ? null
    : `PostgreSQL 15 binaries not found in ${postgresBin} (install postgresql-15 or set DUALITY_POSTGRES_BIN)`;
}

/** True when a missing PostgreSQL must fail the run rather than skip it. */
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

/** initdb + pg_ctl start in a fresh temp folder (about 1.5 s); stop() removes everything. */
export async function startPostgres(): Promise<PostgresServer> {
  const missing = postgresMissing();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), 'duality-db-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) => {
    const cmd = join(postgresBin, bin);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' });
    else execFileSync(cmd, args, { stdio: 'pipe' });
  };
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
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
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
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
