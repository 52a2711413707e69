// The services every page of the product runs on, created once per page from the validated site
// configuration: THE Supabase client, the session store and the data stores, registered where areas find
// them (getSupabase, getSessionStore, getDataStores). The shell calls this at start-up; an area running on
// its own calls it through area-kit's standalone mount, so both get the same services wired the same way.
// The data stores keep each user's data in the browser sealed for that user (device/device-vault.ts), and
// `signOut` sends what waits before the session ends (device/sign-out.ts).
import type { Bus } from '@duality/bus';
import { initSupabase, type DualityClient, type SupabaseConfig } from '@duality/supabase';
import { createDataStores, provideDataStores, type DataStores } from './data-stores';
import { provideSessionStore } from './session/session-registry';
import { createSessionStore, type SessionStore } from './session/session-store';
import { createDeviceVault } from './device/device-vault';
import { signOutSendingFirst } from './device/sign-out';
import type { PageSignals } from './shared/page-signals';
import type { KeyValueStorage } from './shared/storage';

export interface PlatformServices {
  client: DualityClient;
  session: SessionStore;
  data: DataStores;
  /**
   * Logs out: what waits is sent first; what cannot be sent stays on this device, sealed for this user, and a
   * toast says so. Ends the session on this device even with no connection. The server's message, or null.
   */
  signOut(): Promise<string | null>;
}

export interface PlatformServicesDeps {
  bus: Bus;
  /** Where unsynced character edits wait: the page's localStorage (each user's data sealed for them). */
  storage: KeyValueStorage & { readonly length?: number; key?(index: number): string | null };
  /** The page's online and hidden signals (`browserPageSignals(window, document)`): saves follow them. */
  page?: PageSignals;
}

/** Creates and provides the page's client, session store and data stores; a second call throws. */
export function createPlatformServices(
  backend: SupabaseConfig,
  { bus, storage, page }: PlatformServicesDeps,
): PlatformServices {
  const client = initSupabase(backend);
  const session = createSessionStore({ client, bus, online$: page?.online$ });
  provideSessionStore(session);
  const vault = createDeviceVault({ client, bus, session, storage, online$: page?.online$ });
  const data = createDataStores({ client, bus, session: vault.session, storage: vault.storage, ...page });
  provideDataStores(data);
  return { client, session, data, signOut: () => signOutSendingFirst(session, data, bus) };
}
