// Loads an area's single-spa lifecycles through the Module Federation runtime, at the manifest URL the
// registry names. A retry re-registers the remote with `force`, which drops the runtime's cached entry and
// modules, so Retry really fetches again (a loader that caches its rejected import, as React.lazy and
// route.lazy do, could never recover).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationName,
  isAreaLifecycles,
  lifecyclesModule,
  type AreaLifecycles,
  type AreaName,
  type Registry,
} from '@duality/platform';

export type LoadArea = (area: AreaName, options: { fresh: boolean }) => Promise<AreaLifecycles>;

/** Registers every area of the registry with the federation runtime and returns the loader. */
export function createAreaLoader(registry: Registry): LoadArea {
  const remoteOf = (area: AreaName) => {
    const entry = registry.areas[area];
    return entry ? { name: federationName(area), entry: entry.stable.manifest } : null;
  };
  registerRemotes(Object.keys(registry.areas).flatMap((area) => remoteOf(area as AreaName) ?? []));
  return async (area, { fresh }) => {
    const remote = remoteOf(area);
    if (!remote) throw new Error(`The ${area} area is not listed in the remote registry.`);
    if (fresh) registerRemotes([remote], { force: true });
    const loaded = await loadRemote<unknown>(lifecyclesModule(area));
    if (!isAreaLifecycles(loaded)) {
      throw new Error(`${lifecyclesModule(area)} does not export bootstrap, mount and unmount.`);
    }
    return loaded;
  };
}
