// Thin React adapters over the stores (the stores themselves know nothing of React). Every hook reads a store
// through useStoreState, which is the bus's one observable adapter (useSyncExternalStore), so a render never
// tears and a store update re-renders its readers.
import { useEffect, useState } from 'react';
import type { HomebrewKind } from '@duality/rules';
import type {
  CampaignHomebrewState,
  CampaignHomebrewStore,
} from '../campaign-homebrew/campaign-homebrew-store';
import type { CampaignDashboard, DashboardStore } from '../dashboard/dashboard-store';
import type { GmTable, GmTableStore } from '../gm-table/gm-table-store';
import type { HomebrewLibraries, LibrariesState, LibraryState } from '../homebrew/libraries';
import { useStoreState } from './use-store-state';

export { RequireSession, loginPathFor } from './require-session';
export { useSession } from './use-session';
export { useStoreState, type ObservableStore } from './use-store-state';
export {
  AreaServicesContext,
  AreaServicesProvider,
  useAreaServices,
  useDataStores,
  useSessionStore,
  type AreaServices,
} from './services';
export { useHomebrewAuthors, useHomebrewUsage, useRead, type ReadState } from './use-read';

/**
 * One homebrew library (built-ins plus the user's rows, the public list and the loading flags); asks for the
 * built-in content, which joins the list when it arrives (`builtinsLoaded`).
 */
export function useLibrary<K extends HomebrewKind>(libraries: HomebrewLibraries, kind: K): LibraryState<K> {
  const state: LibrariesState = useStoreState(libraries);
  const builtinsLoaded = state[kind].builtinsLoaded;
  useEffect(() => {
    // A failed load has shown its toast; the next page that needs the content tries again.
    if (!builtinsLoaded) libraries.loadBuiltins().catch(() => undefined);
  }, [libraries, builtinsLoaded]);
  useEffect(() => {
    // The user's rows of this kind failed to load earlier: a page that shows them asks again when it opens
    // (no new login needed); while it is open, its Retry asks.
    if (libraries.state[kind].loadError !== null) void libraries.hydrate();
  }, [libraries, kind]);
  return state[kind];
}

/** Holds a watch of `campaignId` while mounted (a live query: one per campaign however many readers). */
function useWatch(store: { watch(campaignId: number): Promise<() => Promise<void>> }, campaignId: number) {
  useEffect(() => {
    let release: (() => Promise<void>) | null = null;
    let unmounted = false;
    void store.watch(campaignId).then((stop) => {
      if (unmounted) void stop();
      else release = stop;
    });
    return () => {
      unmounted = true;
      void release?.();
    };
  }, [store, campaignId]);
}

/** Watches a campaign's dashboard while mounted (one channel per campaign however many readers). */
export function useCampaignDashboard(
  store: Pick<DashboardStore, 'state$' | 'state' | 'watch'>,
  campaignId: number,
): CampaignDashboard | undefined {
  useWatch(store, campaignId);
  return useStoreState(store).campaigns[campaignId];
}

/** Watches a campaign's table (Fear, roll log, countdowns) while mounted, on the campaign's one channel. */
export function useGmTable(
  store: Pick<GmTableStore, 'state$' | 'state' | 'watch'>,
  campaignId: number,
): GmTable | undefined {
  useWatch(store, campaignId);
  return useStoreState(store).campaigns[campaignId];
}

/**
 * Hydrates a campaign's homebrew while mounted; a hydrate failure (the store throws it to its caller) is
 * returned, and only for the campaign it happened to, so switching campaigns clears it without an extra render.
 */
export function useCampaignHomebrew(
  store: Pick<CampaignHomebrewStore, 'state$' | 'state' | 'hydrate'>,
  campaignId: number,
): { state: CampaignHomebrewState; error: Error | null } {
  const [failure, setFailure] = useState<{ campaignId: number; error: Error } | null>(null);
  useEffect(() => {
    let live = true;
    store.hydrate(campaignId).catch((err: unknown) => {
      if (live) setFailure({ campaignId, error: err instanceof Error ? err : new Error(String(err)) });
    });
    return () => {
      live = false;
    };
  }, [store, campaignId]);
  const error = failure?.campaignId === campaignId ? failure.error : null;
  return { state: useStoreState(store), error };
}

export { useCatalog } from './use-catalog';
