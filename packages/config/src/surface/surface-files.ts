// Where the surfaces live and the one routine the check, the test and the CLI share: read each versioned
// package's recorded surface (`packages/<name>/surface.json`), extract its current one, and judge or record.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sharedWorkspace, sharedWorkspaceSubpaths } from '../federation';
import {
  changedNames,
  diffSurfaces,
  mayRecord,
  sinceOf,
  surfaceProblem,
  type RecordedSurface,
  type SurfaceDiff,
} from './check-surface';
import { judgeChanges, type Change } from './compare-surface';
import { readPackage, readSurfaces, type PackageInfo } from './extract-surface';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The packages whose versions the shell and the areas compare at release: every workspace package shared
 * through Module Federation (the federation config is the one list), whole or by subpath.
 */
export const versionedPackages: readonly string[] = [
  ...new Set([...sharedWorkspace, ...sharedWorkspaceSubpaths.map((s) => s.pkg)]),
];

export const SURFACE_FILE = 'surface.json';

/** The folder of a workspace package by its name (`@duality/stores` -> `packages/stores`). */
export const packageDir = (root: string, name: string): string =>
  join(root, 'packages', name.replace(/^@duality\//, ''));

export function readRecorded(dir: string): RecordedSurface | null {
  const file = join(dir, SURFACE_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedSurface) : null;
}

export function writeRecorded(dir: string, recorded: RecordedSurface): void {
  writeFileSync(join(dir, SURFACE_FILE), `${JSON.stringify(recorded, null, 2)}\n`);
}

export interface PackageVerdict {
  info: PackageInfo;
  recorded: RecordedSurface | null;
  current: RecordedSurface;
  problem: string | null;
  /** Whether `--write` may record the current surface (the version allows it). */
  recordable: boolean;
  /** What changed since the record, each change judged (null without a record). */
  diff: SurfaceDiff | null;
}

export interface JudgeOptions {
  /** The tsconfig to read with (`surfaceTsconfig(root)` unless given). */
  tsconfig?: string;
  /**
   * Meet everything in the other order: the packages, their entries and every folder listing reversed. The
   * verdict must not change (the surface is canonical); the recorded-surfaces test reads this way.
   */
  backwards?: boolean;
}

/**
 * Every package's verdict, from one compiler program (about 30 s for the eight shared packages), and a second
 * one when names are printed differently from their record, to ask the checker whether each change can
 * break a caller (compare-surface.ts).
 */
export function judgePackages(
  root: string,
  dirs: readonly string[],
  { tsconfig = surfaceTsconfig(root), backwards = false }: JudgeOptions = {},
): PackageVerdict[] {
  const infos = dirs.map(readPackage);
  const system = backwards ? listingsReversed(ts.sys) : ts.sys;
  const read = readSurfaces(backwards ? infos.map(entriesReversed).reverse() : infos, tsconfig, root, system);
  const recordedOf = new Map(infos.map((info) => [info.name, readRecorded(info.dir)]));
  const changes: Change[] = [];
  for (const info of infos) {
    const recorded = recordedOf.get(info.name);
    if (!recorded) continue;
    const details = read.details.get(info.name)!;
    for (const change of changedNames(recorded.entries, read.surfaces.get(info.name)!))
      changes.push({ pkg: info.name, ...change, detail: details.get(change.label)! });
  }
  const roots = infos.flatMap((p) => Object.values(p.entries));
  const verdicts = judgeChanges(changes, roots, read.options, root, system);
  return infos.map((info) => {
    const entries = read.surfaces.get(info.name)!;
    const recorded = recordedOf.get(info.name) ?? null;
    const details = read.details.get(info.name)!;
    const uses = Object.fromEntries(
      [...details]
        .filter(([, d]) => d.uses.length > 0)
        .map(([key, d]) => [key, d.uses] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const current: RecordedSurface = {
      package: info.name,
      version: info.version,
      entries,
      since: sinceOf(recorded, entries, info.version),
      uses,
    };
    const judge = (key: string) => {
      const verdict = verdicts.get(`${info.name} ${key}`);
      if (!verdict) return 'changed';
      return verdict.compatible ? null : verdict.reason;
    };
    const state = { name: info.name, version: info.version, surface: entries, record: current, judge };
    return {
      info,
      recorded,
      current,
      problem: surfaceProblem(recorded, state),
      recordable: mayRecord(recorded, state),
      diff: recorded ? diffSurfaces(recorded.entries, entries, judge) : null,
    };
  });
}

const entriesReversed = (info: PackageInfo): PackageInfo => ({
  ...info,
  entries: Object.fromEntries(Object.entries(info.entries).reverse()),
});

/** The same file system, but every folder it lists comes back in the reverse order. */
export function listingsReversed(system: ts.System): ts.System {
  return {
    ...system,
    readDirectory: (...args) => system.readDirectory(...args).reverse(),
    getDirectories: (path) => system.getDirectories(path).reverse(),
  };
}

/** The tsconfig the surfaces are read with: the React one, since ui, area-kit and stores export JSX. */
export const surfaceTsconfig = (root: string): string => join(root, 'packages/config/tsconfig.react.json');
