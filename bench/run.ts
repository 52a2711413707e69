// `npm run bench`: runs every benchmark file (`*.bench.ts`) in this folder, one after another so timings
// don't compete (`npm run bench <word>` runs those whose name contains the word), builds the monolith first
// when a page benchmark runs, writes bench/results/<name>.json for each benchmark (the measurements and
// its output; a benchmark may write a richer file of its own, as web.bench.ts does) and
// bench/results/summary.json, and ends with one table: every budget of budgets.json, PASS or FAIL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Verdict } from './lib/budgets';
import { verdictMarkdown, verdictTable } from './lib/budgets';
import { measuredOn, writeFiguresBlock } from '../scripts/figures-block.mjs';
import { readResult, writeResult } from './lib/results';

const here = dirname(fileURLToPath(import.meta.url));
// `--record`: the budgets' table of this run replaces the one in the root README ("Performance"), the one
// place the bench's current figures are kept.
const recordFigures = process.argv.includes('--record');
const only = process.argv.slice(2).find((a) => !a.startsWith('--'));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();
if (files.length === 0) {
  console.error(only ? `No benchmark matches "${only}".` : 'No benchmarks found.');
  process.exit(1);
}

/** The benchmarks that compare the product with the monolith. */
const pageBenchmarks = ['web.bench.ts', 'first-visit.bench.ts', 'area-click.bench.ts', 'area-visit.bench.ts'];

const startedAll = Date.now();
if (files.some((f) => pageBenchmarks.includes(f))) buildMonolith();

interface BenchRun {
  name: string;
  ok: boolean;
  seconds: number;
}
const ran: BenchRun[] = [];
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  console.log(`\n== ${file}`);
  const resultFile = join(here, 'results', `${name}.json`);
  rmSync(resultFile, { force: true });
  const started = Date.now();
  const { code, output } = await runBench(file);
  const seconds = (Date.now() - started) / 1000;
  ran.push({ name, ok: code === 0, seconds });
  // A benchmark that wrote its own results keeps them; the others get their measurements and output.
  if (!existsSync(resultFile))
    writeResult(name, { ok: code === 0, seconds, measurements: parseMeasurements(output), output });
}

// Every benchmark that judges budgets writes its verdicts into its result; a budget judged by two (the page
// benchmark judges the first visit's too) keeps the verdict of the later one, web.bench.ts.
const verdicts = [
  ...new Map(
    ran.flatMap(({ name }) =>
      ((readResult(name) as { verdicts?: Verdict[] } | null)?.verdicts ?? []).map(
        (v) => [v.budget, v] as const,
      ),
    ),
  ).values(),
];
const totalSeconds = (Date.now() - startedAll) / 1000;
writeResult('summary', { totalSeconds, benches: ran, verdicts });

console.log('\n== summary');
for (const r of ran) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds.toFixed(0)} s)`);
console.log(`  total ${(totalSeconds / 60).toFixed(1)} min; results in bench/results/`);
if (verdicts.length > 0) console.log(`\n${verdictTable(verdicts)}`);
if (recordFigures) {
  const root = join(here, '..');
  const head = `**${(totalSeconds / 60).toFixed(1)} min**, ${ran.map((r) => `${r.name} ${r.ok ? 'ok' : 'FAILED'}`).join(', ')}; ${measuredOn(root)}.`;
  writeFiguresBlock(
    root,
    join(root, 'README.md'),
    'bench-figures',
    `${head}\n\n${verdictMarkdown(verdicts)}`,
  );
  console.log('figures written to README.md ("Performance")');
} else
  console.log(
    '\nNo budgets judged: no benchmark that judges one (web, first-visit, area-click, area-visit, sheet-inp, homebrew-browse-costly) ran.',
  );
process.exit(ran.every((r) => r.ok) ? 0 : 1);

/** Builds bench/monolith/dist from the current sources (the product's own build is `npm run build`). */
function buildMonolith(): void {
  console.log('== building the monolith (bench/monolith)');
  const res = spawnSync(
    join(here, 'node_modules/.bin/rsbuild'),
    ['build', '-c', 'monolith/rsbuild.config.ts', '--log-level', 'warn'],
    {
      cwd: here,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (res.status !== 0) {
    console.error('The monolith build failed.');
    process.exit(1);
  }
}

/** Runs one benchmark file, echoing and keeping its output. */
function runBench(file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, file)], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The lines `lib/measure.ts`'s report() prints: "name: median X ms, p95 Y ms over N runs". */
function parseMeasurements(output: string) {
  return [...output.matchAll(/^(.+): median ([\d.]+) ms, p95 ([\d.]+) ms over (\d+) runs$/gm)].map((m) => ({
    name: m[1]!,
    medianMs: Number(m[2]),
    p95Ms: Number(m[3]),
    runs: Number(m[4]),
  }));
}
