// A small static file server for built apps: the shell (with a single-page fallback) and the remotes (with
// CORS, since the shell fetches their manifests cross-origin). It serves like a CDN: the build's brotli and
// gzip copies by Accept-Encoding, long caching for content-hashed files, ETag revalidation for the rest.
// Written by hand because it is small and the product must start with nothing but Node.
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { gzipSync } from 'node:zlib';
import {
  acceptedEncodings,
  cacheControlFor,
  compressibleTypes,
  encodingSuffix,
  type ContentEncoding,
} from './static-encoding';
import { transportSecurityHeaders } from './security-headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /**
   * Serve a page for paths without a file (client-side routes): `200.html` when the build has one (the
   * shell's prerendered frame without page content), otherwise index.html.
   */
  spaFallback?: boolean;
  /** Send Access-Control-Allow-Origin: * (remotes). */
  cors?: boolean;
  /** Paths answered with generated JSON instead of a file, e.g. /remotes.json. */
  json?: Record<string, () => unknown>;
  /** Sent with every response (security headers, security-headers.ts). */
  headers?: Record<string, string>;
  /** Other folders served below a path prefix (`/cdn/` from the local CDN). */
  mounts?: readonly StaticMount[];
}

/** HTTPS instead of plain HTTP: the LAN start option (serveProductSecure). */
export interface SecureServing {
  /** The certificate chain and its key, PEM. */
  tls: { cert: string; key: string };
  /** The host name the URLs name (what other devices type), when it is not the bound address (0.0.0.0). */
  publicHost?: string;
}

export interface StaticMount {
  /** Starts and ends with a slash. */
  prefix: `/${string}/`;
  root: string;
  /** Every file is cached for good (released versions never change), manifests included. */
  immutable?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts serving `root`; resolves once listening. */
export function serveStatic(options: StaticServerOptions): Promise<RunningServer> {
  return serveStaticWith(options);
}

/** Markup for the end of a page's <head> and of its <body>. */
export interface PageMarkup {
  head: string;
  bodyEnd?: string;
}

/** Headers asked for at each request (the shell's page policy follows the served registry). */
interface HeadersPerRequest {
  headersOf?: () => Record<string, string>;
  /**
   * Markup written at the end of the <head> and of the <body> of a page served for `pathname`
   * (area-page-head.ts), or null to serve the file as it is. A page with markup is made for its request:
   * never a 304, never kept without asking.
   */
  pageMarkup?: (pathname: string, origin: string) => Promise<PageMarkup | null>;
}

/** serveStatic, over HTTPS when `tls` is given (used by serve-product.ts). */
export async function serveStaticWith(
  options: StaticServerOptions & Partial<SecureServing> & HeadersPerRequest,
): Promise<RunningServer> {
  const root = resolve(options.root);
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const headers: Record<string, string> = {
      ...options.headers,
      ...options.headersOf?.(),
      ...(options.tls ? transportSecurityHeaders(req.headers.host) : {}),
    };
    if (options.cors) {
      headers['access-control-allow-origin'] = '*';
      headers['access-control-allow-headers'] = '*';
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const pathname = decodeSafe(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname === null) {
      res.writeHead(400, headers).end('Bad path');
      return;
    }
    const generated = options.json?.[pathname];
    if (generated) {
      res.writeHead(200, { ...headers, 'content-type': contentTypes['.json']!, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(generated()));
      return;
    }
    const mount = mountOf(options.mounts, pathname);
    const file = mount
      ? await findFile(resolve(mount.root), pathname.slice(mount.prefix.length - 1), false)
      : await findFile(root, pathname, options.spaFallback ?? false);
    const notFound = () =>
      res.writeHead(404, { ...headers, 'content-type': contentTypes['.txt']! }).end(`Not found: ${pathname}`);
    if (!file) {
      notFound();
      return;
    }
    const ext = extname(file.path);
    const markup = ext === '.html' && !mount ? await options.pageMarkup?.(pathname, originOf(req)) : null;
    if (markup) {
      const page = intoPage(await readFile(file.path, 'utf8'), markup);
      const gzip = acceptedEncodings(req.headers['accept-encoding']).includes('gzip');
      const body = gzip ? gzipSync(page) : Buffer.from(page);
      res.writeHead(200, {
        ...headers,
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        'content-type': contentTypes['.html']!,
        'content-length': body.length,
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const compressible = compressibleTypes.has(ext);
    const sent = compressible ? await pickEncoding(file, req.headers['accept-encoding']) : { file };
    const etag = `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}${sent.encoding ? `-${sent.encoding}` : ''}"`;
    const responseHeaders: Record<string, string | number> = {
      ...headers,
      'cache-control': cacheControlFor(file.path.split(sep).join('/'), mount?.immutable ?? false),
      etag,
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    };
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, responseHeaders).end();
      return;
    }
    // Opened before anything is answered: a file removed since it was found (a deploy swapping files) is a 404.
    let body: FileHandle | null = null;
    if (req.method !== 'HEAD') {
      body = await open(sent.file.path).catch(() => null);
      if (!body) {
        notFound();
        return;
      }
    }
    res.writeHead(200, {
      ...responseHeaders,
      'content-type': contentTypes[ext] ?? 'application/octet-stream',
      'content-length': sent.file.size,
      ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
    });
    if (!body) res.end();
    // A read that fails midway ends this response (the client sees it cut short), never the server.
    else pipeline(body.createReadStream(), res, () => undefined);
  };
  // Whatever fails while a request is answered is that request's 500 (or its cut-short body), never the server's.
  const handler = (req: IncomingMessage, res: ServerResponse) =>
    void respond(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(500, { 'content-type': contentTypes['.txt']! })
          .end('The server could not send this file.');
    });
  const originOf = (req: IncomingMessage) =>
    `${options.tls ? 'https' : 'http'}://${req.headers.host ?? `127.0.0.1:${options.port}`}`;
  const server: Server = options.tls
    ? (createTlsServer({ cert: options.tls.cert, key: options.tls.key }, handler) as unknown as Server)
    : createServer(handler);
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host ?? '127.0.0.1', () => ok());
  });
  const port = (server.address() as AddressInfo).port;
  const named = options.publicHost ?? options.host ?? '127.0.0.1';
  const origin = `${options.tls ? 'https' : 'http'}://${named.includes(':') ? `[${named}]` : named}:${port}`;
  return { url: `${origin}/`, port, close: () => closeServer(server) };
}

/** Writes markup at the end of a page's <head> and of its <body>; a page without them is left as it was. */
function intoPage(html: string, markup: PageMarkup): string {
  const insert = (page: string, at: number, text: string) =>
    at < 0 || !text ? page : page.slice(0, at) + text + page.slice(at);
  const withHead = insert(html, html.indexOf('</head>'), markup.head);
  return insert(withHead, withHead.lastIndexOf('</body>'), markup.bodyEnd ?? '');
}

interface FileInfo {
  path: string;
  size: number;
  mtimeMs: number;
}

/** The best precompressed copy the request accepts, or the file itself. */
async function pickEncoding(
  file: FileInfo,
  acceptEncoding: string | undefined,
): Promise<{ file: FileInfo; encoding?: ContentEncoding }> {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const copy = await fileInfo(file.path + encodingSuffix[encoding]);
    if (copy) return { file: copy, encoding };
  }
  return { file };
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return (
    ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  );
}

/** The folders a server sends files from: its root and its mounts. */
export interface ServedFolders {
  root: string;
  mounts?: readonly StaticMount[];
}

/**
 * The file such a server sends for a (decoded) path, without the page fallback: what a request for a
 * manifest or a JSON file would get, read from disk instead of over the network. Null when there is none.
 */
export async function fileServedAt(folders: ServedFolders, pathname: string): Promise<string | null> {
  const mount = mountOf(folders.mounts, pathname);
  const file = mount
    ? await findFile(resolve(mount.root), pathname.slice(mount.prefix.length - 1), false)
    : await findFile(resolve(folders.root), pathname, false);
  return file?.path ?? null;
}

function mountOf(mounts: readonly StaticMount[] | undefined, pathname: string): StaticMount | undefined {
  return mounts?.find((m) => pathname.startsWith(m.prefix));
}

async function findFile(root: string, pathname: string, spa: boolean): Promise<FileInfo | null> {
  const candidate = normalize(join(root, pathname));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null; // no escaping the root
  const asFile = await fileInfo(candidate);
  if (asFile) return asFile;
  const asIndex = await fileInfo(join(candidate, 'index.html'));
  if (asIndex) return asIndex;
  // A missing asset is a 404 even in a single-page app; only page-like paths fall back to a page. The
  // build's index.html may carry the home page's prerendered content, so the frame alone (200.html) comes
  // first.
  if (spa && extname(pathname) === '')
    return (await fileInfo(join(root, '200.html'))) ?? fileInfo(join(root, 'index.html'));
  return null;
}

async function fileInfo(path: string): Promise<FileInfo | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? { path, size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

function decodeSafe(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((ok) => {
    server.close(() => ok());
    server.closeAllConnections();
  });
}
