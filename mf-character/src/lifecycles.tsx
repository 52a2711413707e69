import '@duality/ui/styles.css';
import { createAreaLifecycles } from '@duality/area-kit';
import type { AreaContract } from '@duality/platform';
import { routes } from './app/routes';

// The one exposed object the shell parses (platform's AreaContract: lifecycles, version, builtAgainst).
const lifecycles = createAreaLifecycles({
  area: 'character',
  routes,
  version: import.meta.env.APP_VERSION,
}) satisfies AreaContract;
export default lifecycles;
// Shells before platform 2.2 read the lifecycles as named exports.
export const { bootstrap, mount, unmount, version } = lifecycles;
