import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from '@duality/libs/router';
import type { AreaName } from '@duality/platform';
import { AreaServicesProvider, type AreaServices } from '@duality/stores/react';
import { AreaErrorBoundary } from './area-error-boundary';

export interface AreaAppProps {
  area: AreaName;
  routes: RouteObject[];
  /**
   * The page's stores, provided to every component of the area (useDataStores, useSessionStore). The
   * lifecycles and the standalone page always pass them; only a routing test that reads no store leaves them out.
   */
  services?: AreaServices;
}

/**
 * An area's React root: its own browser router with absolute routes (no basename), made per mount and
 * disposed on unmount, inside the area's error boundary, with the page's services in context.
 */
export function AreaApp({ area, routes, services }: AreaAppProps) {
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => () => router.dispose(), [router]);
  return (
    <AreaErrorBoundary area={area}>
      {services ? (
        <AreaServicesProvider services={services}>
          <RouterProvider router={router} />
        </AreaServicesProvider>
      ) : (
        <RouterProvider router={router} />
      )}
    </AreaErrorBoundary>
  );
}
