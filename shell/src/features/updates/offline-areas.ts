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

/**
 * Fetches the area's files so the worker keeps them; true when every one was had. Failures are quiet: the
 * page loads what it misses when it needs it.
 */
export async function warmArea(manifestUrl: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchFile(fetchImpl, manifestUrl);
    if (!response.ok) return false;
    const urls = areaFileUrls(manifestUrl, await response.json()).slice(1);
    let all = true;
    for (const url of urls) {
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
