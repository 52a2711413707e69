// `npm run surface` checks every shared package's exported surface against its recorded `surface.json` and
// the version policy (check-surface.ts); `npm run surface -- --write` records the surface of every package
// whose version allows it (unchanged, or bumped enough), and refuses the others with the bump they need.
import { judgePackages, packageDir, repoRoot, versionedPackages, writeRecorded } from './surface-files';

const write = process.argv.includes('--write');
const verdicts = judgePackages(
  repoRoot,
  versionedPackages.map((name) => packageDir(repoRoot, name)),
);
let failed = 0;
for (const v of verdicts) {
  // Recording is refused while the version is short of what the change needs: the bump comes first.
  if (write && v.problem && v.recordable) {
    writeRecorded(v.info.dir, v.current);
    console.log(`${v.info.name} ${v.info.version}: surface recorded`);
  } else if (v.problem) {
    failed += 1;
    console.error(v.problem);
  } else {
    console.log(`${v.info.name} ${v.info.version}: surface as recorded`);
  }
}
process.exit(failed > 0 ? 1 : 0);
