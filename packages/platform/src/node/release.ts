// `release <area> <version>`: builds that one remote (rsbuild in its own folder, nothing else) straight into
// a staging folder of the local CDN, checks that the production shell can run it, and only then moves it to
// its immutable folder <cdn>/<area>/<version>/ and makes it the area's canary at 0 percent.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { federationName, type AreaName } from '../areas';
import { incompatibilities } from '../compatibility';
import { federationManifestSchema, type FederationManifest } from '../federation-manifest';
import { addCanary, DeliveryError } from '../delivery';
import {
  appendHistory,
  builtPath,
  newRevision,
  readDeliveryRegistry,
  releasePath,
  writeDeliveryRegistry,
  type DeliveryPaths,
} from './delivery-files';
import { rsbuildBuild } from './rsbuild-build';
import { appFolders, appVersion } from './serve-product';

/** Versions are semantic versions: they name immutable folders and URLs. */
const versionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export interface ReleaseOptions {
  repoRoot: string;
  paths: DeliveryPaths;
  area: AreaName;
  version: string;
  /** The folder rsbuild runs in (default: the area's app folder). */
  appDir?: string;
  /** The rsbuild config, relative to appDir (default rsbuild.config.ts). */
  config?: string;
  /** The production shell's mf-manifest.json (default: the shell's build in this checkout). */
  shellManifest?: string;
  log?: (line: string) => void;
}

export interface ReleaseResult {
  folder: string;
  manifest: string;
  seconds: number;
  revision: string;
}

export async function release(options: ReleaseOptions): Promise<ReleaseResult> {
  const started = performance.now();
  const { area, version, paths, repoRoot } = options;
  const log = options.log ?? (() => {});
  if (!versionPattern.test(version))
    throw new DeliveryError(`"${version}" is not a version: use major.minor.patch, e.g. 2.0.0.`);
  const folder = join(paths.cdn, area, version);
  if (existsSync(folder))
    throw new DeliveryError(
      `${area} ${version} is already published; a release is never rebuilt: pick a new version.`,
    );
  const shell = readManifest(
    options.shellManifest ?? join(repoRoot, 'shell/dist/mf-manifest.json'),
    'the shell',
  );

  const staging = join(paths.cdn, '.staging', `${area}-${version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const appDir = resolve(repoRoot, options.appDir ?? appFolders[area]);
    log(`Building ${area} ${version} in ${appDir}`);
    await rsbuild(appDir, options.config ?? 'rsbuild.config.ts', {
      DUALITY_RELEASE_OUT: staging,
      DUALITY_RELEASE_VERSION: version,
    });
    if (!existsSync(join(staging, 'mf-manifest.json')))
      throw new DeliveryError(
        `The build wrote no mf-manifest.json to the release folder: its rsbuild config must build into DUALITY_RELEASE_OUT (defineAppConfig of @duality/config does).`,
      );
    const remote = readManifest(join(staging, 'mf-manifest.json'), `the ${area} build`);
    if (remote.name !== federationName(area))
      throw new DeliveryError(`The build is the remote ${remote.name}, not ${federationName(area)}.`);
    const problems = incompatibilities(remote, shell);
    if (problems.length > 0)
      throw new DeliveryError(
        `Refused: the production shell cannot run ${area} ${version}:\n  ${problems.join('\n  ')}`,
      );
    mkdirSync(join(paths.cdn, area), { recursive: true });
    renameSync(staging, folder);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }

  const revision = newRevision();
  const registry = readDeliveryRegistry(paths) ?? { schemaVersion: 2 as const, revision, areas: {} };
  const initialStable = { version: appVersion(repoRoot, area), manifest: builtPath(area) };
  const manifest = releasePath(area, version);
  writeDeliveryRegistry(paths, addCanary(registry, area, { version, manifest }, revision, initialStable));
  const seconds = (performance.now() - started) / 1000;
  appendHistory(paths, { command: 'release', area, detail: { version, seconds: round(seconds) }, revision });
  return { folder, manifest, seconds, revision };
}

function readManifest(file: string, what: string): FederationManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new DeliveryError(`No mf-manifest.json for ${what} at ${file}: build it first.`);
  }
  const parsed = federationManifestSchema.safeParse(raw);
  if (!parsed.success) throw new DeliveryError(`${file} is not a Module Federation manifest.`);
  return parsed.data;
}

/** Builds one remote; a failed build is a DeliveryError carrying rsbuild's output. */
const rsbuild = (appDir: string, config: string, env: Record<string, string>) =>
  rsbuildBuild(appDir, config, env).catch((error: unknown) => {
    throw new DeliveryError(`The build failed: ${error instanceof Error ? error.message : String(error)}`);
  });

const round = (n: number) => Math.round(n * 10) / 10;
