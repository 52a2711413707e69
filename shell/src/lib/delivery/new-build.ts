// Noticing that a new build of the shell was deployed while a page is open. The shell's index.html (served
// uncached) names its entry script, whose name carries a content hash: when the served page names another
// script than the one this page runs, a new build is out. The page then reloads at the visitor's next
// navigation (they are leaving the page anyway, so nothing on screen is cut short), and at most once every
// 10 seconds, so a server that keeps answering with another build can never make the page reload in a loop.
import { sessionStorageKeys } from '@duality/platform/storage-keys';

/** The shortest time between two reloads for a new build. */
export const reloadGuardMs = 10_000;

/** Where the time of the last such reload is kept (per tab, so the guard survives the reload itself). */
export const reloadedAtKey = sessionStorageKeys.newBuildReloadAt;

/** The entry script an index.html names (its path), or null when it names none. */
export function entryScriptOf(html: string): string | null {
  const match = /<script\b[^>]*\bsrc="([^"]*\/static\/js\/index\.[^"/]+\.js)"/.exec(html);
  return match ? new URL(match[1]!, 'http://x').pathname : null;
}

export interface NewBuildWatchDeps {
  /** The entry script this page runs (its path), or null when it cannot be told (then nothing is done). */
  running: string | null;
  fetchIndex: () => Promise<string>;
  /** Per-tab storage (sessionStorage). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  /** The served page is fetched again at most this often. */
  checkEveryMs: number;
}

export interface NewBuildWatch {
  /** True when the page should reload now for a new build; it then records the reload for the guard. */
  reloadDue(): Promise<boolean>;
}

export function createNewBuildWatch(deps: NewBuildWatchDeps): NewBuildWatch {
  let checkedAt = deps.now();
  return {
    async reloadDue() {
      const now = deps.now();
      if (!deps.running || now - checkedAt < deps.checkEveryMs) return false;
      checkedAt = now;
      let served: string | null;
      try {
        served = entryScriptOf(await deps.fetchIndex());
      } catch {
        return false; // offline or the server is down: keep the page as it is and look again later
      }
      if (!served || served === deps.running) return false;
      const last = Number(deps.storage.getItem(reloadedAtKey) ?? 0);
      if (now - last < reloadGuardMs) return false;
      deps.storage.setItem(reloadedAtKey, String(now));
      return true;
    },
  };
}

/** The entry script of this page, from its own script tags. */
export function runningEntryScript(doc: Document): string | null {
  for (const script of Array.from(doc.scripts)) {
    const src = script.getAttribute('src');
    if (src && /\/static\/js\/index\.[^/]+\.js$/.test(new URL(src, doc.baseURI).pathname)) {
      return new URL(src, doc.baseURI).pathname;
    }
  }
  return null;
}
