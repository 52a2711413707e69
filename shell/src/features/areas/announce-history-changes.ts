// A router hears its own navigations and the browser's back and forward, not an address changed by other
// code on the page (history.pushState or replaceState called by an area's router, an embedded script, a test
// harness). single-spa, once on the page, tells every router of such a change with a popstate event. Until
// the areas' orchestration has loaded it (features/areas/start-areas.ts), this does the same, so the shell's
// router follows any change of address from the first paint.

/** Announces every change of address made through the History API as a popstate event, while `active()`. */
export function announceHistoryChanges(win: Window, active: () => boolean): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = win.history[method];
    win.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const before = win.location.href;
      original.apply(this, args);
      if (active() && win.location.href !== before) {
        win.dispatchEvent(new PopStateEvent('popstate', { state: win.history.state }));
      }
    };
  }
}
