import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import type { AreaName } from '@duality/platform';
import { AreaApp } from './area-app';

/**
 * Renders an area on its own page (`pnpm start` inside a remote), without the shell, so its team can work
 * on it alone. Routes are the same absolute paths as in the composed product.
 */
export function mountStandalone(
  area: AreaName,
  routes: RouteObject[],
  element = document.getElementById('root'),
) {
  if (!element) throw new Error('mountStandalone: the page has no #root element');
  const banner = document.createElement('p');
  banner.className = 'dh-no-print';
  banner.textContent = `Standalone ${area} area: running without the shell.`;
  element.before(banner);
  createRoot(element).render(<AreaApp area={area} routes={routes} />);
}
