import '@duality/ui/styles.css';
import { mountStandalone } from '@duality/area-kit/standalone';
import { routes } from './app/routes';

// Standalone, the page makes the client, session and data stores the shell would provide, from the
// /config.json that `start` serves (see the README).
void mountStandalone('account', routes);
