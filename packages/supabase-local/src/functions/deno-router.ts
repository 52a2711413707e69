// One long-lived Deno process that serves every function (see router-script.ts). Started on the first call,
// started again on the next call if it died, and stopped when a function file changes so edits take effect.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { ROUTER_READY, routerScript } from './router-script';

/** The binary of the `deno` npm package (its per-platform optional dependency). */
export function denoBinary(): string {
  if (process.env.SUPABASE_LOCAL_DENO) return process.env.SUPABASE_LOCAL_DENO;
  const require = createRequire(import.meta.url);
  const install = require('deno/install_api.cjs') as { runInstall(): string };
  return install.runInstall();
}

const BOOT_TIMEOUT_MS = 30_000;

/**
 * Deno (1.43 and later) lets no program read under these folders without `--allow-all`, whatever
 * `--allow-read` names: a functions folder there (a checkout under `/dev/shm`) is served from a copy.
 */
const DENO_GUARDED_ROOTS = ['/dev', '/proc', '/sys', '/etc'];

export const underDenoGuardedRoot = (path: string): boolean =>
  process.platform !== 'win32' &&
  DENO_GUARDED_ROOTS.some((root) => path === root || path.startsWith(root + sep));

export class DenoRouter {
  private child: ChildProcess | null = null;
  private port: Promise<number> | null = null;
  private watcher: FSWatcher | null = null;
  private closed = false;
  private work: string | null = null;

  constructor(
    private readonly functionsDir: string,
    /** Read at each start, so a port chosen after construction reaches SUPABASE_URL. */
    private readonly env: () => Record<string, string>,
  ) {}

  /** The port of a running router, starting one if needed. */
  ready(): Promise<number> {
    if (this.closed) return Promise.reject(new Error('functions runtime closed'));
    if (!this.port) {
      this.port = this.start();
      this.port.catch(() => {
        this.port = null;
      });
    }
    return this.port;
  }

  private start(): Promise<number> {
    // A folder of this runtime's own (mkdtemp: 0700, unpredictable name), so nobody can swap the script.
    this.work ??= mkdtempSync(join(tmpdir(), 'supabase-local-functions-'));
    const script = join(this.work, 'router.js');
    writeFileSync(script, routerScript, { mode: 0o600 });
    const served = this.servedDir(this.work);
    const envFile = join(served, '.env');
    const args = [
      'run',
      '--quiet',
      '--no-prompt',
      '--no-config',
      '--no-lock',
      '--node-modules-dir=none',
      '--allow-net',
      '--allow-env',
      // The functions' own folder only (their modules are imported from it at run time): the runtime holds the
      // service-role key, so it must not read the instance's secrets, the database files or anyone's home.
      // Deno reads its module cache (DENO_DIR) and the main script itself, without a grant; nothing is written.
      `--allow-read=${served}`,
      '--allow-sys',
      ...(existsSync(envFile) ? [`--env-file=${envFile}`] : []),
      script,
      served,
    ];
    const child = spawn(denoBinary(), args, {
      env: this.env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.watch();
    return new Promise<number>((resolvePort, rejectPort) => {
      const timer = setTimeout(() => {
        rejectPort(new Error('the Deno functions runtime did not start in time'));
        child.kill('SIGKILL');
      }, BOOT_TIMEOUT_MS);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith(ROUTER_READY)) {
          clearTimeout(timer);
          resolvePort(Number(line.slice(ROUTER_READY.length + 1)));
        } else console.log(`[functions] ${line}`);
      });
      createInterface({ input: child.stderr! }).on('line', (line) => console.error(`[functions] ${line}`));
      child.on('error', (err) => {
        clearTimeout(timer);
        rejectPort(err);
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        rejectPort(new Error(`the Deno functions runtime exited (${signal ?? code})`));
        if (this.child === child) {
          this.child = null;
          this.port = null;
        }
      });
    });
  }

  /**
   * The folder Deno serves: the functions folder itself, or where Deno could not read it, a copy made at each
   * start in this runtime's own folder (an edit stops the runtime, so the next start copies it again).
   */
  private servedDir(work: string): string {
    const dir = resolve(this.functionsDir);
    if (!underDenoGuardedRoot(dir) || !existsSync(dir)) return dir;
    const copy = join(work, 'functions');
    rmSync(copy, { recursive: true, force: true });
    cpSync(dir, copy, { recursive: true });
    return copy;
  }

  /** Any change under the functions folder restarts the runtime on the next call. */
  private watch(): void {
    if (this.watcher || !existsSync(this.functionsDir)) return;
    try {
      this.watcher = watch(this.functionsDir, { recursive: true }, () => this.stop());
    } catch {
      // Recursive watching is unavailable on some filesystems: edits then need a server restart.
    }
  }

  /** Stops the current process; the next call starts a fresh one. */
  stop(): void {
    const child = this.child;
    this.child = null;
    this.port = null;
    child?.kill('SIGTERM');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.watcher?.close();
    const child = this.child;
    this.stop();
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((done) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          done();
        }, 2000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
      });
    }
    if (this.work) rmSync(this.work, { recursive: true, force: true });
  }
}
