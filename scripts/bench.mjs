#!/usr/bin/env node
// `npm run bench`: install what is needed, build every app (the page benchmark measures the built product),
// and run the benchmarks in bench/ (bench/run.ts: it builds the monolith, runs each benchmark, and ends with
// the budgets' PASS/FAIL table). Arguments go to bench/run.ts: `npm run bench -- web` runs the benchmarks
// whose name contains "web". Needs only Node 20 and npm (and Debian's Chromium for the page benchmark).
import { runPnpm } from './pnpm.mjs';

function step(title, args) {
  console.log(`\n> ${title}`);
  const code = runPnpm(args);
  if (code !== 0) {
    console.error(`\n${title} failed (exit ${code}).`);
    process.exit(code);
  }
}

const started = Date.now();
step('Installing dependencies', ['install', '--frozen-lockfile', '--reporter=append-only']);
step('Building the shell and the five remotes', ['run', 'build']);
step('Running the benchmarks', ['--filter', '@duality/bench', 'bench', ...process.argv.slice(2)]);
console.log(`\nnpm run bench: ${((Date.now() - started) / 60_000).toFixed(1)} min in all`);
