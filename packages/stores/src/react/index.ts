// Thin React adapters over the stores (the stores themselves know nothing of React): each hook reads a store's
// current state with useSyncExternalStore, so a render never tears and a store update re-renders its readers.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import type { HomebrewKind } from '@duality/rules';
import type {
  CampaignHomebrewState,
  CampaignHomebrewStore,
} from '../campaign-homebrew/campaign-homebrew-store';
import type { CampaignDashboard, DashboardStore } from '../dashboard/dashboard-store';
import type { HomebrewLibraries, LibrariesState, LibraryState } from '../homebrew/libraries';

/** Anything with a current state and a stream of states (every store of this package). */
export interface ObservableStore<T> {
  state$: Observable<T>;
  readonly state: T;
}

/** The store's current state; re-renders when it changes. */
export function useStoreState<T>(store: ObservableStore<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = store.state$.subscribe({ next: onChange });
      return () => sub.unsubscribe();
    },
    [store],
  );
  const read = () => store.state;
  return useSyncExternalStore(subscribe, read, read);
}

/** One homebrew library (built-ins plus the user's rows, the public list and the hydration flags). */
export function useLibrary<K extends HomebrewKind>(libraries: HomebrewLibraries, kind: K): LibraryState<K> {
  const state: LibrariesState = useStoreState(libraries);
  return state[kind];
}

/** Watches a campaign's dashboard while mounted (one channel per campaign however many readers). */
export function useCampaignDashboard(
  store: Pick<DashboardStore, 'state$' | 'state' | 'watch'>,
  campaignId: number,
): CampaignDashboard | undefined {
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
  return useStoreState(store).campaigns[campaignId];
}

/** Hydrates a campaign's homebrew while mounted; a hydrate failure (thrown to the caller) is returned. */
export function useCampaignHomebrew(
  store: Pick<CampaignHomebrewStore, 'state$' | 'state' | 'hydrate'>,
  campaignId: number,
): { state: CampaignHomebrewState; error: Error | null } {
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    store.hydrate(campaignId).catch((err: unknown) => {
      if (live) setError(err instanceof Error ? err : new Error(String(err)));
    });
    return () => {
      live = false;
    };
  }, [store, campaignId]);
  return { state: useStoreState(store), error };
}

export { useCatalog } from './use-catalog';
