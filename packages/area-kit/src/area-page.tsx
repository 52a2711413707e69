import { useLoaderData, useParams } from '@duality/libs/router';
import { parseParams, type AreaName } from '@duality/platform';
import { useDocumentTitle } from '@duality/ui';
import { AreaNotFound } from './area-not-found';
import type { AreaRoute, RoutePage } from './area-route';

/** What a lazy route's loader hands to its element. */
interface LoadedPage {
  page: RoutePage;
}

/**
 * Imports a lazy route's page in the route's loader, so the page appears as soon as its chunk arrives. A
 * loader runs again on every visit (and on Retry), so a failed import is tried afresh, never cached.
 */
export async function loadLazyPage(route: AreaRoute): Promise<LoadedPage> {
  if (!route.loadPage) throw new Error(`The route ${route.path} has no lazy page.`);
  return { page: await route.loadPage() };
}

function isLoadedPage(value: unknown): value is LoadedPage {
  return typeof value === 'object' && value !== null && typeof (value as LoadedPage).page === 'function';
}

interface AreaPageProps {
  area: AreaName;
  version: string;
  route: AreaRoute;
}

/**
 * Renders one declared route: parses its parameters by their kinds (a path that does not fit is the area's
 * not-found page), sets the document title, and renders the page with the parsed parameters.
 */
export function AreaPage({ area, version, route }: AreaPageProps) {
  const raw = useParams();
  const loaded: unknown = useLoaderData();
  const params = parseParams(route.kinds, raw);
  if (!params) return <AreaNotFound area={area} />;
  const Page = route.page ?? (isLoadedPage(loaded) ? loaded.page : undefined);
  if (!Page) throw new Error(`The page of ${route.path} is not loaded.`);
  return (
    <div data-area={area} data-area-version={version}>
      <Title text={route.title(params)} />
      <Page params={params} />
    </div>
  );
}

function Title({ text }: { text: string }) {
  useDocumentTitle(text);
  return null;
}

/** Shown while a lazy page's chunk loads, over the page's place (it takes no room, so nothing moves after). */
export function AreaLoading() {
  return (
    <p className="dh-page dh-page--loading" role="status">
      Loading…
    </p>
  );
}
