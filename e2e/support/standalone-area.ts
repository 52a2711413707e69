// Starts one area alone through its real start command (`pnpm --filter @duality/mf-<area> start`), as a
// developer would, on the test's ports, and stops it (its whole process group) afterwards.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../..');

export interface StandaloneArea {
  /** The area's page, e.g. http://localhost:4730 */
  url: string;
  /** Everything the start command printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartAreaOptions {
  port: number;
  backendPort: number;
  outbox: string;
  /** The backend's data folder (its keys are kept beside it, so a second area can use the same backend). */
  data: string;
  /** How long the dev server and, if needed, the backend may take to come up. */
  timeoutMs?: number;
}

/** Runs the start command and resolves once it prints where the area runs; rejects with its output. */
export function startStandaloneArea(area: string, options: StartAreaOptions): Promise<StandaloneArea> {
  const args = [
    join(repoRoot, 'scripts/pnpm.mjs'),
    '--filter',
    `@duality/mf-${area}`,
    'start',
    '--port',
    String(options.port),
    '--backend-port',
    String(options.backendPort),
    '--data',
    options.data,
    '--outbox',
    options.outbox,
  ];
  // Its own process group, so that stopping it also stops pnpm's children (the area's server, the backend).
  const child = spawn(process.execPath, args, { cwd: repoRoot, detached: true, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };

  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = () => {
      settled = true;
      clearInterval(poll);
      clearTimeout(timer);
    };
    const fail = (why: string) => {
      if (settled) return;
      settle();
      void stop().then(() =>
        reject(new Error(`${why}\n--- output of the ${area} start command ---\n${output}`)),
      );
    };
    const timeoutMs = options.timeoutMs ?? 90_000;
    const timer = setTimeout(() => fail(`The ${area} area did not start in ${timeoutMs} ms.`), timeoutMs);
    void exited.then(() => fail(`The ${area} start command exited early (code ${child.exitCode}).`));
    const poll = setInterval(() => {
      if (settled || !/runs alone at /.test(output)) return;
      settle();
      resolve({ url: `http://localhost:${options.port}`, output: () => output, stop });
    }, 100);
  });
}
