import '@duality/ui/styles.css';
import { mountStandalone } from '@duality/area-kit';
import { routes } from './app/routes';

mountStandalone('account', routes);
