// An area's routes, declared by the area and matched by its own router: the shell only knows the area's
// path prefixes. Every public route the area owns must be declared (the compiler and a start-up check say
// which is missing); anything else under the area's prefixes is the area's to add, and an unknown path shows
// the area's not-found page.
import type { RouteObject } from '@duality/libs/router';
import {
  fillPath,
  routesOf,
  type AreaName,
  type AreaPath,
  type ParamKind,
  type PathArgs,
  type PublicRouteOf,
} from '@duality/platform';
import type { AreaRoute } from './area-route';
import { AreaLoading, AreaPage, loadLazyPage } from './area-page';
import { AreaNotFound } from './area-not-found';
import { AreaRouteError } from './area-route-error';

/** A route whose path lies inside area A. */
export type RouteIn<A extends AreaName> = AreaRoute<AreaPath<A>>;

/** The parsed parameters of the declared route at path P. */
type ValuesAt<R extends readonly AreaRoute[], P> =
  Extract<R[number], { path: P }> extends AreaRoute<string, infer V> ? V : never;

type MissingPublic<A extends AreaName, R extends readonly RouteIn<A>[]> = Exclude<
  PublicRouteOf<A>['path'],
  R[number]['path']
>;

/** Compiles only when every public route of the area is declared; otherwise names the missing ones. */
type ServesPublicRoutes<A extends AreaName, R extends readonly RouteIn<A>[]> = [MissingPublic<A, R>] extends [
  never,
]
  ? unknown
  : { missingPublicRoutes: MissingPublic<A, R> };

export interface AreaRoutes<R extends readonly RouteIn<AreaName>[]> {
  /** The react-router routes, for the area's router (createAreaLifecycles and mountStandalone use them). */
  routes: RouteObject[];
  /** Fills one of the area's own route patterns: a mistyped pattern or a missing parameter does not compile. */
  pathTo<P extends R[number]['path']>(path: P, ...args: PathArgs<P, ValuesAt<R, P>>): string;
}

/**
 * Declares an area's routes:
 *
 *     export const { routes, pathTo } = defineAreaRoutes('character', import.meta.env.APP_VERSION, [
 *       route({ path: '/character', title: 'Characters', page: CharacterListPage }),
 *       route({ path: '/character/:id/print', params: { id: 'number' }, title: 'Print', lazy: () => import('...') }),
 *     ]);
 */
export function defineAreaRoutes<A extends AreaName, const R extends readonly RouteIn<A>[]>(
  area: A,
  version: string,
  declared: R & ServesPublicRoutes<A, R>,
): AreaRoutes<R> {
  const list: readonly AreaRoute[] = declared;
  assertServesPublicRoutes(area, list);
  const children = list.map((r): RouteObject => ({
    path: r.path,
    ...(r.loadPage ? { loader: () => loadLazyPage(r), hydrateFallbackElement: <AreaLoading /> } : {}),
    element: <AreaPage area={area} version={version} route={r} />,
  }));
  return {
    routes: [
      {
        errorElement: <AreaRouteError area={area} />,
        hydrateFallbackElement: <AreaLoading />,
        children: [...children, { path: '*', element: <AreaNotFound area={area} /> }],
      },
    ],
    pathTo: (path, ...args) => fillPath(path, pathParams(args)),
  };
}

/** Fails at start-up when the area does not declare a public route it owns, or declares it differently. */
function assertServesPublicRoutes(area: AreaName, declared: readonly AreaRoute[]): void {
  const problems = routesOf(area).flatMap((pub) => {
    const own = declared.find((r) => r.path === pub.path);
    if (!own) return [`${pub.path} is not declared`];
    const want: Readonly<Record<string, ParamKind>> = 'params' in pub ? pub.params : {};
    const same = JSON.stringify(sorted(want)) === JSON.stringify(sorted(own.kinds));
    return same ? [] : [`${pub.path} must declare the parameters ${JSON.stringify(want)}`];
  });
  if (problems.length > 0) {
    throw new Error(`The ${area} area must serve its public routes: ${problems.join('; ')}.`);
  }
}

const sorted = (kinds: Readonly<Record<string, ParamKind>>) => Object.entries(kinds).sort();

/** The parameters of a `pathTo` call: the values after the pattern, if any. */
function pathParams(args: readonly unknown[]): Readonly<Record<string, string | number>> | undefined {
  const [params] = args;
  if (params === undefined) return undefined;
  if (typeof params !== 'object' || params === null) throw new Error('pathTo: parameters must be an object');
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? v : String(v)]),
  );
}
