// The check CI runs (inside `npm test`'s unit tests): every shared package's exported surface, read from its
// source now, against its surface.json and version. A change without the bump fails here with the message
// that names the package, what changed and the bump needed (check-surface.ts).
// The surfaces were recorded by `npm run surface -- --write`, which reads the packages in the federation
// config's order; this test reads them backwards (packages, entries and folder listings reversed), so it also
// proves on the real packages that the record does not depend on the order the compiler met the files in.
import { expect, test } from 'vitest';
import { judgePackages, packageDir, repoRoot, versionedPackages } from './surface-files';

test('every shared package exports what its surface.json records for its version, read in any order', () => {
  const verdicts = judgePackages(
    repoRoot,
    versionedPackages.map((name) => packageDir(repoRoot, name)),
    { backwards: true },
  );
  expect(verdicts.map((v) => v.info.name).sort()).toEqual([...versionedPackages].sort());
  const problems = verdicts.flatMap((v) => (v.problem ? [v.problem] : []));
  expect(problems.join('\n\n')).toBe('');
}, 400_000);
