// The product's public routes: the shell's own pages and the entry routes of each area, which other areas and
// the shell link to. This is a contract, not the router: the shell activates an area by its path prefixes
// (areas.ts) and the area matches its own sub-routes, so an area may serve more paths than these (deep links
// such as a print view) without a change here. An area must serve every public route it owns; area-kit checks
// that when the area declares its routes.
import type { AreaName } from './areas';
import { fillPath, parseParams, type ParamKind, type ParamName, type ParamValues } from './route-params';

export type RouteOwner = 'shell' | AreaName;

export interface RouteDef {
  /** Absolute path pattern; `:name` marks a parameter. */
  readonly path: `/${string}`;
  readonly owner: RouteOwner;
  /** The page's name (heading and document title). */
  readonly title: string;
  /** Kind of each parameter; a numeric one only matches digits. */
  readonly params?: Readonly<Record<string, ParamKind>>;
}

export const routeTable = [
  { path: '/', owner: 'shell', title: 'Home' },
  { path: '/about', owner: 'shell', title: 'About' },
  { path: '/terms-of-use', owner: 'shell', title: 'Terms of Use' },
  { path: '/privacy-policy', owner: 'shell', title: 'Privacy Policy' },
  { path: '/dev', owner: 'shell', title: 'Development' },
  { path: '/builder', owner: 'builder', title: 'Character Builder' },
  { path: '/character', owner: 'character', title: 'Characters' },
  { path: '/character/:id', owner: 'character', title: 'Character Sheet', params: { id: 'number' } },
  { path: '/character/edit/:id', owner: 'character', title: 'Edit Character', params: { id: 'number' } },
  { path: '/campaign', owner: 'campaign', title: 'Campaigns' },
  { path: '/campaign/:id', owner: 'campaign', title: 'Campaign Dashboard', params: { id: 'number' } },
  {
    path: '/campaign/invite/:invite',
    owner: 'campaign',
    title: 'Campaign Invitation',
    params: { invite: 'text' },
  },
  { path: '/homebrew', owner: 'homebrew', title: 'Browse Homebrew' },
  { path: '/homebrew/collection', owner: 'homebrew', title: 'My Homebrew' },
  { path: '/auth/login', owner: 'account', title: 'Log In' },
  { path: '/auth/signup', owner: 'account', title: 'Sign Up' },
  { path: '/auth/forgot-password', owner: 'account', title: 'Forgot Password' },
  { path: '/auth/update-password', owner: 'account', title: 'Update Password' },
  { path: '/user-profile', owner: 'account', title: 'User Profile' },
] as const satisfies readonly RouteDef[];

/** One public route, with its literal types. */
export type PublicRoute = (typeof routeTable)[number];
/** Every public path pattern: a mistyped one does not compile. */
export type PublicPath = PublicRoute['path'];
/** The public routes one owner serves. */
export type PublicRouteOf<O extends RouteOwner> = Extract<PublicRoute, { owner: O }>;

type RouteAt<P extends PublicPath> = Extract<PublicRoute, { path: P }>;
/** The parsed parameters of a public path (`{id: number}` for `/character/:id`). */
export type PublicParams<P extends PublicPath> =
  RouteAt<P> extends { params: infer K } ? ParamValues<K> : Record<never, never>;

/** The arguments after the pattern: none for a path without parameters, the typed values otherwise. */
export type PathArgs<P extends string, V> = [ParamName<P>] extends [never] ? [] : [params: V];

/** Fills a public route's parameters: buildPath('/character/:id', {id: 42}) is '/character/42'. */
export function buildPath<P extends PublicPath>(path: P, ...args: PathArgs<P, PublicParams<P>>): string {
  const [params] = args as [Readonly<Record<string, string | number>>?];
  return fillPath(path, params);
}

export interface RouteMatch {
  route: PublicRoute;
  /** Parameters parsed by their kinds (a numeric id is a number). */
  params: Readonly<Record<string, string | number>>;
}

/**
 * The public route a pathname is, or null. Literal segments win over parameters (so
 * `/campaign/invite/x` is never `/campaign/:id`), a trailing slash is ignored, and a parameter that does not
 * fit its kind does not match.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const got = splitPath(pathname);
  if (got === null) return null;
  for (const route of byLiteralFirst) {
    const want = splitPath(route.path) ?? [];
    if (want.length !== got.length) continue;
    const raw: Record<string, string> = {};
    const fits = want.every((segment, i) => {
      if (segment.startsWith(':')) {
        raw[segment.slice(1)] = got[i]!;
        return true;
      }
      return segment === got[i];
    });
    if (!fits) continue;
    const params = parseParams('params' in route ? route.params : {}, raw);
    if (params) return { route, params };
  }
  return null;
}

/** The public routes one owner serves. */
export function routesOf<O extends RouteOwner>(owner: O): PublicRouteOf<O>[] {
  return routeTable.filter((r): r is PublicRouteOf<O> => r.owner === owner);
}

const paramCount = (route: RouteDef) => (route.path.match(/:/g) ?? []).length;
const byLiteralFirst: readonly PublicRoute[] = [...routeTable].sort((a, b) => paramCount(a) - paramCount(b));

/** Decoded path segments; null when a segment is not valid percent-encoding. */
function splitPath(path: string): string[] | null {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === '/') return [];
  try {
    return trimmed.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}
