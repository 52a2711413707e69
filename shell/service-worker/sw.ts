// The shell's service worker (bundled by scripts/build-service-worker.ts, which injects the precache list):
// the app's code offline after one visit, and updates that wait to be asked for. Every cache it makes is
// named `duality-…` (the profile lists and clears them by that prefix). It keeps only the app's files
// (app-files.ts); the backend's responses pass by untouched.
// - the shell's build: precached at install; a new build installs beside the running one and waits until
//   the page asks for it ({type: 'SKIP_WAITING'}, sent by the "A new version is ready" banner's Reload);
// - navigations: the network first, the precached shell HTML when it cannot be had (an area's path gets the
//   frame, 200.html, which loads the area from the caches below);
// - /remotes.json and /config.json: the network first, the last good copy when it cannot be had;
// - an area's files at a folder the registry names: immutable ones (a versioned release, a hashed name)
//   from the cache first, the rest (an unversioned build's manifest and entry) from the network first.
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { appCacheNames, workboxCacheNameDetails } from '@duality/platform/storage-keys';
import {
  areaBaseOf,
  areaBasesOf,
  isImmutableAreaFile,
  isStartupDocument,
  mayBeAreaFile,
  shellPageFor,
  type AreaBase,
} from './app-files';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: ({ url: string; revision: string | null } | string)[];
};
/** The registry's URL as the shell's build names it (PUBLIC_REGISTRY_URL, else /remotes.json). */
declare const DUALITY_REGISTRY_URL: string;

setCacheNameDetails({ ...workboxCacheNameDetails });
const cacheNames = appCacheNames;

const registryUrl = new URL(DUALITY_REGISTRY_URL, self.location.href).href;
const configUrl = new URL('/config.json', self.location.href).href;

// --- the registry's area folders, from the newest copy this worker has seen -----------------------------
// The page a first install takes over can ask for an area's file before the activation's copy of the registry
// has arrived (seen in Chromium: the first file of a page's warming passed by uncached): such a request waits
// for that copy. None known at all: looked up again at the next request rather than remembered as none.
let areaBases: AreaBase[] = [];
let activationRegistry: Promise<unknown> = Promise.resolve();
async function knownAreaBases(): Promise<AreaBase[]> {
  if (areaBases.length > 0) return areaBases;
  await activationRegistry;
  if (areaBases.length > 0) return areaBases;
  const cached = await caches.open(cacheNames.startup).then((c) => c.match(registryUrl));
  if (cached) areaBases = areaBasesOf(await cached.json().catch(() => null), registryUrl);
  return areaBases;
}
const rememberRegistry: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.ok && request.url.split('?')[0] === registryUrl) {
      const bases = areaBasesOf(
        await response
          .clone()
          .json()
          .catch(() => null),
        registryUrl,
      );
      if (bases.length > 0) areaBases = bases;
    }
    return response;
  },
};

// --- navigations: the network first, the precached shell HTML without it ---------------------------------
// Registered before the precache's route, which would otherwise answer `/` from the cache first.
const shellBuild = self.__WB_MANIFEST;
const precached = new Set(shellBuild.map((e) => (typeof e === 'string' ? e : e.url).replace(/^\//, '')));
const pages = new NetworkOnly({ networkTimeoutSeconds: 5 });
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const fallback = await matchPrecache(shellPageFor(options.url.pathname, precached));
      return fallback ?? Response.error();
    }
  }),
);

// --- the shell's build -----------------------------------------------------------------------------------
precacheAndRoute(shellBuild);
cleanupOutdatedCaches();

// --- the start-up documents: the network first, the last good copy without it ----------------------------
const startup = new NetworkFirst({
  cacheName: cacheNames.startup,
  networkTimeoutSeconds: 5,
  plugins: [rememberRegistry],
});
registerRoute(
  ({ request, url }) => request.method === 'GET' && isStartupDocument(url, registryUrl, configUrl),
  startup,
);

// --- the areas' files ------------------------------------------------------------------------------------
const areaPlugins = () => [
  // A CORS response (200) or, for a request made without CORS, an opaque one (0): both are the file.
  new CacheableResponsePlugin({ statuses: [0, 200] }),
  // Old releases leave by age and count; a full disk empties this cache rather than failing.
  new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true }),
];
const immutableAreaFiles = new CacheFirst({ cacheName: cacheNames.areas, plugins: areaPlugins() });
const changingAreaFiles = new NetworkFirst({
  cacheName: cacheNames.areas,
  networkTimeoutSeconds: 5,
  plugins: areaPlugins(),
});
registerRoute(
  ({ request, url }) => request.method === 'GET' && mayBeAreaFile(url),
  async (options) => {
    const base = areaBaseOf(options.url, await knownAreaBases());
    if (!base) return fetch(options.request);
    return (isImmutableAreaFile(options.url, base) ? immutableAreaFiles : changingAreaFiles).handle(options);
  },
);

// --- lifecycle -------------------------------------------------------------------------------------------
// The first install takes the open pages at once (nothing runs yet that a new build could mix with); a later
// build waits in `installed` until a page asks for it.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The start-up documents are kept from the first visit on, even when its page carried them in its HTML.
self.addEventListener('activate', (event) => {
  const fetched = [registryUrl, configUrl].map((url) =>
    startup.handle({ event, request: new Request(url, { cache: 'no-store' }) }).catch(() => undefined),
  );
  activationRegistry = fetched[0]!;
  event.waitUntil(Promise.all(fetched));
});
