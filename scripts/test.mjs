#!/usr/bin/env node
// `npm test`: install what is needed and run every check a change must pass, in the order a failure is
// cheapest to find: format, lint (with the import-boundary rules), typecheck, unit tests, a build of every
// app, the byte budgets of bench/budgets.json (bench/check-bytes.ts), then the Playwright end-to-end tests
// in Chromium against the built and served product. Ends with one
// line "tests: N passed, N failed" counting unit and end-to-end tests; exits non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const [pnpm, ...pnpmPre] = pnpmCommand();
const results = [];

function run(title, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n> ${title}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = res.status === 0;
  results.push({ title, ok, seconds });
  console.log(`${ok ? 'ok' : 'FAILED'}: ${title} (${seconds} s)`);
  return ok;
}

const installed = run('install', pnpm, [
  ...pnpmPre,
  'install',
  '--frozen-lockfile',
  '--reporter=append-only',
]);
if (!installed) finish();

mkdirSync(join(root, '.cache'), { recursive: true });
const unitReport = join(root, '.cache', 'vitest-results.json');
const e2eReport = join(root, 'e2e', 'test-results', 'results.json');
rmSync(unitReport, { force: true });
rmSync(e2eReport, { force: true });

run('format check (prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']);
run('lint (eslint, with import boundaries)', bin('eslint'), ['--max-warnings=0', '.']);
run('typecheck (tsc in every package)', pnpm, [
  ...pnpmPre,
  'run',
  '--recursive',
  '--workspace-concurrency=2',
  'typecheck',
]);
run('unit tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${unitReport}`,
]);
const built = run('build every app (rsbuild)', pnpm, [...pnpmPre, 'run', 'build']);
if (built) {
  run('byte budgets (a monolith build, then the JS and CSS of each page in Chromium)', pnpm, [
    ...pnpmPre,
    '--filter',
    '@duality/bench',
    'check-bytes',
  ]);
  run('end-to-end tests (playwright in chromium)', pnpm, [...pnpmPre, '--filter', '@duality/e2e', 'test']);
} else {
  results.push({ title: 'end-to-end tests (skipped: the build failed)', ok: false, seconds: '0' });
}
finish();

function finish() {
  const unit = countVitest(unitReport);
  const e2e = countPlaywright(e2eReport);
  console.log('\nSummary');
  for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.title} (${r.seconds} s)`);
  console.log(
    `  unit: ${unit.passed} passed, ${unit.failed} failed${unit.skipped ? `, ${unit.skipped} skipped` : ''}`,
  );
  console.log(
    `  e2e: ${e2e.passed} passed, ${e2e.failed} failed${e2e.skipped ? `, ${e2e.skipped} skipped` : ''}`,
  );
  const failedSteps = results.filter((r) => !r.ok).length;
  const passed = unit.passed + e2e.passed;
  const failed =
    unit.failed + e2e.failed + (failedSteps > 0 && unit.failed + e2e.failed === 0 ? failedSteps : 0);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failedSteps === 0 && failed === 0 && passed > 0 ? 0 : 1);
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
