import { createBrowserRouter, useLocation } from 'react-router';
import { matchRoute } from '@duality/platform';
import { DevPage } from '../features/dev/dev-page';
import { NotFoundPage, RouteErrorPage } from '../features/errors/error-page';
import { AboutPage } from '../features/pages/about-page';
import { HomePage } from '../features/pages/home-page';
import { PrivacyPage } from '../features/pages/privacy-page';
import { TermsPage } from '../features/pages/terms-page';
import { Layout } from './layout';

/**
 * Paths the shell does not render itself: if the platform route table gives them to an area, the area's
 * single-spa application fills the outlet and the shell renders nothing; otherwise it is a 404. Using the
 * route table (not react-router patterns) keeps one definition of which paths exist.
 */
function AreaOrNotFound() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  return match && match.route.owner !== 'shell' ? null : <NotFoundPage />;
}

/** The shell's router: its own pages, the error element below the frame, and 404s. */
export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { path: '/', element: <HomePage /> },
            { path: '/about', element: <AboutPage /> },
            { path: '/terms-of-use', element: <TermsPage /> },
            { path: '/privacy-policy', element: <PrivacyPage /> },
            { path: '/dev', element: <DevPage /> },
            { path: '*', element: <AreaOrNotFound /> },
          ],
        },
      ],
    },
  ]);
}
