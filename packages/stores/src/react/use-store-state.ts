import type { Observable } from '@duality/libs/rxjs';
import { useObservableValue } from '@duality/bus/react';

/** Anything with a current state and a stream of states (every store of this package). */
export interface ObservableStore<T> {
  state$: Observable<T>;
  readonly state: T;
}

/** The store's current state; re-renders when it changes (through the one observable adapter of the bus). */
export function useStoreState<T>(store: ObservableStore<T>): T {
  return useObservableValue(store.state$, () => store.state);
}
