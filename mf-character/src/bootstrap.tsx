import '@duality/ui/styles.css';
import { mountStandalone } from '@duality/area-kit/standalone';
import { routes } from './app/routes';

void mountStandalone('character', routes);
