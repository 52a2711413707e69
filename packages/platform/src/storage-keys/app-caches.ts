// The service worker's Cache Storage names: the one list the worker (shell/service-worker) makes them from
// and the profile (mf-account) lists and clears them by. The worker keeps only the app's files there, never
// a backend answer.

/** Workbox's name parts: its precache is `duality-precache-v1-<scope>`. */
export const workboxCacheNameDetails = {
  prefix: 'duality',
  suffix: 'v1',
  precache: 'precache',
  runtime: 'runtime',
} as const;

/** Every cache of the product's service worker. */
export const appCacheNames = {
  /** The start-up documents (`/remotes.json`, `/config.json`): the last good copy. */
  startup: 'duality-startup',
  /** The areas' files at the folders the registry names. */
  areas: 'duality-areas',
} as const;

/** True for a cache the product's service worker made (they all start `duality-`). */
export const isAppCache = (name: string): boolean => name.startsWith(`${workboxCacheNameDetails.prefix}-`);

/** True for the shell's precache: the app itself, which must stay for the app to open offline at all. */
export const isShellPrecache = (name: string): boolean =>
  name.startsWith(
    `${workboxCacheNameDetails.prefix}-${workboxCacheNameDetails.precache}-${workboxCacheNameDetails.suffix}`,
  );
