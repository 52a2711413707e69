// What a returning visitor's page does with the service worker (loaded only for a page the worker already
// served when it started, lib/offline/register-service-worker.ts; never on a first visit):
// - warms the cache with the version of each area the registry names for this visitor, so every area opens
//   offline, not only those visited;
// - offers "A new version is ready" when a new shell build has installed and waits (its worker is
//   `waiting`), or when the registry, looked at again in the background, names for this visitor another
//   version of an area this page runs (that version's files are fetched first). The running page is never
//   changed: Reload asks the waiting worker to take over (SKIP_WAITING) and reloads once it has.
// The registry is looked at again when the page comes back to the screen and when the network returns.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { areaNames, type AreaName } from '@duality/platform';
import type { AreaSelection } from '../../lib/delivery/area-selection';
import type { LoadedVersionsLog } from '../../lib/loaded-versions';
import { UpdateBanner } from './update-banner';
import { keepAreasOffline, warmArea } from './offline-areas';

/** How long Reload waits for the new worker to take over before it reloads anyway. */
export const takeOverTimeoutMs = 10_000;

export interface OfferUpdatesDeps {
  registration: ServiceWorkerRegistration;
  selection: AreaSelection;
  loadedVersions: LoadedVersionsLog;
  window: Window;
  /** The start-up documents: fetched once, so the worker keeps copies as new as this page's. */
  startupDocuments: readonly string[];
  /** Shows the offer; defaults to the banner. */
  offer?: (reload: () => void) => void;
  warm?: (manifestUrl: string) => Promise<boolean>;
}

/** Areas this page runs at another version than the registry now names for this visitor. */
export function outdatedAreas(selection: AreaSelection, running: Partial<Record<AreaName, string>>) {
  return areaNames.flatMap((area) => {
    const runs = running[area];
    const wanted = selection.choose(area);
    return runs && wanted && wanted.entry.version !== runs ? [{ area, manifest: wanted.manifest }] : [];
  });
}

export function offerUpdates(deps: OfferUpdatesDeps): void {
  const { registration, selection, window: win } = deps;
  const container = win.navigator.serviceWorker;
  const warm = deps.warm ?? ((url: string) => warmArea(url));
  const show = deps.offer ?? bannerOn(win.document);
  let offered = false;
  let reloadAsked = false;
  const takeOver = (worker: ServiceWorker) => worker.postMessage({ type: 'SKIP_WAITING' });
  const reload = () => {
    const waiting = registration.waiting;
    if (!waiting) return win.location.reload();
    reloadAsked = true;
    container.addEventListener('controllerchange', () => win.location.reload(), { once: true });
    takeOver(waiting);
    // A worker that never takes over (a newer build replaced the waiting one and is still installing, and
    // failed) must not leave the button dead: the page reloads anyway.
    win.setTimeout(() => win.location.reload(), takeOverTimeoutMs);
  };
  const offer = () => {
    if (offered) return;
    offered = true;
    show(reload);
  };

  // A new shell build: installed beside this page's, waiting to be asked for.
  const offerWhenInstalled = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === 'installed') return offer();
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installed' || !registration.waiting) return;
      // Reload was asked while a newer build was still installing: that build takes over instead.
      if (reloadAsked) takeOver(worker);
      else offer();
    });
  };
  offerWhenInstalled(registration.waiting ?? registration.installing);
  registration.addEventListener('updatefound', () => offerWhenInstalled(registration.installing));

  // A new version of an area this page runs: its files first, then the offer.
  const offerNewAreas = async () => {
    const outdated = outdatedAreas(selection, deps.loadedVersions.state);
    if (outdated.length === 0) return;
    for (const { manifest } of outdated) await warm(manifest);
    // A navigation meanwhile may have swapped the area in already (register-areas.ts): nothing to offer then.
    if (outdatedAreas(selection, deps.loadedVersions.state).length > 0) offer();
  };
  selection.registry$.subscribe(() => void offerNewAreas());
  const lookAgain = () => {
    void registration.update().catch(() => undefined);
    void selection.refreshIfStale();
  };
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'visible') lookAgain();
  });
  win.addEventListener('online', lookAgain);

  // A page on an area's path carried the documents in its HTML: the worker's copies are brought up to date.
  for (const url of deps.startupDocuments) void win.fetch(url, { cache: 'no-store' }).catch(() => undefined);

  // Every area this visitor would get, kept for offline use (one after another, after this page's own work).
  void keepAreasOffline(selection, warm);
}

/** The banner's live region, on the page (empty) from the start, so the offer is announced when it comes. */
function bannerOn(document: Document) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(createElement(UpdateBanner, { offered: false, onReload: () => undefined }));
  const put = (offered: boolean, reload: () => void) =>
    root.render(
      createElement(UpdateBanner, { offered, onReload: reload, onLater: () => put(false, reload) }),
    );
  return (reload: () => void) => put(true, reload);
}
