// The check CI runs (inside `npm test`'s unit tests): every shared package's exported surface, read from its
// source now, against its surface.json and version. A change without the bump fails here with the message
// that names the package, what changed and the bump needed (check-surface.ts).
import { expect, test } from 'vitest';
import { judgePackages, packageDir, repoRoot, versionedPackages } from './surface-files';

test('every shared package exports what its surface.json records for its version', () => {
  const verdicts = judgePackages(
    repoRoot,
    versionedPackages.map((name) => packageDir(repoRoot, name)),
  );
  expect(verdicts.map((v) => v.info.name).sort()).toEqual([...versionedPackages].sort());
  const problems = verdicts.flatMap((v) => (v.problem ? [v.problem] : []));
  expect(problems.join('\n\n')).toBe('');
}, 400_000);
