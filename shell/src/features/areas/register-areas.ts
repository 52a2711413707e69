import { registerApplication, start } from 'single-spa';
import type { Bus } from '@duality/bus';
import { areaNames, areaOwning, type AreaName } from '@duality/platform';
import type { AreaSelection } from '../../lib/delivery/area-selection';
import type { ReportAreaLoad } from '../../lib/delivery/load-reports';
import { createAreaHost } from './area-host';
import type { LoadArea } from './area-loader';

/** True when the location lies under one of the area's path prefixes; the area matches the rest itself. */
export const isAreaActive = (area: AreaName) => (location: Location) =>
  areaOwning(location.pathname) === area;

/** An area is swapped for a new version at most once in this long, so a flapping registry cannot loop. */
export const swapGuardMs = 10_000;

export interface RegisterAreasDeps {
  load: LoadArea;
  bus: Bus;
  selection: AreaSelection;
  report: ReportAreaLoad;
  /**
   * Starts the page's services if needed and settles once the visitor's session is known (a signed-in
   * user's bucket and allow-list need it; every area reads the session).
   */
  sessionKnown: () => Promise<unknown>;
  outlet: () => HTMLElement;
}

/**
 * Registers one single-spa application per area and starts single-spa. On every navigation the registry is
 * refreshed when stale; an area already mounted whose version changed (a rollback, a promotion) is swapped
 * then, never in the middle of a page.
 */
export function registerAreas(deps: RegisterAreasDeps): void {
  const refresh = () => Promise.all([deps.sessionKnown(), deps.selection.refreshIfStale()]);
  const canaryFailed = (area: AreaName, version: string) => deps.selection.canaryFailed(area, version);
  const hosts = new Map(
    areaNames.map((area) => [area, createAreaHost(area, { ...deps, refresh, canaryFailed })] as const),
  );
  for (const [area, host] of hosts) {
    registerApplication({ name: area, app: async () => host, activeWhen: isAreaActive(area) });
  }
  const lastSwap = new Map<AreaName, number>();
  window.addEventListener('single-spa:routing-event', () => {
    // With no area on screen there is nothing to swap and no session to wait for (waiting would start the
    // page's services on the shell's own pages); an area that mounts refreshes for itself.
    const anyMounted = [...hosts.values()].some((host) => host.mountedVersion());
    void (anyMounted ? refresh() : deps.selection.refreshIfStale()).then(async () => {
      for (const [area, host] of hosts) {
        const mounted = host.mountedVersion();
        const wanted = deps.selection.choose(area)?.entry.version;
        if (!mounted || !wanted || mounted === wanted) continue;
        if (Date.now() - (lastSwap.get(area) ?? 0) < swapGuardMs) continue;
        lastSwap.set(area, Date.now());
        await host.swap();
      }
    });
  });
  start({ urlRerouteOnly: true });
}
