// The service worker (service-worker/sw.ts) is registered once the page has loaded, so the first load of a
// page fetches nothing more for it: the worker then precaches the shell in the background. Only a built
// product registers it (the dev server's hot reload keeps working, and a worker the built product left on the
// same origin is removed there), and only where the browser has service workers (HTTPS or localhost). No
// imports: this stays in the entry's chunk at a few hundred bytes; what a page does with the worker (a
// returning visitor's: updates and warming the areas; a first visit's, once the new worker has taken it
// over: warming the areas) loads only then.

export const serviceWorkerUrl = '/sw.js';

export interface ServiceWorkerHost {
  navigator: Navigator;
  document: Document;
  addEventListener: Window['addEventListener'];
}

export interface ServiceWorkerUse {
  /** This page was served by a worker from its start: a visitor who has been here before. */
  returning: (registration: ServiceWorkerRegistration) => void;
  /**
   * This page started without a worker (a first visit, or the first since the worker was removed) and a
   * worker has since taken it over (the first install claims the open pages). Runs once.
   */
  takenOver: (registration: ServiceWorkerRegistration) => void;
}

/** Registers the worker after the load event (at once when it has passed), then hands it to `use`. */
export function registerServiceWorkerAfterLoad(
  host: ServiceWorkerHost,
  use: ServiceWorkerUse,
  enabled: boolean = import.meta.env.PROD,
): void {
  const container = host.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  // The dev server shares the built product's origin (localhost:3000): a worker the product left there
  // would serve the dev pages, so it goes.
  if (!enabled) {
    void container.getRegistrations().then(
      (registrations) => registrations.forEach((r) => void r.unregister()),
      () => undefined,
    );
    return;
  }
  const controlledAtStart = container.controller !== null;
  const register = () =>
    container.register(serviceWorkerUrl, { scope: '/' }).then(
      (registration) => {
        if (controlledAtStart) return use.returning(registration);
        if (container.controller !== null) return use.takenOver(registration);
        container.addEventListener('controllerchange', () => use.takenOver(registration), { once: true });
      },
      // No worker (a private window that refuses one, a blocked script): the page works as it always did.
      () => undefined,
    );
  if (host.document.readyState === 'complete') void register();
  else host.addEventListener('load', () => void register(), { once: true });
}

/** True while a service worker serves this page: the worker, not the page, then brings new shell builds. */
export const controlledByServiceWorker = (navigator: Navigator): boolean =>
  (navigator.serviceWorker as ServiceWorkerContainer | undefined)?.controller != null;
