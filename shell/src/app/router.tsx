import type { ComponentType } from 'react';
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { areaOwning, routesOf, type PublicRouteOf } from '@duality/platform';
import { useDocumentTitle } from '@duality/ui';
import { DevPage } from '../features/dev/dev-page';
import { NotFoundPage, RouteErrorPage } from '../features/errors/error-page';
import { AboutPage } from '../features/pages/about-page';
import { HomePage } from '../features/pages/home-page';
import { PrivacyPage } from '../features/pages/privacy-page';
import { TermsPage } from '../features/pages/terms-page';
import { Layout } from './layout';

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
  return <Page />;
}

/** The shell's router: its own pages, the error element below the frame, and 404s. */
export function createShellRouter() {
  const pages = routesOf('shell').map((r): RouteObject => ({
    path: r.path,
    element: <ShellPage title={r.title} page={shellPages[r.path]} />,
  }));
  return createBrowserRouter([
    {
      element: <Layout />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...pages, { path: '*', element: <AreaOrNotFound /> }],
        },
      ],
    },
  ]);
}
