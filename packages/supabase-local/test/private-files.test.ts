// The instance's files are its owner's only (docs/security.md, "Private files"): a new instance makes its data
// folder and outbox 0700 and its secrets 0600, another user of the machine cannot read them, and a folder or
// secrets file that others could reach is refused at start with the path and the fix.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { templatePath } from '../src/db/pglite-template';
import { PrivateFilesError, startBackend } from '../src/index';
import { isTrustedFile } from '../src/private-files';
import { fixtures } from './auth-realtime-harness';

// A folder others may traverse (as a home folder or a checkout usually is), so only the instance's own
// modes stand between another user and its files.
const root = mkdtempSync(join(tmpdir(), 'sbl-private-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const options = (name: string) => ({
  port: 0,
  dataDir: join(root, name, 'db'),
  secretsFile: join(root, name, 'db.secrets.json'),
  outboxDir: join(root, name, 'outbox'),
  migrationsDir: join(fixtures, 'art-migrations'),
  functionsDir: join(fixtures, 'edge', 'functions'),
});

/** Runs a command as the unprivileged `nobody` user (only possible when the tests run as root). */
function asNobody(...command: string[]): { status: number | null; stderr: string } {
  const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', ...command], {
    encoding: 'utf8',
  });
  return { status: r.status, stderr: r.stderr };
}
const root_ = typeof process.getuid === 'function' && process.getuid() === 0;

describe('private files', () => {
  it('makes the data folder and outbox 0700 and the secrets 0600, out of reach of other users', async () => {
    const o = options('fresh');
    mkdirSync(join(root, 'fresh'), { mode: 0o755 });
    const backend = await startBackend(o);
    try {
      await fetch(`${backend.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.test' }),
      });
      expect(statSync(o.dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(o.outboxDir).mode & 0o777).toBe(0o700);
      expect(statSync(o.secretsFile).mode & 0o777).toBe(0o600);
      if (root_) {
        const secrets = asNobody('cat', o.secretsFile);
        expect(secrets.status).not.toBe(0);
        expect(secrets.stderr).toMatch(/Permission denied/);
        const data = asNobody('ls', o.dataDir);
        expect(data.status).not.toBe(0);
        expect(data.stderr).toMatch(/Permission denied/);
        // The control: the same user reads a file that is meant to be shared, so the refusals above are
        // the instance's modes at work.
        writeFileSync(join(root, 'fresh', 'shared.txt'), 'hello', { mode: 0o644 });
        expect(asNobody('cat', join(root, 'fresh', 'shared.txt')).status).toBe(0);
      }
    } finally {
      await backend.stop();
    }
  });

  it('refuses a data folder with contents that others can read (0755), naming it and the fix', async () => {
    const o = options('loose');
    mkdirSync(o.dataDir, { recursive: true, mode: 0o755 });
    chmodSync(o.dataDir, 0o755);
    writeFileSync(join(o.dataDir, 'PG_VERSION'), '17\n');
    const start = startBackend(o);
    await expect(start).rejects.toBeInstanceOf(PrivateFilesError);
    await expect(start).rejects.toThrow(
      `The data folder ${o.dataDir} can be reached by other users of this machine (mode 0755). Make it yours only and start again: chmod 700 ${o.dataDir}`,
    );
    // Nothing was touched: the mode and the contents are as they were.
    expect(statSync(o.dataDir).mode & 0o777).toBe(0o755);
    expect(readdirSync(o.dataDir)).toEqual(['PG_VERSION']);
  });

  it('tightens an older outbox (0755, mails 0644) instead of refusing to start', async () => {
    const o = options('outbox');
    mkdirSync(o.outboxDir, { recursive: true, mode: 0o755 });
    chmodSync(o.outboxDir, 0o755);
    writeFileSync(join(o.outboxDir, 'old-mail.json'), '{}', { mode: 0o644 });
    chmodSync(join(o.outboxDir, 'old-mail.json'), 0o644);
    const backend = await startBackend({ ...o, dataDir: undefined });
    await backend.stop();
    expect(statSync(o.outboxDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(o.outboxDir, 'old-mail.json')).mode & 0o777).toBe(0o600);
  });

  it('refuses a secrets file others can read (0644) instead of quietly tightening it', async () => {
    const o = options('secrets');
    const first = await startBackend(o);
    await first.stop();
    chmodSync(o.secretsFile, 0o644);
    await expect(startBackend(o)).rejects.toThrow(
      `The secrets file ${o.secretsFile} can be read by other users of this machine (mode 0644). Make it yours only and start again: chmod 600 ${o.secretsFile}`,
    );
    chmodSync(o.secretsFile, 0o600);
    const again = await startBackend(o);
    await again.stop();
    // Three starts of a backend that keeps its data (each runs the migrations): 30 s was not enough beside
    // the other lanes on a loaded two-core machine.
  }, 90_000);

  it('keeps the PGlite template out of the shared temp folder and loads only a file of its own', () => {
    const saved = process.env.DUALITY_PGLITE_TEMPLATE_DIR;
    delete process.env.DUALITY_PGLITE_TEMPLATE_DIR;
    try {
      const file = templatePath([]);
      expect(file.startsWith(tmpdir() + '/duality-pglite-template')).toBe(false);
      const dir = file.slice(0, file.lastIndexOf('/'));
      expect(statSync(dir).mode & 0o777).toBe(0o700);
    } finally {
      if (saved !== undefined) process.env.DUALITY_PGLITE_TEMPLATE_DIR = saved;
    }
    const planted = join(root, 'planted.tar.gz');
    writeFileSync(planted, 'x', { mode: 0o666 });
    chmodSync(planted, 0o666);
    expect(isTrustedFile(planted)).toBe(false);
    chmodSync(planted, 0o600);
    expect(isTrustedFile(planted)).toBe(true);
  });
});
