// The service worker (service-worker/sw.ts) is registered once the page has loaded, so the first load of a
// page fetches nothing more for it: the worker then precaches the shell in the background. Only a built
// product registers it (the dev server's hot reload keeps working, and a worker the built product left on the
// same origin is removed there), and only where the browser has service workers (HTTPS or localhost). No imports: this stays in the entry's chunk at a few hundred bytes;
// what a returning visitor's page does with the worker (updates, warming the areas) loads only then.

export const serviceWorkerUrl = '/sw.js';

export interface ServiceWorkerHost {
  navigator: Navigator;
  document: Document;
  addEventListener: Window['addEventListener'];
}

/**
 * Registers the worker after the load event (at once when it has passed). `whenControlled` runs when this
 * page was already served by a worker when it started, that is for a visitor who has been here before.
 */
export function registerServiceWorkerAfterLoad(
  host: ServiceWorkerHost,
  whenControlled: (registration: ServiceWorkerRegistration) => void,
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
        if (controlledAtStart) whenControlled(registration);
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
