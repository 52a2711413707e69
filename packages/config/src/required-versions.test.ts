// What an app requires of a shared package is the lowest version providing what it imports, read from the
// package's recorded surface (`since`, `uses`): an app in a temporary folder, with a shared package and a
// bundled one linked into its node_modules as pnpm links them.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { requiredRange, sharedImports } from './required-versions';

let root: string;
let app: string;
let sample: string;

function writeJson(file: string, value: unknown) {
  writeFileSync(file, JSON.stringify(value));
}

function recordSample(version: string, since: Record<string, string>, uses: Record<string, string[]> = {}) {
  writeJson(join(sample, 'package.json'), {
    name: '@duality/sample',
    version,
    exports: { '.': './src/index.ts' },
  });
  const names = Object.fromEntries(Object.keys(since).map((n) => [n, 'recorded']));
  writeJson(join(sample, 'surface.json'), {
    package: '@duality/sample',
    version,
    entries: { '.': names },
    since,
    uses,
  });
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'required-versions-'));
  sample = join(root, 'packages/sample');
  const kit = join(root, 'packages/kit');
  app = join(root, 'mf-area');
  for (const dir of [
    join(sample, 'src'),
    join(kit, 'src'),
    join(app, 'src/features'),
    join(app, 'node_modules/@duality'),
  ])
    mkdirSync(dir, { recursive: true });
  writeFileSync(join(sample, 'src/index.ts'), 'export const oldName = 1;\n');
  writeJson(join(kit, 'package.json'), { name: '@duality/kit', exports: { '.': './src/index.ts' } });
  // Bundled workspace code the app imports: what it takes of the shared package counts as the app's.
  writeFileSync(join(kit, 'src/index.ts'), "export { fromKit } from './inner';\n");
  writeFileSync(
    join(kit, 'src/inner.ts'),
    "import { usedByKit } from '@duality/sample';\nexport const fromKit = usedByKit;\n",
  );
  symlinkSync(sample, join(app, 'node_modules/@duality/sample'));
  symlinkSync(kit, join(app, 'node_modules/@duality/kit'));
  writeFileSync(
    join(app, 'src/features/page.tsx'),
    "import { oldName, type Row } from '@duality/sample';\nimport { fromKit } from '@duality/kit';\nexport const x = [oldName, fromKit] as unknown as Row;\n",
  );
  // A test's imports are not the app's.
  writeFileSync(
    join(app, 'src/features/page.test.tsx'),
    "import { onlyInTests } from '@duality/sample';\nvoid onlyInTests;\n",
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const imported = () =>
  sharedImports(app, join(app, 'src'), new Set(['@duality/sample'])).get('@duality/sample')!;

test('the imports of the app and of the workspace code it bundles, type-only ones too, tests left out', () => {
  expect([...(imported() as Set<string>)].sort()).toEqual(['Row', 'oldName', 'usedByKit']);
});

test('an app that uses nothing new requires the version that first had what it uses', () => {
  recordSample('1.3.0', {
    oldName: '1.0.0',
    Row: '1.1.0',
    usedByKit: '1.0.0',
    newer: '1.3.0',
    onlyInTests: '1.3.0',
  });
  expect(requiredRange(sample, '.', imported(), '1.3.0')).toBe('^1.1.0');
});

test("a name's requirement includes the names its type mentions", () => {
  recordSample(
    '1.3.0',
    { oldName: '1.0.0', Row: '1.1.0', usedByKit: '1.0.0', newer: '1.3.0' },
    { oldName: ['newer'] },
  );
  expect(requiredRange(sample, '.', imported(), '1.3.0')).toBe('^1.3.0');
});

test('across a major that changed nothing the app uses, an older major still serves it', () => {
  recordSample('3.0.0', { oldName: '2.1.0', Row: '1.1.0', usedByKit: '2.0.0', newer: '3.0.0' });
  expect(requiredRange(sample, '.', imported(), '3.0.0')).toBe('>=2.1.0 <4.0.0');
});

test('without a record of the version built against, the built version (the change is not recorded yet)', () => {
  recordSample('1.3.0', { oldName: '1.0.0' });
  expect(requiredRange(sample, '.', imported(), '1.4.0')).toBe('^1.4.0');
});
