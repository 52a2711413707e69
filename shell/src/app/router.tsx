import type { ComponentType } from 'react';
import { createBrowserRouter, useLocation, type RouteObject } from '@duality/libs/router';
import { areaOwning, routesOf, type PublicRouteOf } from '@duality/platform';
import { useDocumentTitle } from '@duality/ui';
import { NotFoundPage, RouteErrorPage } from '../features/errors/error-page';
import { HomePage } from '../features/pages/home-page';
import { Layout, type FrameProps } from './layout';

type ShellPath = PublicRouteOf<'shell'>['path'];

/**
 * The shell's own pages besides home, one for each of its public routes (a missing one does not compile).
 * Only the home page is in the first load; each other page is its own chunk, which the router loads before
 * it shows the page (a page opened directly is rendered once its chunk is there: see `whenRouterReady`).
 */
const lazyPages: Record<Exclude<ShellPath, '/'>, () => Promise<ComponentType>> = {
  '/about': () => import('../features/pages/about-page').then((m) => m.AboutPage),
  '/terms-of-use': () => import('../features/pages/terms-page').then((m) => m.TermsPage),
  '/privacy-policy': () => import('../features/pages/privacy-page').then((m) => m.PrivacyPage),
  '/dev': () => import('../features/dev/dev-page').then((m) => m.DevPage),
};

/**
 * Developer pages under /dev that are not public routes of the product (no link outside /dev): each is a lazy
 * route, so it costs the first load nothing.
 */
const devPages: { path: `/dev/${string}`; title: string; load: () => Promise<ComponentType> }[] = [
  {
    path: '/dev/design',
    title: 'Design gallery',
    // Through the development page's chunk, which imports the gallery itself (see DesignGalleryPage).
    load: () => import('../features/dev/dev-page').then((m) => m.DesignGalleryPage),
  },
];

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

/** The route of one shell page: home's component, or a lazy route that loads the page's chunk. */
function pageRoute(path: ShellPath, title: string): RouteObject {
  if (path === '/') return { path, element: <ShellPage title={title} page={HomePage} /> };
  const load = lazyPages[path];
  return { path, lazy: async () => ({ element: <ShellPage title={title} page={await load()} /> }) };
}

/**
 * The shell's routes: its own pages, the error element below the frame, and 404s. The browser router and
 * the build-time prerender (scripts/prerender.tsx) render the same routes, so the prerendered HTML is what
 * the app renders first.
 */
export function shellRoutes(frame: FrameProps): RouteObject[] {
  const pages = routesOf('shell').map((r) => pageRoute(r.path, r.title));
  const dev: RouteObject[] = devPages.map(({ path, title, load }) => ({
    path,
    lazy: async () => ({ element: <ShellPage title={title} page={await load()} /> }),
  }));
  return [
    {
      element: <Layout frame={frame} />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...pages, ...dev, { path: '*', element: <AreaOrNotFound /> }],
        },
      ],
    },
  ];
}

/** The shell's router in the browser. */
export function createShellRouter(frame: FrameProps) {
  return createBrowserRouter(shellRoutes(frame));
}

/**
 * Settles once the router has what the first page needs (a lazy page's chunk): rendered before, the app
 * would replace the prerendered page with an empty one until the chunk arrives.
 */
export function whenRouterReady(router: ReturnType<typeof createShellRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
