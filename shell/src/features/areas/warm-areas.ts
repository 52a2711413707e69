// The areas warmed while the visitor reads the page, so a click into an area is as fast as in a single
// bundle (the click budget of bench/budgets.json). Once the page has loaded and the browser is idle, the
// areas the page links to get their code into the HTTP cache, without running any of it: each area's entry
// and the first code and styles of its lifecycles (the files the federation runtime asks for on the click,
// the same ones the product server preloads in the head of an area's page:
// packages/platform/src/node/area-page-head.ts), and the shell's own code a navigation needs
// (./warm-navigation-code). They are `<link rel="prefetch">`: the browser fetches them at the lowest
// priority, after the page's own files, and keeps them for the next use without asking the server again for a
// few minutes. Nothing is warmed for a visitor who asked to save data, nor for the area on screen (it is
// loaded already). Best effort: a failure changes nothing, the click loads as it would have.
import { areaOwning, type AreaName } from '@duality/platform';
import { remoteEntryLocation } from '@duality/platform/remote-entry';
import type { AreaSelection } from '../../lib/delivery/area-selection';

/** The parts of a built mf-manifest.json that name the lifecycles' first files. */
interface ExposedAssets {
  metaData?: { publicPath?: string };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The files a navigation into the area fetches first: its entry, then its lifecycles' sync js and css. */
export function areaFirstFiles(manifest: unknown, manifestUrl: string): string[] {
  const { entry } = remoteEntryLocation(manifest, manifestUrl);
  const { metaData, exposes } = manifest as ExposedAssets;
  const publicPath = metaData?.publicPath ?? 'auto';
  const base = publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl).href;
  const assets = exposes?.find((e) => e.name === 'lifecycles')?.assets;
  const files = [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])];
  return [entry, ...files.map((file) => new URL(file, base).href)];
}

export interface WarmAreasDeps {
  window: Window;
  selection: AreaSelection;
  /** The areas to warm, in the order a visitor most likely opens them. */
  areas: readonly AreaName[];
  /** Fetches the shell's code for a navigation into the cache (./warm-navigation-code). */
  warmShellCode: () => Promise<unknown>;
  fetchManifest?: (url: string) => Promise<unknown>;
  /**
   * What the page's own loading is waited for, beside its load event: on an area's path, the area shown
   * (its chunks, styles and first requests go first on a slow link).
   */
  after?: Promise<unknown>;
}

/** Prefetches `href` into the HTTP cache, with the request mode its later use has (CORS from another origin). */
function prefetch(document: Document, href: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  if (new URL(href).origin !== document.location.origin) link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

/** Whether the visitor asked the browser to save data (Chromium's Save-Data). */
function savingData(window: Window): boolean {
  return (
    (window.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
  );
}

/**
 * After the page's load (and `deps.after`) and once the browser is idle, warms every area of `deps.areas`
 * but the one on screen.
 */
export function warmAreasWhenIdle(deps: WarmAreasDeps): void {
  const { window } = deps;
  if (savingData(window)) return;
  const fetchManifest =
    deps.fetchManifest ??
    ((url: string) => window.fetch(url, { mode: 'cors' }).then((r) => (r.ok ? r.json() : Promise.reject())));
  const warmed = new Set<string>();
  const warmFiles = (files: string[]) => {
    for (const file of files) {
      if (warmed.has(file)) continue;
      warmed.add(file);
      prefetch(window.document, file);
    }
  };
  const warm = () => {
    void deps.warmShellCode().catch(() => undefined);
    const here = areaOwning(window.location.pathname);
    for (const area of deps.areas) {
      const manifest = deps.selection.choose(area)?.manifest;
      if (!manifest || area === here) continue;
      const url = new URL(manifest, window.location.href).href;
      void fetchManifest(url)
        .then((json) => warmFiles(areaFirstFiles(json, url)))
        .catch(() => undefined);
    }
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(warm, { timeout: 2000 })
      : window.setTimeout(warm, 200);
  const loaded = new Promise<void>((resolve) => {
    if (window.document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, deps.after]).then(whenIdle, () => undefined);
}
