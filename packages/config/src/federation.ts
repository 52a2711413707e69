// The ONE Module Federation sharing config every app uses (shell and remotes), so that React, the router,
// RxJS, zod, supabase-js and our own packages exist once per page. Each shared module is a singleton with an
// explicit requiredVersion (workspace packages need one, or the runtime compares against "workspace:*"): for a
// third-party one `^` what is installed, for ours the lowest version that provides what the app imports
// (required-versions.ts). Subpaths are listed on their own: `react-dom/client` is not shared by `react-dom`,
// and a remote would bundle its own react-dom.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requiredRange, sharedImports } from './required-versions';

/**
 * Third-party modules shared as singletons, with the package that provides each. react-router, zod and rxjs
 * are shared as the parts the product uses (`sharedWorkspaceSubpaths`, `@duality/libs`), not whole: a shared
 * module is loaded whole, and whole they are about 65, 87 and 18 KB gzip.
 */
export const sharedThirdParty = [
  { module: 'react', pkg: 'react' },
  { module: 'react/jsx-runtime', pkg: 'react' },
  { module: 'react-dom', pkg: 'react-dom' },
  { module: 'react-dom/client', pkg: 'react-dom' },
  { module: '@supabase/supabase-js', pkg: '@supabase/supabase-js' },
] as const;

/** Our workspace packages that hold shared state or identity, shared as singletons. */
export const sharedWorkspace = [
  '@duality/bus',
  '@duality/platform',
  '@duality/ui',
  '@duality/area-kit',
  '@duality/rules',
  '@duality/supabase',
  '@duality/stores',
] as const;

/**
 * What every area bundles for itself rather than shares (the `bundled` default of a remote). Area-kit is small
 * and only the areas use it: shared, the first area to load would provide it from its own origin anyway.
 */
export const bundledByEveryArea = ['@duality/area-kit'] as const;

/**
 * Entries of our workspace packages that are modules of their own, shared as singletons apart from the
 * package's index (a subpath is not shared by its parent key). The built-in game content is one: it is loaded
 * with a dynamic import when an area needs it, once per page whichever app asks first. `@duality/libs` has
 * only subpaths: the parts of react-router, zod and rxjs the product uses, provided by the shell.
 */
export const sharedWorkspaceSubpaths = [
  { module: '@duality/rules/content', pkg: '@duality/rules' },
  { module: '@duality/libs/router', pkg: '@duality/libs' },
  { module: '@duality/libs/zod', pkg: '@duality/libs' },
  { module: '@duality/libs/rxjs', pkg: '@duality/libs' },
] as const;

/**
 * Shared modules loaded only when a page asks for them (a dynamic import), never with an app's start: the
 * built-in game content. The host's area-boot files (area-boot-files.ts) leave them out.
 */
export const sharedOnDemand = ['@duality/rules/content'] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  eager: boolean;
}

/**
 * The shared config for the app in `appDir`: every module of the lists above that the app depends on
 * (an app that does not use supabase-js does not ship a copy of it), except the packages in `bundled`,
 * which the app bundles for itself (tree-shaken to what it uses) and neither provides nor consumes.
 * `eager` (the host only) are modules the app provides in its first scripts rather than in chunks of
 * their own loaded after the entry has run: the host takes them at its start, before any area's entry
 * has registered a copy, so its own copy is the page's either way; eager, a page asks for them with its
 * first request instead of one round trip (and one request per chunk) later.
 */
export function sharedFor(
  appDir: string,
  {
    bundled = [],
    eager = [],
    sourceDir = join(appDir, 'src'),
  }: { bundled?: readonly string[]; eager?: readonly string[]; sourceDir?: string } = {},
): Record<string, SharedEntry> {
  const deps = dependenciesOf(appDir);
  assertSharedDependenciesDeclared(appDir, deps);
  for (const module of bundled) deps.delete(module);
  const shared: Record<string, SharedEntry> = {};
  for (const { module, pkg } of sharedThirdParty) {
    if (deps.has(pkg)) shared[module] = entry(installedVersion(appDir, pkg));
  }
  // Our own packages: the lowest version that provides what the app imports (required-versions.ts).
  const ours = [
    ...sharedWorkspace
      .filter((pkg) => deps.has(pkg))
      .map((pkg) => ({ module: pkg as string, pkg, entry: '.' })),
    ...sharedWorkspaceSubpaths
      .filter(({ pkg }) => deps.has(pkg))
      .map(({ module, pkg }) => ({ module: module as string, pkg, entry: `.${module.slice(pkg.length)}` })),
  ];
  const imports = sharedImports(appDir, sourceDir, new Set(ours.map((o) => o.module)));
  for (const { module, pkg, entry: key } of ours) {
    const version = installedVersion(appDir, pkg);
    const dir = join(appDir, 'node_modules', ...pkg.split('/'));
    shared[module] = entry(version, requiredRange(dir, key, imports.get(module) ?? new Set(), version));
  }
  for (const module of eager) {
    const entry = shared[module];
    if (!entry)
      throw new Error(`${appDir}: ${module} is not a module the app shares, so it cannot be eager.`);
    shared[module] = { ...entry, eager: true };
  }
  return shared;
}

/**
 * A workspace package the app uses may itself use a shared one (area-kit uses stores). The app must declare
 * that one too: only the app's own dependencies are shared, and an undeclared one would be bundled as a
 * second copy with its own state (a session store nobody provided), failing at run time, not at build.
 */
export function assertSharedDependenciesDeclared(appDir: string, deps: ReadonlySet<string>): void {
  const missing: string[] = [];
  for (const dep of deps) {
    if (!dep.startsWith('@duality/')) continue;
    for (const inner of dependenciesOf(join(appDir, 'node_modules', ...dep.split('/')))) {
      if ((sharedWorkspace as readonly string[]).includes(inner) && !deps.has(inner)) {
        missing.push(`${dep} uses ${inner}`);
      }
    }
  }
  if (missing.length > 0) {
    throw new Error(
      `${appDir}: ${missing.join(', ')}, shared once per page; add ${[...new Set(missing.map((m) => m.split(' uses ')[1]))].join(', ')} to the app's dependencies.`,
    );
  }
}

function entry(version: string, requiredVersion = `^${version}`): SharedEntry {
  // Third-party: same major, at least the version we built against.
  return { singleton: true, requiredVersion, version, eager: false };
}

function dependenciesOf(appDir: string): Set<string> {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return new Set(Object.keys(pkg.dependencies ?? {}));
}

/** The version of a dependency as installed for this app (pnpm links it into the app's node_modules). */
export function installedVersion(appDir: string, pkg: string): string {
  const file = join(appDir, 'node_modules', ...pkg.split('/'), 'package.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    throw new Error(
      `${pkg} is not installed for ${appDir}: run the install first (node scripts/pnpm.mjs install).`,
    );
  }
}
