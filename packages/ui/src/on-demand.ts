// The shell renders its drawer, dialogs and toast host from the start, closed, and `@duality/ui` is a shared
// singleton loaded whole with the shell; Radix behind them is about 20 KB gzip that most visits never use. So
// each of those components is a thin front that loads its Radix part with a dynamic import the first time it
// is needed (or earlier, on a sign of intent: `preload`), then keeps it mounted.
//
// Not React.lazy + Suspense, for two reasons: React throttles the reveal of suspended content (about 300 ms),
// which would delay the first open even after a preload, while a module already loaded here renders in the
// same pass; and React.lazy keeps a rejected import for good, while a failed load here is forgotten so that
// the next open tries again.
import { createElement, useEffect, useReducer, useRef, type ComponentType } from 'react';

/** Whether a component needs its part now: false or null when not; anything else (an open flag, an id) when it does. */
export type Wanted = boolean | number | string | null;

export interface OnDemandComponent<P> {
  /** Starts loading the part unless it is loaded or on its way; a failed load is forgotten (the next call retries). */
  preload: () => Promise<ComponentType<P>>;
  /**
   * True once the part is loaded. While `wanted` is neither false nor null and the part is not loaded, loads
   * it and renders again when it arrives; `onFailed` hears a load that failed (e.g. the network dropped), and
   * a new `wanted` (true again after false, or the next toast's id) tries again.
   */
  useLoaded: (wanted: Wanted, onFailed?: (error: unknown) => void) => boolean;
  /** Draws the loaded part (render it only once `useLoaded` said true). */
  Part: ComponentType<P>;
}

/** A component whose part `load` imports on demand, once per page. */
export function onDemandComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): OnDemandComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  function preload(): Promise<ComponentType<P>> {
    if (loaded) return Promise.resolve(loaded);
    pending ??= load().then(
      (part) => {
        loaded = part;
        return part;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function useLoaded(wanted: Wanted, onFailed?: (error: unknown) => void): boolean {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    // Read at render: a part loaded by another instance or a preload shows at once, without a second pass.
    const ready = loaded !== null;
    const failed = useRef(onFailed);
    useEffect(() => {
      failed.current = onFailed;
    });
    useEffect(() => {
      if (wanted === false || wanted === null || ready) return;
      let live = true;
      preload().then(
        () => {
          if (live) rerender();
        },
        (error: unknown) => {
          // Said where a developer looks; the component's onFailed puts the user back where a retry is one click.
          console.error('A part of @duality/ui could not be loaded', error);
          if (live) failed.current?.(error);
        },
      );
      return () => {
        live = false;
      };
    }, [wanted, ready]);
    return ready;
  }

  function Part(props: P) {
    return loaded ? createElement(loaded, props) : null;
  }

  return { preload, useLoaded, Part };
}

/** For a preload's outcome: a failed preload is forgotten, and the open that needs the part tries again. */
export function ignore(): void {}
