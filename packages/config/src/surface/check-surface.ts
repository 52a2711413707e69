// The versioning policy of the shared packages, as a check over two surfaces: the one recorded in the
// package's `surface.json` (the surface of the version it names) and the one its source has now.
//  - nothing changed: the package must still say the recorded version;
//  - names only added: a minor bump at least (1.4.2 -> 1.5.0);
//  - a name removed, or printed differently (its type or meaning changed): a major bump (1.4.2 -> 2.0.0);
//  - bumped enough: the new surface must be recorded under the new version (`npm run surface -- --write`,
//    which `npm run version-packages` runs after `changeset version`), so the next change is judged against
//    what that version really exports.
// Every refusal names the package, what changed and the bump needed.
import type { Surface } from './extract-surface';

export interface RecordedSurface {
  package: string;
  version: string;
  entries: Surface;
}

export interface SurfaceDiff {
  added: string[];
  removed: string[];
  changed: string[];
}

export type Bump = 'major' | 'minor' | 'none';

/** Names as `entry name` (`./react useSession`; the main entry is just `name`). */
const label = (entry: string, name: string): string => (entry === '.' ? name : `${entry} ${name}`);

/** What changed from `before` to `after`, every list sorted. */
export function diffSurfaces(before: Surface, after: Surface): SurfaceDiff {
  const diff: SurfaceDiff = { added: [], removed: [], changed: [] };
  const entries = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const entry of entries) {
    const was = before[entry] ?? {};
    const now = after[entry] ?? {};
    for (const name of Object.keys(was)) {
      if (!(name in now)) diff.removed.push(label(entry, name));
      else if (was[name] !== now[name]) diff.changed.push(label(entry, name));
    }
    for (const name of Object.keys(now)) if (!(name in was)) diff.added.push(label(entry, name));
  }
  for (const list of Object.values(diff)) list.sort();
  return diff;
}

/** The bump the policy requires for a diff. */
export function requiredBump(diff: SurfaceDiff): Bump {
  if (diff.removed.length > 0 || diff.changed.length > 0) return 'major';
  return diff.added.length > 0 ? 'minor' : 'none';
}

type Triple = [number, number, number];

function parse(version: string): Triple {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a plain x.y.z version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The smallest version after `from` that the bump allows (`1.4.2` minor -> `1.5.0`). */
export function bumped(from: string, bump: Bump): string {
  const [major, minor, patch] = parse(from);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch}`;
}

/** True when `version` is `floor` or later. */
export function atLeast(version: string, floor: string): boolean {
  const a = parse(version);
  const b = parse(floor);
  return a[0] - b[0] > 0 || (a[0] === b[0] && (a[1] - b[1] > 0 || (a[1] === b[1] && a[2] >= b[2])));
}

/** Lists at most eight names, then how many more. */
function names(list: string[]): string {
  const shown = list.slice(0, 8).join(', ');
  return list.length > 8 ? `${shown} and ${list.length - 8} more` : shown;
}

/** What changed, in words: "removed hasSessionStore; changed fromRow; added useCampaign". */
export function describeDiff(diff: SurfaceDiff): string {
  const parts: string[] = [];
  if (diff.removed.length) parts.push(`removed ${names(diff.removed)}`);
  if (diff.changed.length) parts.push(`changed ${names(diff.changed)}`);
  if (diff.added.length) parts.push(`added ${names(diff.added)}`);
  return parts.join('; ');
}

export interface PackageState {
  name: string;
  version: string;
  surface: Surface;
}

/**
 * True when the package's version allows recording its current surface: the first record, or a version at
 * least the bump its change since the recorded one needs (`npm run surface -- --write` refuses the others).
 */
export function mayRecord(recorded: RecordedSurface | null, now: PackageState): boolean {
  if (!recorded) return true;
  const needed = bumped(recorded.version, requiredBump(diffSurfaces(recorded.entries, now.surface)));
  return atLeast(now.version, needed);
}

/** Why the package breaks the policy, in one paragraph; null when it keeps it. */
export function surfaceProblem(recorded: RecordedSurface | null, now: PackageState): string | null {
  const write = 'then record it with `npm run surface -- --write`';
  if (!recorded)
    return `${now.name} ${now.version}: its exported surface is not recorded yet (surface.json): ${write}.`;
  const diff = diffSurfaces(recorded.entries, now.surface);
  const bump = requiredBump(diff);
  if (bump === 'none') {
    if (now.version === recorded.version) return null;
    return `${now.name}: package.json says ${now.version} but surface.json records ${recorded.version} (the surface did not change): ${write}.`;
  }
  const needed = bumped(recorded.version, bump);
  const what = describeDiff(diff);
  const rule = bump === 'major' ? 'a removal or change needs a major bump' : 'an addition needs a minor bump';
  if (now.version === recorded.version)
    return `${now.name}: its exported surface changed since ${recorded.version} (${what}) without a version bump; ${rule}: ${recorded.version} -> ${needed}. Add a changeset (\`node scripts/pnpm.mjs changeset\`, ${bump} for ${now.name}) and run \`npm run version-packages\`, or set the version by hand and ${write.replace('then ', '')}.`;
  if (!atLeast(now.version, needed))
    return `${now.name}: its exported surface changed since ${recorded.version} (${what}); ${rule}, to ${needed} at least, but package.json says ${now.version}.`;
  return `${now.name}: bumped to ${now.version} for a changed surface (${what}), but surface.json still records ${recorded.version}: run \`npm run surface -- --write\`.`;
}
