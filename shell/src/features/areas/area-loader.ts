// Loads an area's single-spa lifecycles through the Module Federation runtime, from the manifest the area
// selection picks for this visitor (stable or canary). The remote is registered again with `force` whenever
// its manifest changes (canary, fallback to stable, a new registry) or a retry asks for a fresh load: that
// drops the runtime's cached entry, modules and global container, so the new code is really fetched
// (a loader that caches its rejected import, as React.lazy and route.lazy do, could never recover).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationName,
  isAreaLifecycles,
  lifecyclesModule,
  type AreaLifecycles,
  type AreaName,
  type Channel,
} from '@duality/platform';
import type { AreaChoice, AreaSelection } from '../../lib/delivery/area-selection';

export interface LoadedArea {
  lifecycles: AreaLifecycles;
  choice: AreaChoice;
}

/** A failed load, with the entry that was tried (to fall back from a canary). */
export class AreaLoadError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly choice: AreaChoice | null,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'AreaLoadError';
  }
}

export type LoadArea = (
  area: AreaName,
  options: { fresh: boolean; channel?: Channel },
) => Promise<LoadedArea>;

export function createAreaLoader(selection: AreaSelection): LoadArea {
  const registered = new Map<AreaName, string>();
  return async (area, { fresh, channel }) => {
    const choice = selection.choose(area, channel);
    if (!choice)
      throw new AreaLoadError(new Error(`The ${area} area is not listed in the remote registry.`), null);
    try {
      const remote = { name: federationName(area), entry: choice.manifest };
      const known = registered.get(area);
      if (known === undefined) registerRemotes([remote]);
      else if (fresh || known !== choice.manifest) registerRemotes([remote], { force: true });
      registered.set(area, choice.manifest);
      const loaded = await loadRemote<unknown>(lifecyclesModule(area));
      if (!isAreaLifecycles(loaded)) {
        throw new Error(`${lifecyclesModule(area)} does not export bootstrap, mount and unmount.`);
      }
      return { lifecycles: loaded, choice };
    } catch (error) {
      throw new AreaLoadError(error, choice);
    }
  };
}
