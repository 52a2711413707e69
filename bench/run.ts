// Runs every benchmark file (`*.bench.ts`) in this folder, one after another, so timings don't compete.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();
if (files.length === 0) {
  console.error(only ? `No benchmark matches "${only}".` : 'No benchmarks found.');
  process.exit(1);
}
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (res.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
