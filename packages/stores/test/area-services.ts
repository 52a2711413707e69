// Real stores for an area's component tests: a "browser tab" (its own client, bus and session store) with the
// data stores the shell would create, over the embedded backend, ready to hand to AreaServicesProvider. No
// mocks: what a component does reaches the database, and the database's answer reaches the component.
import { randomUUID } from 'node:crypto';
import type { Backend } from '@duality/supabase-local';
import { createDataStores, type DataStores } from '../src/data-stores';
import type { AreaServices } from '../src/react/services';
import { memoryKeyValueStorage } from '../src/shared/storage';
import { eventually } from './backend';
import { openTab, type Tab } from './players';

export interface TestServices extends Tab {
  /** What AreaServicesProvider takes. */
  services: AreaServices;
  data: DataStores;
}

/** A tab of its own browser: see openTab (a DOM test shares one BroadcastChannel space). */
export const ownBrowser = () => ({ storageKey: `sb-test-${randomUUID()}` });

/**
 * Opens a tab on `backend` (with a name: a new user signed up and in, profile loaded) with the page's data
 * stores on the real clock, and waits until the campaigns and characters of that user are loaded.
 */
export async function openTestServices(
  backend: Pick<Backend, 'url' | 'anonKey'>,
  name?: string,
): Promise<TestServices> {
  const tab = await openTab(backend, name, ownBrowser());
  const data = createDataStores({
    client: tab.client,
    bus: tab.bus,
    session: tab.session,
    storage: memoryKeyValueStorage(),
  });
  if (name) {
    await eventually(() => data.campaigns.state.status === 'ready', 5000, `${name}'s campaigns`);
    await eventually(() => data.characters.state.status === 'ready', 5000, `${name}'s characters`);
  }
  return {
    ...tab,
    services: { session: tab.session, data },
    data,
    async close() {
      await data.dispose();
      await tab.close();
    },
  };
}
