#!/usr/bin/env node
// Runs the workspace's pinned pnpm, installing it on first use into .cache/ with plain npm,
// so a fresh machine with only Node and npm needs nothing else. Usage: node scripts/pnpm.mjs <pnpm args>
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localDir = join(root, '.cache', 'pnpm');
const localBin = join(localDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

/** Returns the command line that runs pnpm at exactly the pinned version. */
export function pnpmCommand() {
  const global = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (global.status === 0 && global.stdout.trim() === wanted) return ['pnpm'];
  if (!existsSync(localBin) || !localVersionIs(wanted)) {
    console.log(`Installing pnpm ${wanted} into .cache/pnpm (one time)...`);
    const res = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        '--prefix',
        localDir,
        `pnpm@${wanted}`,
      ],
      { stdio: 'inherit', shell: process.platform === 'win32' },
    );
    if (res.status !== 0) throw new Error(`Could not install pnpm ${wanted} with npm (exit ${res.status}).`);
  }
  return [process.execPath, localBin];
}

function localVersionIs(version) {
  try {
    const pkg = JSON.parse(readFileSync(join(localDir, 'node_modules', 'pnpm', 'package.json'), 'utf8'));
    return pkg.version === version;
  } catch {
    return false;
  }
}

/** Runs pnpm with the given arguments in the repository root; returns the exit code. */
export function runPnpm(args, options = {}) {
  const [cmd, ...pre] = pnpmCommand();
  const res = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', cwd: root, ...options });
  return res.status ?? 1;
}

/** Runs one titled pnpm step; on failure says which, adds `consequence`, and exits with its code. */
export function runPnpmStep(title, args, consequence = '') {
  console.log(`\n> ${title}`);
  const code = runPnpm(args);
  if (code !== 0) {
    console.error(`\n${title} failed (exit ${code}).${consequence ? ` ${consequence}` : ''}`);
    process.exit(code);
  }
}

/** What `npm start` and `npm run bench` do first: install what is needed and build every app. */
export function installAndBuild(consequence = '') {
  runPnpmStep(
    'Installing dependencies',
    ['install', '--frozen-lockfile', '--reporter=append-only'],
    consequence,
  );
  runPnpmStep('Building the shell and the five remotes', ['run', 'build'], consequence);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(runPnpm(process.argv.slice(2)));
}
