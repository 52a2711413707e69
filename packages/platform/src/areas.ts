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
