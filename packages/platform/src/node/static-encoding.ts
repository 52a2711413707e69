// What a static response is sent as: the encoding picked from Accept-Encoding among the precompressed copies
// the build wrote (`.br`, `.gz` beside the file), and how long a cache may keep it.

export type ContentEncoding = 'br' | 'gzip';

/** File types the build precompresses; their responses vary with Accept-Encoding even when sent raw. */
export const compressibleTypes = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map']);

/** The suffix of the precompressed copy of each encoding. */
export const encodingSuffix: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encodings a request accepts, best first: by q-value, brotli before gzip when equal (it is smaller).
 * `*` stands for every encoding not named; q=0 refuses. No header (or only identity) means raw bytes.
 */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding): number =>
    weights.get(encoding) ??
    (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ??
    weights.get('*') ??
    0;
  return (['br', 'gzip'] as const)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

/** The registry and the site config change without a build: never stored. */
const neverStored = /(^|\/)(remotes\.json|config\.json)$/;
/**
 * Files that name other files keep their name across builds: a cache must ask before each use. The service
 * worker (sw.js) too: the browser looks for a new one at each visit, and a cached copy would hide it.
 */
const namesOtherFiles =
  /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|sw\.js|manifest\.webmanifest)$/;
/** A content hash in the name (`index.ada916932f.js`): new content gets a new name. */
const contentHashed = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const cacheForever = 'public, max-age=31536000, immutable';

/** Cache-Control of a file: for good when its name changes with its content, else revalidated. */
export function cacheControlFor(path: string, immutableMount: boolean): string {
  if (immutableMount) return cacheForever;
  if (neverStored.test(path)) return 'no-store';
  if (namesOtherFiles.test(path)) return 'no-cache';
  return contentHashed.test(path) ? cacheForever : 'no-cache';
}
