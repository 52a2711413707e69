// An area's page without the chain of round trips: for a request of an area's path (/builder,
// /character/{id}, ...), the product server writes into the page's <head> what the page would otherwise ask
// for one step after another (the HTML, the shell's code, the registry and the config, the area's manifest, its
// entry, its first chunks):
// - the start-up documents (/remotes.json, /config.json) as non-executable JSON blocks (each with its URL for
//   id), which the shell's entry reads instead of fetching them (shell/src/lib/early-fetch.ts). It is data, not script, so the
//   page's policy (script-src without 'unsafe-inline') does not apply to it;
// - preload tags for the area's mf-manifest.json, its entry and the sync js/css of its exposed lifecycles,
//   with the request mode the page later uses, so the browser hands the preloaded responses over;
// - at the end of the body, preload tags for the shell's own files every area's page needs (its start-up, the
//   shared modules it provides, the areas' orchestration), as its build lists them in `area-boot.json`
//   (@duality/config/area-boot-files). Without them the shell asks for them in waves, each after the code of
//   the one before has run. They go after the page's markup so that the early consent script, which the
//   page waits on to paint, is asked for before them: a browser sends at most six requests at a time to one
//   origin over HTTP/1.1.
// The tags name the version the registry gives every visitor: an area with a canary in flight gets none (the
// choice between stable and canary rests on the visitor's device id, which only the browser knows).
import { areaOwning, areaPreloadedShared } from '../areas';
import { manifestUrl, type Registry } from '../registry';
import { remoteEntryLocation } from '../remote-entry';
import type { PageMarkup } from './static-server';

/** What the preload tags need of a built mf-manifest.json: the exposed lifecycles' first assets. */
interface ExposedAssets {
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** JSON that cannot end the <script> block it sits in nor open a comment: `<`, `>`, `&` escaped. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A start-up document as a JSON block whose id is the URL the page would fetch it from. */
export function startupDocumentBlock(url: string, document: unknown): string {
  return `<script type="application/json" id="${attribute(url)}">${jsonForHtml(document)}</script>`;
}

/**
 * The preload tags of an area's page from its manifest (fetched from `manifestHref`, the address the page
 * uses: a path for a manifest on the page's own origin). The manifest is fetched as the shell does (CORS, no
 * credentials across origins); the entry as the federation runtime loads it (a CORS script); the chunks and
 * styles as the remote's own runtime does (CORS only from another origin than the page's).
 */
export function areaPreloadTags(manifestHref: string, manifest: unknown, pageOrigin: string): string[] {
  const absolute = new URL(manifestHref, pageOrigin).href;
  const { entry } = remoteEntryLocation(manifest, absolute);
  const base = new URL('.', absolute).href;
  const crossOrigin = new URL(absolute).origin !== pageOrigin ? ' crossorigin' : '';
  const exposed = (manifest as ExposedAssets).exposes?.find((e) => e.name === 'lifecycles');
  const publicPath = (manifest as { metaData: { publicPath: string } }).metaData.publicPath;
  const assetBase = publicPath === 'auto' ? base : new URL(publicPath, absolute).href;
  const asset = (file: string) => attribute(new URL(file, assetBase).href);
  return [
    `<link rel="preload" as="fetch" crossorigin href="${attribute(manifestHref)}">`,
    `<link rel="preload" as="script" crossorigin href="${attribute(entry)}">`,
    ...(exposed?.assets?.js?.sync ?? []).map(
      (file) => `<link rel="preload" as="script"${crossOrigin} href="${asset(file)}">`,
    ),
    ...(exposed?.assets?.css?.sync ?? []).map(
      (file) => `<link rel="preload" as="style"${crossOrigin} href="${asset(file)}">`,
    ),
  ];
}

/** The shell build's list of the files every area's page needs, at the root of its dist/. */
export const areaBootFileName = 'area-boot.json';

/** A relative path of a built file: no scheme, no leading slash, no way out of the build's folder. */
const builtFilePath = /^(?!.*\.\.)[\w][\w./-]*$/;

/**
 * The preload tags of the shell's files an area's page needs, from the build's `area-boot.json` (served under
 * `publicPath`, the shell's asset prefix): its start-up, and the files of the modules loaded on demand that
 * the area takes at once (`shared`, from `areaPreloadedShared`); none from a list that is missing or malformed.
 */
export function shellBootTags(
  bootFiles: unknown,
  { shared = [], publicPath = '/' }: { shared?: readonly string[]; publicPath?: string } = {},
): string[] {
  const { onDemand } = (bootFiles ?? {}) as { onDemand?: Record<string, unknown> };
  const lists = [
    bootFiles,
    ...shared.map((key) => (onDemand && Object.hasOwn(onDemand, key) ? onDemand[key] : null)),
  ];
  const paths = (list: unknown) =>
    Array.isArray(list) && list.every((file) => typeof file === 'string' && builtFilePath.test(file))
      ? (list as string[])
      : [];
  const base = publicPath.replace(/\/?$/, '/');
  const tag = (as: string) => (file: string) =>
    `<link rel="preload" as="${as}" href="${attribute(base + file)}">`;
  return lists.flatMap((files) => {
    const { js, css } = (files ?? {}) as { js?: unknown; css?: unknown };
    return [...paths(js).map(tag('script')), ...paths(css).map(tag('style'))];
  });
}

export interface AreaPageHeadDeps {
  /** The registry the page would fetch, as it is now, and its URL (a path on the page's origin). */
  registry: () => Registry;
  registryUrl: string;
  /** The site configuration the page would fetch, and its URL. */
  config: () => unknown;
  configUrl: string;
  /**
   * Reads a manifest (as the page names it: an absolute URL, or a path on the page's origin); null when it
   * cannot be had now (the page then loads as before).
   */
  readManifest: (url: string) => Promise<unknown>;
  /** The shell's `area-boot.json`, or null when it cannot be had (no shell preloads then). */
  readBootFiles?: () => Promise<unknown>;
}

/**
 * The markup of the page at `pathname` requested on `pageOrigin`, or null for a path no area owns (the
 * shell's own pages keep their cached, prerendered HTML).
 */
export async function areaPageHead(
  deps: AreaPageHeadDeps,
  pathname: string,
  pageOrigin: string,
): Promise<Required<PageMarkup> | null> {
  const area = areaOwning(pathname);
  if (!area) return null;
  // The shell's list is read beside the area's manifest, not after it.
  const bootFiles = deps.readBootFiles?.().catch(() => null);
  const registry = deps.registry();
  const parts = [
    startupDocumentBlock(deps.registryUrl, registry),
    startupDocumentBlock(deps.configUrl, deps.config()),
  ];
  const entry = registry.areas[area];
  if (entry && !entry.canary) {
    const href = entry.stable.manifest.startsWith('/')
      ? entry.stable.manifest
      : manifestUrl(entry.stable, new URL(deps.registryUrl, pageOrigin).href);
    try {
      const manifest = await deps.readManifest(href);
      if (manifest) parts.push(...areaPreloadTags(href, manifest, pageOrigin));
    } catch {
      // An unreadable manifest: the page loads it, and says what is wrong, as it did without preloads.
    }
  }
  const bodyEnd = shellBootTags(await bootFiles, { shared: areaPreloadedShared[area] }).join('');
  return { head: parts.join(''), bodyEnd };
}

/**
 * Reads manifests with `fetchImpl` (a path from `ownOrigin`, the server's own address), each kept for
 * `keepMs` (a new build or release is seen within that long) and given up after `timeoutMs`, so a slow remote
 * never holds the page back. The product's server passes a fetch that reads its own servers' files from disk
 * (own-files-fetch.ts), so only a remote CDN is ever waited for.
 */
export function cachedManifestReader(
  ownOrigin: () => string,
  { keepMs = 1000, timeoutMs = 1000 } = {},
  fetchImpl: typeof fetch = fetch,
): (href: string) => Promise<unknown> {
  const kept = new Map<string, { at: number; manifest: Promise<unknown> }>();
  return (href) => {
    const url = new URL(href, ownOrigin()).href;
    const known = kept.get(url);
    if (known && Date.now() - known.at < keepMs) return known.manifest;
    const manifest = fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    kept.set(url, { at: Date.now(), manifest });
    return manifest;
  };
}
