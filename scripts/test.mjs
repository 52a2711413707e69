#!/usr/bin/env node
// `npm test`: install what is needed and run every check a change must pass: format and lint first, side by
// side (the cheapest failures), then four lanes (none keeps both cores busy on its own): the unit lane and
// the two database lanes side by side, then the browser tests (beside the byte budgets while those last);
// `--serial` one after another, `--lanes` all at once:
//   unit lane:      typecheck (scripts/typecheck.mjs), then the unit tests that run two files at a time in
//                   worker threads, then a build of every app, then the byte budgets of bench/budgets.json
//                   (bench/check-bytes.ts);
//   two database lanes: the suites that run one file at a time, the embedded backend's and
//                   the database suites on PGlite and PostgreSQL 15 (the longest chains of the run);
//   browser tests:  Playwright end-to-end tests in Chromium against the built and served product.
// The lanes share no port, folder or database (docs/test-suite-time.md). Each
// line a step prints is shown with its step's tag and kept whole in .cache/test-logs/<tag>.log. Ends with one
// line "tests: N passed, N failed" counting unit and end-to-end tests; exits non-zero if any step failed.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { markdownTable, measuredOn, writeFiguresBlock } from './figures-block.mjs';
import { pnpmCommand } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const [pnpm, ...pnpmPre] = pnpmCommand();
// By default the unit lane (then the build) and the two database lanes run side by side, then the browser
// tests beside the byte budgets. `npm test -- --lanes` runs all four at once (faster, but the browser tests
// then share both cores with the database suites), `-- --serial` one after another, and `-- --cpu-load N`
// adds N busy processes beside any of them (docs/test-suite-time.md).
const mode = process.argv.includes('--lanes')
  ? 'lanes'
  : process.argv.includes('--serial')
    ? 'serial'
    : 'default';
const cpuLoad = cpuLoadOption(process.argv);
// `--record`: the run's figures (each step's time, the tests counted) replace the table in
// docs/test-suite-time.md, the one place they are kept.
const recordFigures = process.argv.includes('--record');
let stopLoad = () => {};
const logDir = join(root, '.cache', 'test-logs');
const results = [];
const startedAll = Date.now();

function record(title, ok, started) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ title, ok, seconds });
  console.log(`${ok ? 'ok' : 'FAILED'}: ${title} (${seconds} s)`);
  return ok;
}

/** A step run in the foreground, its output straight to the terminal (install only: nothing runs beside it). */
function runInline(title, cmd, args) {
  const started = Date.now();
  console.log(`\n> ${title}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  return record(title, res.status === 0, started);
}

/** A step whose every output line is shown with its tag and written to .cache/test-logs/<tag>.log. */
function run(tag, title, cmd, args) {
  const started = Date.now();
  console.log(`\n> ${title} [${tag}]`);
  const log = createWriteStream(join(logDir, `${tag}.log`));
  const env = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) };
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
  const prefix = `${tag.padEnd(6)}| `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      log.write(`${line}\n`);
      process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return new Promise((resolve) => {
    const done = (ok) => log.end(() => resolve(record(title, ok, started)));
    child.on('error', (err) => {
      console.log(`${prefix}could not start: ${err.message}`);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const installed = runInline('install', pnpm, [
  ...pnpmPre,
  'install',
  '--frozen-lockfile',
  '--reporter=append-only',
]);
if (!installed) finish();
stopLoad = startCpuLoad(cpuLoad);

mkdirSync(logDir, { recursive: true });
// The suites that run one file at a time (the vitest.config.ts of supabase-local and of supabase's database
// suites, the two projects named @duality/supabase-*) are two lanes of their own, each its own vitest
// process, beside the one running everything else two files at a time. (Two negated --project filters would
// match every project, hence the one pattern.)
const serialProjects = '@duality/supabase-*';
const databaseLanes = [
  { tag: 'local', project: '@duality/supabase-local', title: "the embedded backend's suites" },
  { tag: 'db', project: '@duality/supabase-db', title: 'the database suites (PGlite and PostgreSQL 15)' },
];
const unitReport = join(root, '.cache', 'vitest-results.json');
const laneReport = (tag) => join(root, '.cache', `vitest-${tag}-results.json`);
const vitestReports = [unitReport, ...databaseLanes.map((lane) => laneReport(lane.tag))];
const e2eReport = join(root, 'e2e', 'test-results', 'results.json');
for (const report of vitestReports) rmSync(report, { force: true });
rmSync(e2eReport, { force: true });

// Side by side: each keeps one core busy.
await Promise.all([
  run('format', 'format check (prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']),
  run('lint', 'lint (eslint, with import boundaries)', bin('eslint'), ['--max-warnings=0', '.']),
]);

const vitestArgs = (report, project) => [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${report}`,
  `--project=${project}`,
];

async function unitLane() {
  await run(
    'types',
    "typecheck (tsc over every package's programs, merged where their options agree)",
    process.execPath,
    [join(root, 'scripts', 'typecheck.mjs')],
  );
  // In worker threads rather than child processes: a file starts with less work in a thread (200 busy
  // core-seconds against 235 for these tests, back to back). The database lanes keep processes: one file at a
  // time with servers of their own, threads saved them nothing (docs/test-suite-time.md).
  await run('unit', 'unit tests (vitest, two files at a time, in worker threads)', bin('vitest'), [
    ...vitestArgs(unitReport, `!${serialProjects}`),
    '--pool=threads',
  ]);
}

async function databaseLane({ tag, project, title }) {
  await run(
    tag,
    `${title} (vitest, one file at a time)`,
    bin('vitest'),
    vitestArgs(laneReport(tag), project),
  );
}

/** The build of every app; false when it failed (nothing to test in a browser). */
async function build() {
  const built = await run('build', 'build every app (rsbuild)', pnpm, [...pnpmPre, 'run', 'build']);
  if (!built)
    results.push({ title: 'end-to-end tests (skipped: the build failed)', ok: false, seconds: '0' });
  return built;
}

/** The byte budgets of the built apps (bench's own ports and folders: it can run beside the browser tests). */
async function byteBudgets() {
  await run('bytes', 'byte budgets (a monolith build, then the JS and CSS of each page in Chromium)', pnpm, [
    ...pnpmPre,
    '--filter',
    '@duality/bench',
    'check-bytes',
  ]);
}

/** The build of every app, then the byte budgets; false when the build failed. */
async function buildSteps() {
  if (!(await build())) return false;
  await byteBudgets();
  return true;
}

async function endToEnd() {
  await run('e2e', 'end-to-end tests (playwright in chromium)', pnpm, [
    ...pnpmPre,
    '--filter',
    '@duality/e2e',
    'test',
  ]);
}

if (mode === 'serial') {
  await unitLane();
  for (const lane of databaseLanes) await databaseLane(lane);
  if (await buildSteps()) await endToEnd();
} else if (mode === 'default') {
  // The build follows the unit lane, beside the database suites. The browser tests start once the build and
  // the database suites are done, beside the byte budgets if those still run: a count of bytes, not of time,
  // that would otherwise leave one core idle at the end of the first phase.
  const databases = Promise.all(databaseLanes.map(databaseLane));
  const built = await unitLane().then(build);
  const bytes = built ? byteBudgets() : Promise.resolve();
  await databases;
  await Promise.all([bytes, built ? endToEnd() : Promise.resolve()]);
} else {
  await Promise.all([
    unitLane(),
    ...databaseLanes.map(databaseLane),
    buildSteps().then((built) => built && endToEnd()),
  ]);
}
finish();

/**
 * `--cpu-load N`: N busy processes beside the whole run (after the install), as a busy host would have, so a
 * test that holds only on a quiet machine shows itself. Each stops by itself when this process is gone or
 * after two hours, and all are stopped when the run ends.
 */
function cpuLoadOption(argv) {
  const at = argv.indexOf('--cpu-load');
  if (at === -1) return 0;
  const count = Number(argv[at + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    console.error('--cpu-load takes a number of busy processes, 1 to 16 (e.g. --cpu-load 2)');
    process.exit(2);
  }
  return count;
}

function startCpuLoad(count) {
  if (count === 0) return () => {};
  const until = Date.now() + 2 * 60 * 60 * 1000;
  const spin = `let i=0;for(;;){if(++i%2e7===0){if(Date.now()>${until})break;try{process.kill(${process.pid},0)}catch{break}}}`;
  const spinners = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }),
  );
  console.log(`\n> a CPU load of ${count} busy processes beside the run (--cpu-load)`);
  const stop = () => spinners.forEach((child) => child.kill('SIGKILL'));
  process.on('exit', stop);
  return stop;
}

function finish() {
  stopLoad();
  const unit = vitestReports.map(countVitest).reduce((a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  }));
  const e2e = countPlaywright(e2eReport);
  const minutes = ((Date.now() - startedAll) / 60000).toFixed(1);
  const how = {
    serial: 'lanes one after the other',
    default:
      'unit lane (then the build) beside the database lanes, then the browser tests beside the byte budgets',
    lanes: 'four lanes at once',
  }[mode];
  const load = cpuLoad ? `, beside a CPU load of ${cpuLoad} busy processes` : '';
  console.log(`\nSummary (${minutes} min, ${how}${load})`);
  for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.title} (${r.seconds} s)`);
  console.log(
    `  unit: ${unit.passed} passed, ${unit.failed} failed${unit.skipped ? `, ${unit.skipped} skipped` : ''}`,
  );
  console.log(
    `  e2e: ${e2e.passed} passed, ${e2e.failed} failed${e2e.skipped ? `, ${e2e.skipped} skipped` : ''}`,
  );
  const failedSteps = results.filter((r) => !r.ok);
  if (failedSteps.length > 0)
    console.log(`  each step's whole output: ${join('.cache', 'test-logs')}/<tag>.log`);
  const passed = unit.passed + e2e.passed;
  const failed =
    unit.failed +
    e2e.failed +
    (failedSteps.length > 0 && unit.failed + e2e.failed === 0 ? failedSteps.length : 0);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  if (recordFigures) recordSuiteFigures({ minutes, how: `${how}${load}`, passed, failed });
  process.exit(failedSteps.length === 0 && failed === 0 && passed > 0 ? 0 : 1);
}

/** Writes this run's figures into docs/test-suite-time.md (`--record`). */
function recordSuiteFigures({ minutes, how, passed, failed }) {
  const file = join(root, 'docs', 'test-suite-time.md');
  const rows = results.map((r) => [r.title, `${Math.round(Number(r.seconds))} s`, r.ok ? 'ok' : 'FAILED']);
  const block = [
    `**${minutes} min, ${passed} tests passed, ${failed} failed** (${how}); ${measuredOn(root)}.`,
    '',
    markdownTable(['step', 'time', 'result'], rows),
  ].join('\n');
  writeFiguresBlock(root, file, 'suite-figures', block);
  console.log(`figures written to ${join('docs', 'test-suite-time.md')}`);
}

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
}
