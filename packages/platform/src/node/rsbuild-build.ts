// Runs `rsbuild build` for one app folder, as its own `build` script would, with extra environment; the
// release command and the end-to-end fixtures build single remotes through here.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Builds the app in `appDir` with its rsbuild config `config`; rejects with rsbuild's output on failure. */
export function rsbuildBuild(
  appDir: string,
  config: string,
  env: Record<string, string> = {},
): Promise<void> {
  const bin = join(appDir, 'node_modules/.bin/rsbuild');
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['build', '-c', config], {
      cwd: appDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`rsbuild build -c ${config} failed in ${appDir}:\n${output}`)),
    );
  });
}
