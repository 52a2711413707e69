import { z } from '@duality/libs/zod-mini';

/** The five independently deployed areas, in menu order. */
export const areaNames = ['character', 'builder', 'campaign', 'homebrew', 'account'] as const;
export const areaNameSchema = z.enum(areaNames);
export type AreaName = z.infer<typeof areaNameSchema>;

/**
 * The path prefixes each area owns. The shell activates an area for a prefix and every path below it; the
 * area itself matches its sub-routes (and shows its own not-found page), so a new deep link inside an area
 * ships with that area alone. Prefixes never overlap.
 */
export const areaPrefixes = {
  character: ['/character'],
  builder: ['/builder'],
  campaign: ['/campaign'],
  homebrew: ['/homebrew'],
  account: ['/auth', '/user-profile'],
} as const satisfies Record<AreaName, readonly `/${string}`[]>;

/**
 * The rest of what the repository says about each area, beside its name and prefixes: the app's folder, its
 * port (its standalone dev server, and its place after the shell's in `serveProduct`) and how messages to
 * the user name it. The product server, the remotes' build configs, the shell's messages, the monolith bench
 * and the lint rules read it from here; `area-definition.test.ts` fails when the folders on disk or the load
 * reports' database check disagree. docs/architecture.md's "Adding an area" lists the steps.
 */
export const areaApps = {
  character: { folder: 'mf-character', port: 3001, label: 'Characters' },
  builder: { folder: 'mf-builder', port: 3002, label: 'The character builder' },
  campaign: { folder: 'mf-campaign', port: 3003, label: 'Campaigns' },
  homebrew: { folder: 'mf-homebrew', port: 3004, label: 'Homebrew' },
  account: { folder: 'mf-account', port: 3005, label: 'Your account' },
} as const satisfies Record<AreaName, { folder: `mf-${string}`; port: number; label: string }>;

/**
 * The shared modules loaded on demand (the built-in game content) that each area's pages take as soon as they
 * show: the product server preloads them in the page of the area's paths, beside the shell's start-up
 * (`e2e/tests/platform/area-preload.spec.ts` checks that each preload is used).
 */
export const areaPreloadedShared = {
  character: ['@duality/rules/content'],
  builder: ['@duality/rules/content'],
  campaign: [],
  homebrew: [],
  account: [],
} as const satisfies Record<AreaName, readonly string[]>;

/** A prefix the area owns. */
export type AreaPrefix<A extends AreaName> = (typeof areaPrefixes)[A][number];
/** Any path pattern inside the area: one of its prefixes, or a path below one. */
export type AreaPath<A extends AreaName> = AreaPrefix<A> | `${AreaPrefix<A>}/${string}`;

/** True when the pathname is the prefix itself or lies below it (`/character` owns `/character/42`). */
function isUnderPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The area that owns a pathname by its prefixes, or null (a shell page or a 404). */
export function areaOwning(pathname: string): AreaName | null {
  for (const area of areaNames) {
    if (areaPrefixes[area].some((prefix) => isUnderPrefix(pathname, prefix))) return area;
  }
  return null;
}

/** Module Federation container name of an area's remote (snake_case: it becomes a global name). */
export const federationName = (area: AreaName): `mf_${AreaName}` => `mf_${area}`;

/** The module every remote exposes with its single-spa lifecycles. */
export const lifecyclesModule = (area: AreaName): string => `${federationName(area)}/lifecycles`;
