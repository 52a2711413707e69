import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, useLocation, type RouteObject } from '@duality/libs/router';
import { areaOwning, routesOf, type PublicRouteOf } from '@duality/platform';
import { useDocumentTitle } from '@duality/ui';
import { NotFoundPage, RouteErrorPage } from '../features/errors/error-page';
import { AboutPage } from '../features/pages/about-page';
import { HomePage } from '../features/pages/home-page';
import { PrivacyPage } from '../features/pages/privacy-page';
import { TermsPage } from '../features/pages/terms-page';
import { Layout, type FrameProps } from './layout';

// The developer page (registry, versions, bus tools) is for developers and tests, never in a player's first
// load. A failed fetch of it stays failed until a reload (React.lazy keeps the rejection), which is fine there.
const DevPage = lazy(() => import('../features/dev/dev-page').then((m) => ({ default: m.DevPage })));

/** The shell's own pages, one for each of its public routes (a missing one does not compile). */
const shellPages: Record<PublicRouteOf<'shell'>['path'], ComponentType> = {
  '/': HomePage,
  '/about': AboutPage,
  '/terms-of-use': TermsPage,
  '/privacy-policy': PrivacyPage,
  '/dev': DevPage,
};

/**
 * Paths the shell does not render itself: under an area's prefixes the area's single-spa application
 * fills the outlet (its own pages and its own not-found page) and the shell renders nothing; any other path
 * is the shell's 404.
 */
function AreaOrNotFound() {
  const { pathname } = useLocation();
  return areaOwning(pathname) ? null : <NotFoundPage />;
}

function ShellPage({ title, page: Page }: { title: string; page: ComponentType }) {
  useDocumentTitle(title);
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/**
 * The shell's routes: its own pages, the error element below the frame, and 404s. The browser router and
 * the build-time prerender (scripts/prerender.tsx) render the same routes, so the prerendered HTML is what
 * the app renders first.
 */
export function shellRoutes(frame: FrameProps): RouteObject[] {
  const pages = routesOf('shell').map((r): RouteObject => ({
    path: r.path,
    element: <ShellPage title={r.title} page={shellPages[r.path]} />,
  }));
  return [
    {
      element: <Layout frame={frame} />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...pages, { path: '*', element: <AreaOrNotFound /> }],
        },
      ],
    },
  ];
}

/** The shell's router in the browser. */
export function createShellRouter(frame: FrameProps) {
  return createBrowserRouter(shellRoutes(frame));
}
