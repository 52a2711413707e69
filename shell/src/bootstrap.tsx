// Start-up: fetch and validate the remote registry and the site configuration, render the frame over the
// prerendered HTML (the same markup, replaced in one commit). The areas' orchestration (single-spa and the
// federation loading, features/areas/start-areas.ts) loads when the page first needs an area. The
// page's services (the one Supabase client, the session store and the data stores; the same call an area
// running alone makes) start when an area or a stored session needs them (lib/lazy-services.ts). If either
// document cannot be had, the 500 page says why.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@duality/libs/router';
import { filter, firstValueFrom, timeout } from '@duality/libs/rxjs';
import { bus } from '@duality/bus';
import { areaNames, areaOwning, clientConfigOf, fetchRegistry, type AreaName } from '@duality/platform';
import { preloadToastView, StatusPage } from '@duality/ui';
import { createShellRouter, whenRouterReady } from './app/router';
import { ShellServicesProvider, type ShellServices } from './lib/shell-services';
import { readConfig } from './config/env';
import { registryUrlOf, siteConfigUrl } from './config/documents';
import { fetchRuntimeConfig } from './config/runtime-config';
import { fetchStartedEarly } from './lib/early-fetch';
import { tagManagerOnGrant } from './lib/tag-manager-on-grant';
import { announceHistoryChanges } from './features/areas/announce-history-changes';
import { prefetchAreasCode, startAreasWhenNeeded } from './features/areas/areas-on-demand';
import { preloadAreaLinks } from './features/areas/preload-areas';
import { warmAreasWhenIdle } from './features/areas/warm-areas';
import { ConsentHost } from './features/consent/consent-host';
import { createAreaSelection, type AreaSelection } from './lib/delivery/area-selection';
import { createLoadReporter, type ReportAreaLoad } from './lib/delivery/load-reports';
import { reloadForNewBuilds } from './lib/delivery/reload-for-new-builds';
import { applyPinQuery } from './lib/delivery/pins';
import { deviceId } from './lib/delivery/visitor';
import { startBusLog } from './lib/bus-log';
import {
  createLazyServices,
  hasStoredSession,
  prefetchServicesCode,
  startServicesForStoredSession,
  type LazyServices,
} from './lib/lazy-services';
import { trackLoadedVersions } from './lib/loaded-versions';
import {
  controlledByServiceWorker,
  registerServiceWorkerAfterLoad,
} from './lib/offline/register-service-worker';
import { mayHoldLegacyKeys } from '@duality/platform/storage-keys';
import { reportAreaFailures, reportUncaughtErrors } from './features/errors/error-hook';
import { followNavigationRequests } from './features/navigation/bus-navigation';
import { ToastHost } from './features/toasts/toast-host';

function storagesMayHoldLegacyKeys(): boolean {
  try {
    return mayHoldLegacyKeys(window.localStorage) || mayHoldLegacyKeys(window.sessionStorage);
  } catch {
    return false; // storage blocked: nothing to rename
  }
}

async function main() {
  // Before anything reads the storage: keys named by an older build get their current names. The renaming
  // loads only when a storage may hold such a key, so a new visitor's first load carries none of it.
  if (storagesMayHoldLegacyKeys()) (await import('./lib/migrate-storage')).migrateBrowserStorage(window);
  const initialArea = areaOwning(window.location.pathname);
  if (initialArea) prefetchAreasCode();
  if (initialArea || hasStoredSession(window.localStorage)) prefetchServicesCode();
  const root = createRoot(document.getElementById('root')!);
  const busLog = startBusLog(bus);
  const loadedVersions = trackLoadedVersions(bus);
  let services: ShellServices;
  let selection: AreaSelection;
  let report: ReportAreaLoad;
  let platform: LazyServices;
  try {
    const env = readConfig(import.meta.env);
    const [registry, config] = await Promise.all([
      fetchRegistry(env.registryUrl, fetchStartedEarly),
      fetchRuntimeConfig(siteConfigUrl, fetchStartedEarly),
    ]);
    platform = createLazyServices(clientConfigOf(config), {
      bus,
      storage: window.localStorage,
      // The services raise the toasts (a failed save, a logout refused), often because the network went
      // away: the toast host's part loads with them, while the network is still there to fetch it.
      onStart: () => void preloadToastView(),
    });
    if (config.devTools) applyPinQuery(window.localStorage, window.location.search);
    selection = createAreaSelection({
      registryUrl: env.registryUrl,
      initial: registry,
      fetchRegistry,
      storage: window.localStorage,
      userId: () => bus.last('session.changed')?.user?.id ?? null,
      pinsEnabled: config.devTools,
      refreshAfterMs: config.registryRefreshSeconds * 1000,
    });
    // Areas load only after the services started (sessionKnown below starts them).
    report = (load) =>
      void platform
        .start()
        .then(({ client }) => createLoadReporter(client, deviceId(window.localStorage))(load));
    services = {
      bus,
      registry,
      selection,
      config,
      version: env.version,
      busLog,
      loadedVersions,
      endSession: () => platform.endSession(),
    };
  } catch (error) {
    root.render(
      <StatusPage status={500} description={error instanceof Error ? error.message : String(error)} />,
    );
    return;
  }
  const errorHook = { bus, userAgent: navigator.userAgent, endpoint: services.config.errorReportUrl };
  reportAreaFailures(errorHook, () => window.location.pathname);
  reportUncaughtErrors(errorHook, window, () => window.location.pathname);
  const router = createShellRouter({
    bus,
    communityUrl: services.config.communityUrl,
    supportUrl: services.config.supportUrl,
    endSession: services.endSession,
    changesNotSent: () => platform.changesNotSent(),
  });
  followNavigationRequests(bus, (to, { replace }) => router.navigate(to, { replace }));
  // Analytics code loads on the first grant, never before (lib/tag-manager-on-grant.ts).
  const tagManager = tagManagerOnGrant(() =>
    import('./lib/tag-manager').then(({ createTagManager }) =>
      createTagManager({
        tagId: services.config.tagManagerId,
        scriptUrl: services.config.tagManagerUrl,
        window,
      }),
    ),
  );
  router.subscribe((state) => tagManager.pageChanged(state.location));
  await whenRouterReady(router);
  flushSync(() =>
    root.render(
      <ShellServicesProvider services={services}>
        <RouterProvider router={router} />
        <ToastHost bus={bus} />
        <ConsentHost bus={bus} tagManager={tagManager} storage={window.localStorage} />
      </ShellServicesProvider>,
    ),
  );
  const areas = startAreasWhenNeeded({
    bus,
    selection,
    report,
    // Every area reads the session: the services start before the first area loads, and the session store
    // has read the stored session shortly after; an area does not wait longer.
    sessionKnown: () =>
      platform
        .start()
        .then(({ session }) =>
          firstValueFrom(
            session.state$.pipe(
              filter((s) => s.status !== 'loading'),
              timeout({ first: 3000 }),
            ),
          ),
        )
        .catch(() => null),
    outlet: () => document.getElementById('area-outlet')!,
  });
  announceHistoryChanges(window, () => !areas.started());
  if (areaOwning(window.location.pathname)) areas.start();
  router.subscribe((state) => {
    if (areaOwning(state.location.pathname)) areas.start();
  });
  startServicesForStoredSession(platform, bus, window);
  // Every area reads the session and the data stores: they start with the intent to open one.
  const preloadArea = (area: AreaName) => {
    void platform.start();
    return areas.running().then(
      (running) => running.preloadArea(area),
      () => undefined,
    );
  };
  // A page opened on an area's path fetches the area's code while the services start and the session is
  // read (the area mounts only once the session is known), instead of after them.
  if (initialArea) void preloadArea(initialArea);
  preloadAreaLinks({ document, selection: services.selection, preloadEntry: preloadArea });
  // While the visitor reads the page, the areas' first files and the shell's navigation code reach the cache.
  warmAreasWhenIdle({
    window,
    selection: services.selection,
    areas: areaNames.filter((a) => services.registry.areas[a]),
    warmShellCode: () => import('./features/areas/warm-navigation-code'),
    // On an area's path, the area's own files and requests go first.
    ...(initialArea ? { after: firstValueFrom(bus.on('remote.loaded')) } : {}),
  });
  // Looked for once a navigation has landed: a reload while a page's chunk is still loading would reload the
  // page being left. A page the service worker serves gets new builds from the worker instead, offered and
  // never swapped in unasked (features/updates/offer-updates.ts).
  if (!controlledByServiceWorker(navigator))
    reloadForNewBuilds(services.config.registryRefreshSeconds * 1000, (check) =>
      router.subscribe((state) => {
        if (state.navigation.state === 'idle') check();
      }),
    );
  registerServiceWorkerAfterLoad(window, {
    returning: (registration) =>
      void import('./features/updates/offer-updates').then(({ offerUpdates }) =>
        offerUpdates({
          registration,
          selection: services.selection,
          loadedVersions,
          window,
          startupDocuments: [registryUrlOf(import.meta.env), siteConfigUrl],
        }),
      ),
    // A first visit's page: every area kept for offline use once the new worker serves it (so one visit is
    // enough for the builder offline, even if this visit never opened it).
    takenOver: () =>
      void import('./features/updates/offline-areas').then(({ keepAreasOffline }) =>
        keepAreasOffline(services.selection),
      ),
  });
  bus.publish('shell.ready', {
    areas: areaNames.filter((a) => services.registry.areas[a]),
    registryVersion: services.registry.revision,
  });
}

void main();
