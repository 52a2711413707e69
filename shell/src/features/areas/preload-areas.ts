// Fast navigation: an area's code is fetched before the click that needs it. A link to an area that comes
// into view fetches the area's manifest (a small JSON file); a link that is hovered, focused or touched
// fetches the area's entry and the code of its lifecycles too, so the click shows the area at once.
// Visible links stop at the manifest because the home page shows links to every area: fetching every
// entry they name would double the home page's first load for areas most visitors never open. Once the page
// is idle, warm-areas.ts prefetches those entries and first files into the cache without running them.
import { areaOwning, type AreaName } from '@duality/platform';
import type { AreaSelection } from '../../lib/delivery/area-selection';

export interface PreloadAreaLinksDeps {
  document: Document;
  selection: AreaSelection;
  /** Fetches an area's entry and lifecycles code (area-loader.ts, createAreaPreloader). */
  preloadEntry: (area: AreaName) => Promise<void>;
  /** Fetches a manifest into the HTTP cache. */
  fetchManifest?: (url: string) => Promise<unknown>;
}

/** The area a link leads to: same-origin links under an area's prefixes only. */
export function areaOfLink(link: Element, origin: string): AreaName | null {
  if (!(link instanceof HTMLAnchorElement) || !link.href) return null;
  const url = new URL(link.href, origin);
  return url.origin === origin ? areaOwning(url.pathname) : null;
}

/** Watches the page's links to areas for the life of the page. */
export function preloadAreaLinks(deps: PreloadAreaLinksDeps): void {
  const { document } = deps;
  const origin = document.location.origin;
  const fetchManifest = deps.fetchManifest ?? ((url: string) => fetch(url, { mode: 'cors' }));
  const manifests = new Set<string>();
  const entries = new Set<AreaName>();
  const preloadManifest = (area: AreaName) => {
    const manifest = deps.selection.choose(area)?.manifest;
    // The area on screen has its manifest already (the page's own load of it).
    if (!manifest || manifests.has(manifest) || area === areaOwning(document.location.pathname)) return;
    manifests.add(manifest);
    // A failed fetch is forgotten, so the next sighting tries again; the navigation itself reports failures.
    void fetchManifest(manifest).catch(() => manifests.delete(manifest));
  };
  const preloadEntry = (area: AreaName) => {
    if (entries.has(area)) return;
    entries.add(area);
    void deps.preloadEntry(area);
  };
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const area = link ? areaOfLink(link, origin) : null;
    if (area) preloadEntry(area);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
  const seen = new IntersectionObserver((records) => {
    for (const record of records) {
      if (!record.isIntersecting) continue;
      seen.unobserve(record.target);
      const area = areaOfLink(record.target, origin);
      if (area) preloadManifest(area);
    }
  });
  const watched = new WeakSet<Element>();
  const watchLinks = () => {
    for (const link of document.querySelectorAll('a[href]')) {
      if (watched.has(link) || !areaOfLink(link, origin)) continue;
      watched.add(link);
      seen.observe(link);
    }
  };
  watchLinks();
  // Links arrive with every page the shell or an area renders; look again once the page settles.
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      watchLinks();
    });
  }).observe(document.body, { childList: true, subtree: true });
}
