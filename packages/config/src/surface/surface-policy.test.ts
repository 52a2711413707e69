// The policy end to end on a package of its own (a temporary folder): its surface is recorded at 1.0.0; an
// added export fails the check until the version says 1.1.0 and the new surface is recorded; a removed
// export, or one changed so that a caller may not fit, needs 2.0.0 (each kind of change: surface-classes.test.ts). Read by the same compiler program the real check uses.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { judgePackages, readRecorded, writeRecorded } from './surface-files';

let root: string;
let tsconfig: string;
let dir: string;

function writePackage(version: string, source: string): void {
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: '@duality/sample', version, exports: { '.': './src/index.ts' } }),
  );
  writeFileSync(join(dir, 'src/index.ts'), source);
}

const judge = () => judgePackages(root, [dir], { tsconfig })[0]!;

/** What `npm run surface -- --write` does for this package. */
function record(): void {
  writeRecorded(dir, judge().current);
}

const v1 = `export function roll(sides: number): number { return sides; }\nexport interface Die { sides: number }\n`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'surface-'));
  // Only the ES library: the sample needs no Node or DOM types, and each judgement builds a fresh program.
  tsconfig = join(root, 'tsconfig.json');
  writeFileSync(tsconfig, JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2023'], types: [] } }));
  dir = join(root, 'packages/sample');
  mkdirSync(join(dir, 'src'), { recursive: true });
  writePackage('1.0.0', v1);
  record();
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('the recorded surface names each export with its type', () => {
  expect(readRecorded(dir)).toEqual({
    package: '@duality/sample',
    version: '1.0.0',
    entries: { '.': { Die: 'interface { sides: number }', roll: '(sides: number) => number' } },
    since: { Die: '1.0.0', roll: '1.0.0' },
    uses: {},
  });
  expect(judge().problem).toBeNull();
}, 180_000);

test('a new export without a bump fails, naming the package, the export and the minor bump; with it, passes', () => {
  writePackage('1.0.0', `${v1}export const MAX_DICE = 12;\n`);
  expect(judge().problem).toBe(
    '@duality/sample: its exported surface changed since 1.0.0 (added MAX_DICE) without a version bump; an addition, or a change every caller still fits, needs a minor bump: 1.0.0 -> 1.1.0. Add a changeset (`node scripts/pnpm.mjs changeset`, minor for @duality/sample) and run `npm run version-packages`, or set the version by hand and record it with `npm run surface -- --write`.',
  );
  // Bumped, not yet recorded: still refused, so the next change is judged against what 1.1.0 exports.
  writePackage('1.1.0', `${v1}export const MAX_DICE = 12;\n`);
  expect(judge().problem).toContain(
    'bumped to 1.1.0 for a changed surface (added MAX_DICE), but surface.json still records 1.0.0',
  );
  record();
  expect(judge().problem).toBeNull();
  expect(JSON.parse(readFileSync(join(dir, 'surface.json'), 'utf8')).version).toBe('1.1.0');
}, 180_000);

test('a removed or changed export needs a major bump; a minor one is not enough', () => {
  writePackage(
    '1.2.0',
    `export function roll(sides: number, times: number): number { return sides * times; }\nexport const MAX_DICE = 12;\n`,
  );
  expect(judge().problem).toBe(
    '@duality/sample: its exported surface changed since 1.1.0 (removed Die; changed roll (the new one does not fit where callers used the old)); a removal, or a change that can break a caller, needs a major bump, to 2.0.0 at least, but package.json says 1.2.0.',
  );
  writePackage(
    '2.0.0',
    `export function roll(sides: number, times: number): number { return sides * times; }\nexport const MAX_DICE = 12;\n`,
  );
  record();
  expect(judge().problem).toBeNull();
}, 180_000);
