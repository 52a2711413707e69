import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { requiredBump } from './check-surface';
import { judgePackages, packageDir, surfaceTsconfig, versionedPackages, writeRecorded } from './surface-files';
const [before, after] = process.argv.slice(2) as [string, string];
const dirsOf = (root: string) => versionedPackages.map((n) => packageDir(root, n)).filter((d) => existsSync(join(d, 'package.json')));
let t = Date.now();
for (const v of judgePackages(before, dirsOf(before), { tsconfig: surfaceTsconfig(before) }))
  writeRecorded(join(after, relative(before, v.info.dir)), { ...v.current });
console.log('recorded before in', (Date.now() - t) / 1000, 's');
t = Date.now();
for (const v of judgePackages(after, dirsOf(after), { tsconfig: surfaceTsconfig(after) })) {
  const d = v.diff!;
  console.log(`${v.info.name}: recorded ${v.recorded?.version}, now says ${v.info.version}; needs ${requiredBump(d)}`);
  for (const [k, list] of Object.entries(d)) if (list.length) console.log(`   ${k}: ${list.join('; ')}`);
}
console.log('judged after in', (Date.now() - t) / 1000, 's');
