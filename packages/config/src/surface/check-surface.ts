// The versioning policy of the shared packages, as a check over two surfaces: the one recorded in the
// package's `surface.json` (the surface of the version it names) and the one its source has now. Only what
// can break a caller is a major:
//  - nothing changed: the package must still say the recorded version;
//  - names added, or changed in a way every caller still fits (compare-surface.ts asks the checker: a new
//    optional member, a new column of a row, a widened parameter): a minor bump at least (1.4.2 -> 1.5.0);
//  - a name removed or renamed, or changed in a way a caller may not fit (a new required input, a narrowed
//    output, a type no longer assignable): a major bump (1.4.2 -> 2.0.0);
//  - bumped enough: the new surface must be recorded under the new version (`npm run surface -- --write`,
//    which `npm run version-packages` runs after `changeset version`), so the next change is judged against
//    what that version really exports.
// The record also keeps, per name, the version since which it has been what it is now (`since`) and the
// package's other names its type mentions (`uses`): what a remote needs is computed from them
// (required-versions.ts). Every refusal names the package, what changed and the bump needed.
import { label, type Surface } from './extract-surface';

export interface RecordedSurface {
  package: string;
  version: string;
  entries: Surface;
  /** Per label, the first version whose export of it is the one recorded (unchanged since). */
  since?: Record<string, string>;
  /** Per label, the package's other labels its type mentions (what it gives depends on them too). */
  uses?: Record<string, string[]>;
}

export interface SurfaceDiff {
  added: string[];
  removed: string[];
  /** Printed differently, and a caller may not fit: each with the checker's reason. */
  changed: string[];
  /** Printed differently, and every caller still fits. */
  compatible: string[];
}

export type Bump = 'major' | 'minor' | 'none';

/** Whether a name printed differently can break a caller (compare-surface.ts); `null`: it can. */
export type ChangeJudge = (label: string, before: string, after: string) => string | null;

/** Without the checker: every change can break a caller. */
const everyChangeBreaks: ChangeJudge = () => 'changed';

/** The labels printed differently between two surfaces, each with both texts. */
export function changedNames(
  before: Surface,
  after: Surface,
): { label: string; before: string; after: string }[] {
  const changed = [];
  for (const [entry, was] of Object.entries(before)) {
    const now = after[entry] ?? {};
    for (const [name, text] of Object.entries(was))
      if (name in now && now[name] !== text)
        changed.push({ label: label(entry, name), before: text, after: now[name]! });
  }
  return changed;
}

/** What changed from `before` to `after`, every list sorted; `judge` says which changes can break a caller. */
export function diffSurfaces(
  before: Surface,
  after: Surface,
  judge: ChangeJudge = everyChangeBreaks,
): SurfaceDiff {
  const diff: SurfaceDiff = { added: [], removed: [], changed: [], compatible: [] };
  const entries = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const entry of entries) {
    const was = before[entry] ?? {};
    const now = after[entry] ?? {};
    for (const name of Object.keys(was)) {
      if (!(name in now)) diff.removed.push(label(entry, name));
      else if (was[name] !== now[name]) {
        const reason = judge(label(entry, name), was[name]!, now[name]!);
        if (reason === null) diff.compatible.push(label(entry, name));
        else diff.changed.push(`${label(entry, name)} (${reason})`);
      }
    }
    for (const name of Object.keys(now)) if (!(name in was)) diff.added.push(label(entry, name));
  }
  for (const list of Object.values(diff)) list.sort();
  return diff;
}

/** The bump the policy requires for a diff. */
export function requiredBump(diff: SurfaceDiff): Bump {
  if (diff.removed.length > 0 || diff.changed.length > 0) return 'major';
  return diff.added.length > 0 || diff.compatible.length > 0 ? 'minor' : 'none';
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
  if (diff.compatible.length) parts.push(`changed compatibly ${names(diff.compatible)}`);
  if (diff.added.length) parts.push(`added ${names(diff.added)}`);
  return parts.join('; ');
}

export interface PackageState {
  name: string;
  version: string;
  surface: Surface;
  /** The record this state would write (`since` and `uses` included). */
  record?: RecordedSurface;
  judge?: ChangeJudge;
}

/** The `since` a record of `now` keeps: a name printed as recorded keeps its own, any other is new now. */
export function sinceOf(
  recorded: RecordedSurface | null,
  now: Surface,
  version: string,
): Record<string, string> {
  const since: [string, string][] = [];
  for (const [entry, names] of Object.entries(now))
    for (const [name, text] of Object.entries(names)) {
      const key = label(entry, name);
      const kept = recorded && recorded.entries[entry]?.[name] === text;
      since.push([key, kept ? (recorded.since?.[key] ?? recorded.version) : version]);
    }
  return Object.fromEntries(since.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * True when the package's version allows recording its current surface: the first record, or a version at
 * least the bump its change since the recorded one needs (`npm run surface -- --write` refuses the others).
 */
export function mayRecord(recorded: RecordedSurface | null, now: PackageState): boolean {
  if (!recorded) return true;
  const needed = bumped(
    recorded.version,
    requiredBump(diffSurfaces(recorded.entries, now.surface, now.judge)),
  );
  return atLeast(now.version, needed);
}

/** Why the package breaks the policy, in one paragraph; null when it keeps it. */
export function surfaceProblem(recorded: RecordedSurface | null, now: PackageState): string | null {
  const write = 'then record it with `npm run surface -- --write`';
  if (!recorded)
    return `${now.name} ${now.version}: its exported surface is not recorded yet (surface.json): ${write}.`;
  const diff = diffSurfaces(recorded.entries, now.surface, now.judge);
  const bump = requiredBump(diff);
  if (bump === 'none') {
    if (now.version === recorded.version) {
      const stale =
        now.record &&
        (JSON.stringify(now.record.since) !== JSON.stringify(recorded.since) ||
          JSON.stringify(now.record.uses) !== JSON.stringify(recorded.uses));
      return stale
        ? `${now.name} ${now.version}: surface.json's \`since\` or \`uses\` is not what its surface gives: ${write.replace('then ', '')}.`
        : null;
    }
    return `${now.name}: package.json says ${now.version} but surface.json records ${recorded.version} (the surface did not change): ${write}.`;
  }
  const needed = bumped(recorded.version, bump);
  const what = describeDiff(diff);
  const rule =
    bump === 'major'
      ? 'a removal, or a change that can break a caller, needs a major bump'
      : 'an addition, or a change every caller still fits, needs a minor bump';
  if (now.version === recorded.version)
    return `${now.name}: its exported surface changed since ${recorded.version} (${what}) without a version bump; ${rule}: ${recorded.version} -> ${needed}. Add a changeset (\`node scripts/pnpm.mjs changeset\`, ${bump} for ${now.name}) and run \`npm run version-packages\`, or set the version by hand and ${write.replace('then ', '')}.`;
  if (!atLeast(now.version, needed))
    return `${now.name}: its exported surface changed since ${recorded.version} (${what}); ${rule}, to ${needed} at least, but package.json says ${now.version}.`;
  return `${now.name}: bumped to ${now.version} for a changed surface (${what}), but surface.json still records ${recorded.version}: run \`npm run surface -- --write\`.`;
}
