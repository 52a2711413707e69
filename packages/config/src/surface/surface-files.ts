// Where the surfaces live and the one routine the check, the test and the CLI share: read each versioned
// package's recorded surface (`packages/<name>/surface.json`), extract its current one, and judge or record.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sharedWorkspace, sharedWorkspaceSubpaths } from '../federation';
import { mayRecord, surfaceProblem, type RecordedSurface } from './check-surface';
import { extractSurfaces, readPackage, type PackageInfo } from './extract-surface';

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

/** Every package's verdict, from one compiler program (about 30 s for the eight shared packages). */
export function judgePackages(
  root: string,
  dirs: readonly string[],
  { tsconfig = surfaceTsconfig(root), backwards = false }: JudgeOptions = {},
): PackageVerdict[] {
  const infos = dirs.map(readPackage);
  const surfaces = backwards
    ? extractSurfaces(infos.map(entriesReversed).reverse(), tsconfig, root, listingsReversed(ts.sys))
    : extractSurfaces(infos, tsconfig, root);
  return infos.map((info) => {
    const current = { package: info.name, version: info.version, entries: surfaces.get(info.name)! };
    const recorded = readRecorded(info.dir);
    const state = { name: info.name, version: info.version, surface: current.entries };
    return {
      info,
      recorded,
      current,
      problem: surfaceProblem(recorded, state),
      recordable: mayRecord(recorded, state),
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
