import '@duality/ui/styles.css';
import { mountStandalone } from '@duality/area-kit';
import { bus } from '@duality/bus';
import { createSessionStore, provideSessionStore } from '@duality/stores';
import { initSupabase, localBackendConfig } from '@duality/supabase';
import { routes } from './app/routes';

// Standalone, there is no shell to create the client and the session: make them here, against the local
// embedded backend (start it with `npm start` at the root, or `pnpm --filter @duality/supabase-local start`).
provideSessionStore(createSessionStore({ client: initSupabase(localBackendConfig), bus }));
mountStandalone('account', routes);
