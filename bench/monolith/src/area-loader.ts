// The monolith's area loader: the same contract as the shell's (shell/src/features/areas/area-loader.ts),
// but each area's lifecycles come from its source folder through a plain dynamic import, bundled with the
// shell (one chunk group per area, loaded on first use), instead of from a remote through the federation
// runtime. The registry still picks the entry (its version is what the shell reports), but its manifest is
// never fetched.
import { isAreaLifecycles, type AreaLifecycles, type AreaName, type Channel } from '@duality/platform';
import type { AreaChoice, AreaSelection } from '../../../shell/src/lib/delivery/area-selection';

export interface LoadedArea {
  lifecycles: AreaLifecycles;
  choice: AreaChoice;
}

/** A failed load, with the entry that was tried (the shell's area host reads both). */
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
 * Each area's lifecycles module, as its remote exposes it (`./lifecycles` in its rsbuild config); the
 * aliases are set in ../rsbuild.config.ts.
 */
const lifecycles: Record<AreaName, () => Promise<unknown>> = {
  character: () => import('@monolith/area/character'),
  builder: () => import('@monolith/area/builder'),
  campaign: () => import('@monolith/area/campaign'),
  homebrew: () => import('@monolith/area/homebrew'),
  account: () => import('@monolith/area/account'),
};

/** The shell registers remotes through this; the monolith has none, so there is nothing to remember. */
export function createRemoteRegistrations() {
  return { ensure: (_area: AreaName, _manifest: string, _fresh: boolean) => undefined };
}
export type RemoteRegistrations = ReturnType<typeof createRemoteRegistrations>;

export function createAreaLoader(selection: AreaSelection, _registrations?: RemoteRegistrations): LoadArea {
  return async (area, { channel }) => {
    const choice = selection.choose(area, channel);
    if (!choice)
      throw new AreaLoadError(new Error(`The ${area} area is not listed in the remote registry.`), null);
    try {
      const loaded = await lifecycles[area]();
      if (!isAreaLifecycles(loaded))
        throw new Error(`The ${area} area does not export bootstrap, mount and unmount.`);
      return { lifecycles: loaded, choice };
    } catch (error) {
      throw new AreaLoadError(error, choice);
    }
  };
}

/**
 * The monolith's preload, as the shell's does for a remote: fetch the area's chunk ahead of the
 * navigation (the import is cached, so the navigation then finds it loaded). Best effort.
 */
export function createAreaPreloader(selection: AreaSelection, _registrations: RemoteRegistrations) {
  return async (area: AreaName): Promise<void> => {
    if (!selection.choose(area)) return;
    await lifecycles[area]().catch(() => undefined);
  };
}
