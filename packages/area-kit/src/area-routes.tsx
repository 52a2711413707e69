import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { routesOf, type AreaName } from '@duality/platform';
import { AreaRouteError } from './area-route-error';
import { PlaceholderPage } from './placeholder-page';

/**
 * The react-router routes of an area, one per row of the platform route table that the area owns. `pages`
 * gives the real component of a path; a path without one shows the placeholder page (heading and
 * parameters) until the area's own work replaces it. A catch-all renders nothing: the shell owns 404s, and
 * the area is unmounted as soon as the URL leaves it. A page that throws shows the area's error panel.
 */
export function areaRoutes(
  area: AreaName,
  version: string,
  pages: Partial<Record<string, ComponentType>> = {},
): RouteObject[] {
  const own = routesOf(area).map((def): RouteObject => {
    const Page = pages[def.path];
    return {
      path: def.path,
      element: Page ? (
        <div data-area={area} data-area-version={version}>
          <Page />
        </div>
      ) : (
        <PlaceholderPage area={area} version={version} title={def.title} />
      ),
    };
  });
  return [{ errorElement: <AreaRouteError area={area} />, children: [...own, { path: '*', element: null }] }];
}
