// Loads the areas' orchestration (start-areas.ts, its own chunk) the first time the page needs an area.
import type { RunningAreas, StartAreasDeps } from './start-areas';

/**
 * Fetches the orchestration's code without starting it: a page opened on an area's path asks for it at once,
 * beside the registry and the configuration, instead of one round trip after them (on a slow phone network a
 * round trip is over half a second). A failure is left to the start, which reports and retries.
 */
export function prefetchAreasCode(): void {
  import('./start-areas').catch(() => undefined);
}

/**
 * The areas' orchestration, loaded once on first need. A failed load of its code is not kept: the next
 * navigation or intent tries again (a cached rejection could never recover).
 */
export function startAreasWhenNeeded(deps: StartAreasDeps) {
  let loading: Promise<RunningAreas> | null = null;
  let started = false;
  const running = (): Promise<RunningAreas> =>
    (loading ??= import('./start-areas')
      .then((m) => {
        const areas = m.startAreas(deps);
        started = true;
        return areas;
      })
      .catch((error: unknown) => {
        loading = null;
        console.error('The areas could not be started; the next navigation tries again.', error);
        throw error;
      }));
  return {
    running,
    start: () => void running().catch(() => undefined),
    /** True once single-spa runs the areas (and follows every change of address). */
    started: () => started,
  };
}
