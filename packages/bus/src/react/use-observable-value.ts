import { useCallback, useSyncExternalStore } from 'react';
import type { Subscribable } from '@duality/libs/rxjs';

/**
 * The value `read` returns now, re-rendering whenever `changes` emits. The one adapter from an observable to
 * React: it goes through useSyncExternalStore, so every component of a render sees the same value (no
 * tearing) and an emission between render and commit is not lost.
 *
 * `read` must return the same reference until the value changes (a store's `state`, a BehaviorSubject's
 * `value`, the bus's `last`). Pass a `changes` that is stable across renders (memoise it): a new one
 * resubscribes.
 */
export function useObservableValue<T>(changes: Subscribable<unknown>, read: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = changes.subscribe({ next: onChange });
      return () => subscription.unsubscribe();
    },
    [changes],
  );
  return useSyncExternalStore(subscribe, read, read);
}
