// Loads an area's single-spa lifecycles through the Module Federation runtime, from the manifest the area
// selection picks for this visitor (stable or canary). The shell reads the manifest itself
// (remote-manifest.ts) and registers the remote by its entry's address. The remote is registered again with
// `force` whenever its manifest changes (canary, fallback to stable, a new registry) or a retry asks for a
// fresh load: that drops the runtime's cached entry, modules and global container, so the new code is
// really fetched (a loader that caches its rejected import, as React.lazy and route.lazy do, could never
// recover).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationName,
  areaLifecyclesOf,
  lifecyclesModule,
  type AreaLifecycles,
  type AreaName,
  type Channel,
} from '@duality/platform';
import type { AreaChoice, AreaSelection } from '../../lib/delivery/area-selection';
import { fetchRemoteEntryLocation } from './remote-manifest';

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

/**
 * The remotes registered with the federation runtime and the manifest each was registered from: the loader
 * and the preloader register through it, so a preload never leaves the loader with a stale entry. A failed
 * read of a manifest is not kept: the next load reads it again.
 */
export function createRemoteRegistrations() {
  const registered = new Map<AreaName, { manifest: string; ready: Promise<void> }>();
  return {
    ensure(area: AreaName, manifest: string, fresh: boolean): Promise<void> {
      const known = registered.get(area);
      if (known && !fresh && known.manifest === manifest) return known.ready;
      const ready = fetchRemoteEntryLocation(manifest, { fresh }).then((location) => {
        if (registered.get(area)?.ready !== ready) return;
        const remote = { name: federationName(area), ...location };
        if (known === undefined) registerRemotes([remote]);
        else registerRemotes([remote], { force: true });
      });
      registered.set(area, { manifest, ready });
      ready.catch(() => {
        if (registered.get(area)?.ready === ready) {
          if (known) registered.set(area, known);
          else registered.delete(area);
        }
      });
      return ready;
    },
  };
}
export type RemoteRegistrations = ReturnType<typeof createRemoteRegistrations>;

export function createAreaLoader(
  selection: AreaSelection,
  registrations: RemoteRegistrations = createRemoteRegistrations(),
): LoadArea {
  return async (area, { fresh, channel }) => {
    const choice = selection.choose(area, channel);
    if (!choice)
      throw new AreaLoadError(new Error(`The ${area} area is not listed in the remote registry.`), null);
    try {
      await registrations.ensure(area, choice.manifest, fresh);
      // The exposed contract object, parsed (platform's areaContractSchema); a remote built before it
      // offers its lifecycles as named exports.
      const lifecycles = areaLifecyclesOf(await loadRemote<unknown>(lifecyclesModule(area)));
      if (!lifecycles) {
        throw new Error(`${lifecyclesModule(area)} does not export bootstrap, mount and unmount.`);
      }
      return { lifecycles, choice };
    } catch (error) {
      throw new AreaLoadError(error, choice);
    }
  };
}

/**
 * Fetches an area's entry, the code of its lifecycles and the shared modules they need that the page does
 * not have yet, ahead of a navigation, without running the lifecycles' module. Best effort: a preload that
 * fails changes nothing, the navigation loads (and reports) as it would have.
 */
export function createAreaPreloader(selection: AreaSelection, registrations: RemoteRegistrations) {
  return async (area: AreaName): Promise<void> => {
    const choice = selection.choose(area);
    if (!choice) return;
    try {
      await registrations.ensure(area, choice.manifest, false);
      await loadRemote(lifecyclesModule(area), { loadFactory: false, from: 'runtime' });
    } catch {
      // The navigation will load it, and say so if it cannot.
    }
  };
}
