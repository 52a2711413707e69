// The shell's service worker in the browser tests: waits on its conditions (the worker controls the page, an
// area's files are in its cache) and reads its caches, all from inside the page.
import { expect, type Page } from '@playwright/test';

/**
 * Waits until a service worker controls the page and has activated (its precache is complete by then). A
 * timeout names where the worker stopped: none registered, installing, waiting, activating, not controlling.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          if (!registration) return 'no worker registered';
          const { installing, waiting, active } = registration;
          const states = `installing ${installing?.state ?? '-'}, waiting ${waiting?.state ?? '-'}, active ${active?.state ?? '-'}`;
          const controlled = navigator.serviceWorker.controller !== null;
          return controlled && active?.state === 'activated'
            ? 'ready'
            : `${states}, controlled ${controlled}`;
        }),
      { timeout: 20_000 },
    )
    .toBe('ready');
}

/**
 * Waits until the worker's caches hold the registry, the config and every file of the area's version the
 * registry names for everyone (its manifest, entry and exposed scripts and styles).
 */
export async function waitForAreaCached(page: Page, area: string): Promise<void> {
  const cached = (name: string) =>
    page.evaluate(async (name) => {
      const inCache = async (url: string) => (await caches.match(url)) !== undefined;
      if (!(await inCache(new URL('/remotes.json', location.href).href))) return false;
      if (!(await inCache(new URL('/config.json', location.href).href))) return false;
      const registry = (await caches.match(new URL('/remotes.json', location.href).href))!;
      const entry = ((await registry.json()) as { areas: Record<string, { stable: { manifest: string } }> })
        .areas[name]!.stable;
      const manifestUrl = new URL(entry.manifest, location.href).href;
      const cachedManifest = await caches.match(manifestUrl);
      if (!cachedManifest) return false;
      const manifest = (await cachedManifest.json()) as {
        metaData: { remoteEntry: { name: string } };
        exposes: { assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }[];
      };
      const files = [
        manifest.metaData.remoteEntry.name,
        ...manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async, ...e.assets.css.sync]),
      ];
      for (const file of files) if (!(await inCache(new URL(file, manifestUrl).href))) return false;
      return true;
    }, name);
  await expect.poll(() => cached(area), { timeout: 30_000 }).toBe(true);
}

/** Every URL kept in the worker's caches, by cache name. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    }
    return out;
  });
}
