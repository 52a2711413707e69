// Warms the service worker's cache with an area's files: its manifest, its entry and every script and style
// its exposed modules name (sync and async), fetched one after another in CORS mode, as the page later
// loads them, through the worker, which keeps each (service-worker/sw.ts). Used for the version of each area
// the registry names for this visitor, once a worker serves the page (a returning visitor's page, or a first
// visit's once the new worker has taken it over), and for a new version before "A new version is ready" is
// offered.
import { areaNames } from '@duality/platform';
import { remoteEntryLocation } from '@duality/platform/remote-entry';
import type { AreaSelection } from '../../lib/delivery/area-selection';

interface ManifestAssets {
  metaData?: { publicPath?: string };
  exposes?: { assets?: Record<'js' | 'css', { sync?: string[]; async?: string[] } | undefined> }[];
}

/** Every URL of an area's code its manifest names (the manifest itself first, then its entry). */
export function areaFileUrls(manifestUrl: string, manifest: unknown): string[] {
  const { entry } = remoteEntryLocation(manifest, manifestUrl);
  const { metaData, exposes = [] } = manifest as ManifestAssets;
  const publicPath = metaData?.publicPath ?? 'auto';
  const base = publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl).href;
  const files = exposes.flatMap((expose) =>
    (['js', 'css'] as const).flatMap((kind) => [
      ...(expose.assets?.[kind]?.sync ?? []),
      ...(expose.assets?.[kind]?.async ?? []),
    ]),
  );
  return [...new Set([manifestUrl, entry, ...files.map((file) => new URL(file, base).href)])];
}

const fetchFile = (fetchImpl: typeof fetch, url: string) =>
  fetchImpl(url, { mode: 'cors', credentials: 'omit', priority: 'low' } as RequestInit);

/** What tells that the visitor is using the page. */
const inputEvents = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * A pause that ends once the visitor has left the page alone for `quietMs` and the page is idle: the warming
 * takes it before each file, so the taps of a player who opens a sheet and plays at once do not wait behind
 * it. Measured on 2026-11-28 with the sheet's tap benchmark at 4x CPU (worst of twenty taps, one run each):
 * 96 to 160 ms while the warming ran beside the taps, 96 ms without any warming, 64 to 112 ms with this pause.
 */
export function pauseWhileInUse(win: Window, quietMs = 1500): () => Promise<void> {
  let lastInput = Number.NEGATIVE_INFINITY;
  const noted = () => {
    lastInput = win.performance.now();
  };
  for (const type of inputEvents) win.addEventListener(type, noted, { capture: true, passive: true });
  const pause = (): Promise<void> =>
    new Promise((resolve) => {
      const left = lastInput + quietMs - win.performance.now();
      if (left > 0) win.setTimeout(() => void pause().then(resolve), left);
      else if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(() => resolve(), { timeout: 1000 });
      else win.setTimeout(resolve, 0);
    });
  return pause;
}

let pauseOfThePage: (() => Promise<void>) | undefined;
/** The page's pause (made once, listening from the first warming on). */
const pageQuiet = (): Promise<void> => (pauseOfThePage ??= pauseWhileInUse(window))();

/**
 * Fetches the area's files so the worker keeps them; true when every one was had. Failures are quiet: the
 * page loads what it misses when it needs it. Each file waits for `pause` first (the page's: while the
 * visitor uses the page, nothing is fetched).
 */
export async function warmArea(
  manifestUrl: string,
  fetchImpl: typeof fetch = fetch,
  pause: () => Promise<void> = pageQuiet,
): Promise<boolean> {
  try {
    await pause();
    const response = await fetchFile(fetchImpl, manifestUrl);
    if (!response.ok) return false;
    const urls = areaFileUrls(manifestUrl, await response.json()).slice(1);
    let all = true;
    for (const url of urls) {
      await pause();
      const file = await fetchFile(fetchImpl, url).catch(() => null);
      if (!file?.ok) all = false;
      else await file.arrayBuffer(); // read to the end, so the worker has stored it whole
    }
    return all;
  } catch {
    return false;
  }
}

/**
 * Every area this visitor would get, kept for offline use: one after another, so the page's own requests
 * come first. Resolves when all have been tried.
 */
export async function keepAreasOffline(
  selection: Pick<AreaSelection, 'choose'>,
  warm: (manifestUrl: string) => Promise<boolean> = (url) => warmArea(url),
): Promise<void> {
  for (const area of areaNames) {
    const choice = selection.choose(area);
    if (choice) await warm(choice.manifest);
  }
}
