import { registerApplication, start } from 'single-spa';
import type { Bus } from '@duality/bus';
import { areaNames, areaOwning, type AreaName } from '@duality/platform';
import { createAreaHost } from './area-host';
import type { LoadArea } from './area-loader';

/** True when the location lies under one of the area's path prefixes; the area matches the rest itself. */
export const isAreaActive = (area: AreaName) => (location: Location) =>
  areaOwning(location.pathname) === area;

/** Registers one single-spa application per area and starts single-spa. */
export function registerAreas(deps: { load: LoadArea; bus: Bus; outlet: () => HTMLElement }): void {
  for (const area of areaNames) {
    const host = createAreaHost(area, deps);
    registerApplication({ name: area, app: async () => host, activeWhen: isAreaActive(area) });
  }
  start({ urlRerouteOnly: true });
}
