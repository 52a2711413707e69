// The page's Supabase client, session store and data stores (createPlatformServices of @duality/stores)
// start only when something needs them: an area about to mount (every area reads them), a session stored by
// an earlier visit (so the top bar shows the signed-in name soon after the first paint), or a session that
// another tab writes. A visitor who is not signed in and stays on the shell's own pages never downloads
// supabase-js or the stores, which are a third of the shell's JavaScript.
import type { Bus } from '@duality/bus';
import { isSupabaseSessionKey } from '@duality/platform/storage-keys';
import type { SupabaseConfig } from '@duality/supabase';
import type { PlatformServices } from '@duality/stores';

export interface LazyServices {
  /** Starts the services once (later calls return the same promise). */
  start(): Promise<PlatformServices>;
  /**
   * Ends the session (sending what waits first), starting the services if needed; the server's error message,
   * or null.
   */
  endSession(): Promise<string | null>;
  /** How many of the user's changes wait on this device to be sent (0 while the services are not started). */
  changesNotSent(): Promise<number>;
}

/**
 * supabase-js keeps a session under `sb-<project>-auth-token` in localStorage (its default storage key,
 * which the product does not override; named in @duality/platform/storage-keys); such a key means a visitor
 * who may be signed in.
 */
export const isStoredSessionKey = isSupabaseSessionKey;

export function hasStoredSession(storage: Storage): boolean {
  for (let i = 0; i < storage.length; i += 1) if (isStoredSessionKey(storage.key(i))) return true;
  return false;
}

/**
 * Fetches the services' code without starting them: a page that will start them at once (opened on an
 * area's path, or with a stored session) asks for it beside the site configuration the services are made
 * with, instead of one round trip after it. A failure is left to the start, which reports it.
 */
export function prefetchServicesCode(): void {
  import('@duality/stores').catch(() => undefined);
}

export function createLazyServices(
  backend: SupabaseConfig,
  deps: {
    bus: Bus;
    storage: Storage;
    /** Called once, as the services start (the shell loads with them what must be ready when they fail). */
    onStart?: () => void;
  },
): LazyServices {
  let started: Promise<PlatformServices> | null = null;
  const start = () => {
    if (!started) deps.onStart?.();
    started ??= import('@duality/stores').then(({ browserPageSignals, createPlatformServices }) =>
      createPlatformServices(backend, {
        bus: deps.bus,
        storage: deps.storage,
        // Saves are sent at once when the device is back online and when the page is hidden or left.
        page: browserPageSignals(window, document),
      }),
    );
    return started;
  };
  return {
    start,
    // What waits is sent first; what cannot be sent stays sealed for this user, and a toast says so.
    endSession: async () => (await start()).signOut(),
    changesNotSent: async () => (started ? (await started).data.offline.usage().waiting : 0),
  };
}

/**
 * Starts the services now if a session is stored, otherwise announces the visitor as signed out and starts
 * them when another tab stores a session.
 */
export function startServicesForStoredSession(services: LazyServices, bus: Bus, win: Window): void {
  if (hasStoredSession(win.localStorage)) {
    void services.start();
    return;
  }
  if (!bus.last('session.changed')) bus.publish('session.changed', { user: null });
  const onStorage = (event: StorageEvent) => {
    if (!isStoredSessionKey(event.key) || event.newValue === null) return;
    win.removeEventListener('storage', onStorage);
    void services.start();
  };
  win.addEventListener('storage', onStorage);
}
