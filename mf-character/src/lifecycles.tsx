import '@duality/ui/styles.css';
import { createAreaLifecycles } from '@duality/area-kit';
import { routes } from './app/routes';

export const { bootstrap, mount, unmount } = createAreaLifecycles({ area: 'character', routes });
