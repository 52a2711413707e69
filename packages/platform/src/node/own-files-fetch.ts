// A fetch for the product's own servers that reads their files from disk: the shell's server reads the
// manifests it preloads (its own, the local CDN's, the remotes') without a request to itself, which a busy
// machine could hold past the reader's time limit.
import { readFile } from 'node:fs/promises';
import { fileServedAt, type ServedFolders } from './static-server';

/**
 * `fetch`, except that a GET of a URL on one of `sites` (origin → folders it serves) is answered from the
 * file that server would send (404 when there is none). Other URLs go to `fallback`.
 */
export function ownFilesFirst(
  sites: () => ReadonlyMap<string, ServedFolders>,
  fallback: typeof fetch = fetch,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const folders = sites().get(url.origin);
    if (!folders || (init?.method ?? 'GET') !== 'GET') return fallback(input, init);
    const pathname = decodedPath(url.pathname);
    const path = pathname === null ? null : await fileServedAt(folders, pathname);
    const body = path === null ? null : await readFile(path).catch(() => null);
    return body === null ? new Response(null, { status: 404 }) : new Response(body, { status: 200 });
  };
}

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
