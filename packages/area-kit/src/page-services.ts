// The services an area's components use, as the page registered them: the shell creates them at start-up
// and has them ready before any area mounts (it waits for the session first). Read here, once per mount, and
// handed down through React context, so that no area component reads a module global.
import { getDataStores, getSessionStore } from '@duality/stores';
import type { AreaServices } from '@duality/stores/react';

/** The page's session store and data stores; throws a clear error when the shell has not created them. */
export function pageServices(): AreaServices {
  return { session: getSessionStore(), data: getDataStores() };
}
