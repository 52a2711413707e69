// The page's stores reach components through React context, not module globals: the area's lifecycles and
// the standalone page provide the services the shell (or the standalone page) created, and a component test
// provides real stores over a test backend. Types only from the package's own files: the objects come from the
// provider, so no bundled copy of a registry is ever read here.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { DataStores } from '../data-stores';
import type { SessionStore } from '../session/session-store';

/** What an area's components use: the session store and the data stores of the page. */
export interface AreaServices {
  session: SessionStore;
  data: DataStores;
}

export const AreaServicesContext = createContext<AreaServices | null>(null);

/** Provides the page's services to everything below (an area's root, a standalone page, a component test). */
export function AreaServicesProvider({
  services,
  children,
}: {
  services: AreaServices;
  children?: ReactNode;
}) {
  return createElement(AreaServicesContext.Provider, { value: services }, children);
}

/** The provided services; a clear error when a component renders outside any provider. */
export function useAreaServices(): AreaServices {
  const services = useContext(AreaServicesContext);
  if (!services) {
    throw new Error(
      'The page services are not provided: render the area inside AreaServicesProvider (its lifecycles and the standalone page do).',
    );
  }
  return services;
}

/** The page's data stores (homebrew, campaigns, dashboards, characters, the catalog, the reads). */
export const useDataStores = (): DataStores => useAreaServices().data;

/** The page's session store (its actions: sign in, sign out, update the name…); useSession gives its state. */
export const useSessionStore = (): SessionStore => useAreaServices().session;
