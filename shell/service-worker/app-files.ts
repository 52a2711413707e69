// Which requests the service worker keeps, and how (sw.ts routes them). Only the app's own files: the shell's
// build (precached), the areas' files at the places the registry names, the two start-up documents and the
// shell's HTML. Never a response of the backend (REST, auth, realtime, functions, storage): the signed-in
// user's data offline is the data stores' job. No imports: the worker and its unit tests both use this.

/** Where an area's files live (the folder of a manifest the registry names), and whether it is versioned. */
export interface AreaBase {
  /** Absolute URL of the folder, ending with a slash. */
  base: string;
  /** The folder's path names the entry's version (a release on the CDN): every file in it is immutable. */
  versioned: boolean;
}

interface RegistryLike {
  areas?: Record<string, { stable?: EntryLike; canary?: EntryLike; previous?: EntryLike[] } | undefined>;
}
interface EntryLike {
  version?: unknown;
  manifest?: unknown;
}

/**
 * The folders of every manifest a registry names (stable, canary and earlier entries), resolved against the
 * registry's URL as the shell resolves them. An unreadable document names none.
 */
export function areaBasesOf(registry: unknown, registryUrl: string): AreaBase[] {
  const areas = (registry as RegistryLike | null)?.areas;
  if (!areas || typeof areas !== 'object') return [];
  const bases = new Map<string, AreaBase>();
  for (const area of Object.values(areas)) {
    for (const entry of [area?.stable, area?.canary, ...(area?.previous ?? [])]) {
      if (typeof entry?.manifest !== 'string' || typeof entry.version !== 'string') continue;
      let base: string;
      try {
        base = new URL('.', new URL(entry.manifest, registryUrl)).href;
      } catch {
        continue;
      }
      const versioned = new URL(base).pathname.split('/').includes(entry.version);
      bases.set(base, { base, versioned: versioned || bases.get(base)?.versioned === true });
    }
  }
  return [...bases.values()];
}

/** The backend's paths (Supabase: REST, auth, realtime, functions, storage): never an app file. */
const backendPath = /^\/(rest|auth|realtime|functions|storage|graphql)\/v\d+\//;
/** What a built area serves: its manifest, its entry, the runtime script and everything under static/. */
const areaFileShape = /(\/(mf-manifest\.json|remoteEntry\.js)$)|(\/static\/)/;

/**
 * A cheap first look, with no registry at hand (a route's match must answer at once): could this be one of an
 * area's files? Never true for a backend path. The handler then asks `areaBaseOf` with the registry.
 */
export function mayBeAreaFile(url: URL): boolean {
  return !backendPath.test(url.pathname) && areaFileShape.test(url.pathname);
}

/** The area folder holding `url`, or undefined when the registry names no folder above it. */
export function areaBaseOf(url: URL, bases: readonly AreaBase[]): AreaBase | undefined {
  if (backendPath.test(url.pathname)) return undefined;
  const href = url.origin + url.pathname;
  return bases.find((b) => href.startsWith(b.base));
}

/** A content hash in the file's name (`index.ada916932f.js`): new content gets a new name. */
const contentHashed = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * An area file that never changes at its URL: any file of a versioned release folder, or a content-hashed
 * name anywhere. Those are served from the cache first; a manifest or entry of an unversioned folder (a
 * build served as it is, e.g. `npm start`'s) is asked for on the network first.
 */
export function isImmutableAreaFile(url: URL, base: AreaBase): boolean {
  return base.versioned || contentHashed.test(url.pathname);
}

/** True for a request of one of the start-up documents (the registry at its URL, the site configuration). */
export function isStartupDocument(url: URL, registryUrl: string, configUrl: string): boolean {
  const href = url.origin + url.pathname;
  return href === new URL(registryUrl).href || href === new URL(configUrl).href;
}

/**
 * The precached HTML that stands in for a page when the network cannot be had: the prerendered page of that
 * path when the build has one (`/about` → about/index.html), else the frame (200.html), which the shell fills
 * with the area owning the path. Paths are the precache's, relative to the shell's root.
 */
export function shellPageFor(pathname: string, precached: ReadonlySet<string>): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const page = path === '' ? 'index.html' : `${path}/index.html`;
  return precached.has(page) ? page : '200.html';
}
