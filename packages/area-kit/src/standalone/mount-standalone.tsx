// An area on its own page (`start` inside a remote), without the shell, so its team can work on it alone
// against a real backend. The page gets the same services the shell provides (client, session store, data
// stores), made by the same call from the same /config.json, which the remote's start command serves.
import { createRoot } from 'react-dom/client';
import type { RouteObject } from '@duality/libs/router';
import { bus } from '@duality/bus';
import { clientConfigOf, fetchSiteConfig, siteBackendConfigSchema, type AreaName } from '@duality/platform';
import { migrateStorageKeys } from '@duality/platform/storage-keys';
import { browserPageSignals, createPlatformServices } from '@duality/stores';
import { ErrorPanel } from '@duality/ui';
import { AreaApp } from '../area-app';
import { StandaloneBar } from './standalone-bar';

/**
 * Reads the site configuration, creates the page's services and renders the area under a bar that says it
 * runs alone. Routes are the same absolute paths as in the composed product. If the configuration cannot
 * be had, the page says why instead of rendering an area without services.
 */
export async function mountStandalone(
  area: AreaName,
  routes: RouteObject[],
  element = document.getElementById('root'),
): Promise<void> {
  if (!element) throw new Error('mountStandalone: the page has no #root element');
  // As the shell does at start-up: keys an older build named differently get their current names first.
  migrateStorageKeys(window.localStorage);
  const root = createRoot(element);
  let backendUrl: string;
  let services: ReturnType<typeof createPlatformServices>;
  try {
    const config = await fetchSiteConfig(siteBackendConfigSchema);
    backendUrl = config.supabaseUrl;
    services = createPlatformServices(clientConfigOf(config), {
      bus,
      storage: window.localStorage,
      page: browserPageSignals(window, document),
    });
  } catch (error) {
    root.render(
      <main className="dh-page">
        <ErrorPanel
          title={`The ${area} area cannot start on its own`}
          message={error instanceof Error ? error.message : String(error)}
        />
      </main>,
    );
    return;
  }
  root.render(
    <>
      <StandaloneBar area={area} backendUrl={backendUrl} session={services.session} />
      <main>
        <AreaApp area={area} routes={routes} services={services} />
      </main>
    </>,
  );
}
