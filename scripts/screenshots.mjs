#!/usr/bin/env node
// `npm run screenshots`: takes the screens of docs/design again, as a player sees them. Installs and builds
// what is needed, then runs, one at a time, the browser specs that take them (those that call `designShot`,
// e2e/support/design-shots.ts) with DESIGN_SCREENSHOTS=1, which writes each into docs/design. A plain test run
// keeps them in the test's own output folder only, so it never changes the repository.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installAndBuild, runPnpmStep } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const testsDir = join(root, 'e2e', 'tests');

/** The spec files under `dir` that take a design screenshot, sorted. */
function designSpecs(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return designSpecs(path);
      return e.name.endsWith('.spec.ts') && readFileSync(path, 'utf8').includes('designShot(') ? [path] : [];
    })
    .sort();
}

const specs = designSpecs(testsDir).map((f) => relative(join(root, 'e2e'), f));
installAndBuild();
process.env.DESIGN_SCREENSHOTS = '1';
runPnpmStep(`Taking the design screenshots (${specs.join(', ')})`, [
  '--filter',
  '@duality/e2e',
  'test',
  ...specs,
  '--workers',
  '1',
]);
console.log('\nnpm run screenshots: docs/design is up to date; look at the changed files before committing.');
