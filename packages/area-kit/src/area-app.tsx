import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from '@duality/libs/router';
import type { AreaName } from '@duality/platform';
import { AreaErrorBoundary } from './area-error-boundary';

export interface AreaAppProps {
  area: AreaName;
  routes: RouteObject[];
}

/**
 * An area's React root: its own browser router with absolute routes (no basename), made per mount and
 * disposed on unmount, inside the area's error boundary.
 */
export function AreaApp({ area, routes }: AreaAppProps) {
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => () => router.dispose(), [router]);
  return (
    <AreaErrorBoundary area={area}>
      <RouterProvider router={router} />
    </AreaErrorBoundary>
  );
}
