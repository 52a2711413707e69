import { useLocation } from '@duality/libs/router';
import { areaOwning, type AreaName } from '@duality/platform';
import { StatusPage } from '@duality/ui';

/**
 * The area's page for a path under its prefixes that none of its routes match: the product's 404 page,
 * "Page Not Found: {path}". Renders nothing for a path outside the area (the shell unmounts the area next).
 */
export function AreaNotFound({ area }: { area: AreaName }) {
  const { pathname } = useLocation();
  if (areaOwning(pathname) !== area) return null;
  return <StatusPage status={404} description={`Page Not Found: ${pathname}`} />;
}
