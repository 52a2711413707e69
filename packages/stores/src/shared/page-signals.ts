// The page's signals the sync engine listens to, made from the window and document they are given (the shell,
// or an area running on its own, passes its own): back online, and hidden or being left. Nothing in the stores
// looks for a global window.
import { filter, fromEvent, merge, type Observable } from '@duality/libs/rxjs';

export interface PageSignals {
  /** The device is back online. */
  online$: Observable<unknown>;
  /** The device went offline (the browser's `offline` event): the stores say so before a request fails. */
  offline$?: Observable<unknown>;
  /** The page is hidden (another tab or app) or being left: `visibilitychange` to hidden, or `pagehide`. */
  pageHidden$: Observable<unknown>;
}

export function browserPageSignals(win: Window, doc: Document): PageSignals {
  return {
    online$: fromEvent(win, 'online'),
    offline$: fromEvent(win, 'offline'),
    pageHidden$: merge(
      fromEvent(win, 'pagehide'),
      fromEvent(doc, 'visibilitychange').pipe(filter(() => doc.visibilityState === 'hidden')),
    ),
  };
}
