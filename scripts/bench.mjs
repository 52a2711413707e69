#!/usr/bin/env node
// `npm run bench`: install what is needed, build every app (the page benchmark measures the built product),
// and run the benchmarks in bench/ (bench/run.ts: it builds the monolith, runs each benchmark, and ends with
// the budgets' PASS/FAIL table). Arguments go to bench/run.ts: `npm run bench -- web` runs the benchmarks
// whose name contains "web". Needs only Node 20 and npm (and Debian's Chromium for the page benchmark).
import { installAndBuild, runPnpmStep } from './pnpm.mjs';

const started = Date.now();
installAndBuild();
runPnpmStep('Running the benchmarks', ['--filter', '@duality/bench', 'bench', ...process.argv.slice(2)]);
console.log(`\nnpm run bench: ${((Date.now() - started) / 60_000).toFixed(1)} min in all`);
