import { createNewBuildWatch, runningEntryScript } from './new-build';

/**
 * Reloads the page at a navigation once a new build of the shell is served (looked for as often as the
 * registry is refreshed), at most once every 10 seconds; see lib/delivery/new-build.ts.
 */
export function reloadForNewBuilds(checkEveryMs: number, onShellNavigation: (check: () => void) => void) {
  const watch = createNewBuildWatch({
    running: runningEntryScript(document),
    fetchIndex: async () => {
      const res = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
      if (!res.ok) throw new Error(`The site answered ${res.status}.`);
      return res.text();
    },
    storage: window.sessionStorage,
    now: Date.now,
    checkEveryMs,
  });
  // A navigation is the shell router's (its own pages, and entering an area) or an area's own, which
  // single-spa announces; the watch fetches the page at most every checkEveryMs, so one that is both is
  // looked at once.
  const check = () =>
    void watch.reloadDue().then((due) => {
      if (due) window.location.reload();
    });
  onShellNavigation(check);
  window.addEventListener('single-spa:routing-event', check);
}
