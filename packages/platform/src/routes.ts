// The route table of spec section 2: every route and the area that owns it. The shell builds its router
// and single-spa's activeWhen from this, and each remote builds its own routes from its rows, so the table
// is the one place a route is declared.
import type { AreaName } from './areas';

export type RouteOwner = 'shell' | AreaName;
export type ParamKind = 'number' | 'text';

export interface RouteDef {
  /** Absolute path pattern; `:name` marks a parameter. */
  path: string;
  owner: RouteOwner;
  /** The page's heading. */
  title: string;
  /** Kind of each parameter; a numeric one only matches digits (spec: numeric character id). */
  params?: Record<string, ParamKind>;
}

export const routeTable: readonly RouteDef[] = [
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
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Matches a pathname against one route; literal segments win over parameters via table order. */
export function matchRouteDef(route: RouteDef, pathname: string): RouteMatch | null {
  const want = splitPath(route.path);
  const got = splitPath(pathname);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      const name = w.slice(1);
      const value = safeDecode(g);
      if (value === null || value === '') return null;
      if (route.params?.[name] === 'number' && !/^\d+$/.test(value)) return null;
      params[name] = value;
    } else if (w !== g) {
      return null;
    }
  }
  return { route, params };
}

/**
 * The route that owns a pathname, or null (a 404). Literal routes are preferred over parameter routes,
 * so `/campaign/invite/x` never matches `/campaign/:id`.
 */
export function matchRoute(pathname: string, table: readonly RouteDef[] = routeTable): RouteMatch | null {
  const byLiteralFirst = [...table].sort((a, b) => paramCount(a) - paramCount(b));
  for (const route of byLiteralFirst) {
    const m = matchRouteDef(route, pathname);
    if (m) return m;
  }
  return null;
}

/** The routes one owner serves. */
export const routesOf = (owner: RouteOwner, table: readonly RouteDef[] = routeTable): RouteDef[] =>
  table.filter((r) => r.owner === owner);

/** Fills a route pattern's parameters, e.g. buildPath('/character/:id', {id: 42}) -> '/character/42'. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`buildPath: missing parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

function splitPath(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '') || '/';
  return trimmed === '/' ? [] : trimmed.slice(1).split('/');
}

function paramCount(route: RouteDef): number {
  return splitPath(route.path).filter((s) => s.startsWith(':')).length;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
