// The areas' orchestration: single-spa with one application per area, and each area's code through the
// federation runtime. It is its own chunk, loaded when the page first needs an area (the page opens on an
// area's path, the visitor shows the intent to open one, or navigates to one), so the shell's own pages paint
// and run without single-spa (about 6 KB gzip of the first load).
import type { Bus } from '@duality/bus';
import type { AreaName } from '@duality/platform';
import type { AreaSelection } from '../../lib/delivery/area-selection';
import type { ReportAreaLoad } from '../../lib/delivery/load-reports';
import { createAreaLoader, createAreaPreloader, createRemoteRegistrations } from './area-loader';
import { registerAreas } from './register-areas';

export interface StartAreasDeps {
  bus: Bus;
  selection: AreaSelection;
  report: ReportAreaLoad;
  /** Settles once the visitor's session is known (see RegisterAreasDeps). */
  sessionKnown: () => Promise<unknown>;
  outlet: () => HTMLElement;
}

export interface RunningAreas {
  /** Fetches an area's entry and lifecycles code before the click that needs it. */
  preloadArea: (area: AreaName) => Promise<void>;
}

/** Registers the areas with single-spa and starts it: the area under the current path mounts at once. */
export function startAreas(deps: StartAreasDeps): RunningAreas {
  const registrations = createRemoteRegistrations();
  const preloadArea = createAreaPreloader(deps.selection, registrations);
  registerAreas({ ...deps, load: createAreaLoader(deps.selection, registrations) });
  return { preloadArea };
}
