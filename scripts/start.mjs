#!/usr/bin/env node
// `npm start`: install what is needed, build every app, and start the whole product (the embedded backend on
// PGlite, the shell and the five remotes; scripts/start-product.ts), printing the URL to open. Needs only
// Node 20 and npm.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installAndBuild } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '3000';

installAndBuild('Nothing was started.');

const tsx = join(root, 'node_modules', '.bin', 'tsx');
const children = [];
/** Starts a long-running part of the product; if it dies, everything stops with its exit code. */
function run(name, args) {
  const child = spawn(tsx, args, { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => {
    console.error(`${name} stopped (exit ${code}).`);
    shutdown(code ?? 1);
  });
  children.push(child);
}
function shutdown(code) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// Options after `npm start --` (e.g. --lan) go to the product's start script.
run('Duality', ['scripts/start-product.ts', '--port', port, ...process.argv.slice(2)]);
