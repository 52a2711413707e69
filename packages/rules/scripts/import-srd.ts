// Reads the SRD sources in ../shared/srd (beside the repository; override with DUALITY_SRD) and writes the
// package's own data files under data/. Run: `pnpm --filter @duality/rules import-srd`.
// The product never reads ../shared itself: the generated files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll, serialize } from './srd/build-all';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(packageRoot, '../..');
const srdRoot = process.env.DUALITY_SRD ?? resolve(repoRoot, '../shared/srd');
const out = join(packageRoot, 'data');

const { files, report } = buildAll(srdRoot);
mkdirSync(out, { recursive: true });
for (const [name, data] of Object.entries(files)) writeFileSync(join(out, name), serialize(data));
writeFileSync(join(out, 'unstructured-effects.md'), report.markdown);
const counts = Object.entries(files)
  .filter(([, d]) => Array.isArray(d))
  .map(([n, d]) => `${(d as unknown[]).length} ${n.replace('.json', '')}`);
console.log(
  `Wrote ${counts.join(', ')} from ${srdRoot}; ${report.count} features without structured effects.`,
);
