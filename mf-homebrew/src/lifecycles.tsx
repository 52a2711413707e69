import '@duality/ui/styles.css';
import { createAreaLifecycles } from '@duality/area-kit';
import { routes } from './app/routes';

export const { bootstrap, mount, unmount, version } = createAreaLifecycles({
  area: 'homebrew',
  routes,
  version: import.meta.env.APP_VERSION,
});
