// The one Node HTTP server: Host and Origin checks, CORS, body limit, API key and bearer verification, then
// routing to the services (/rest/v1 here; /auth/v1, /functions/v1 and the realtime websocket from their own
// modules, contract.ts).
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type {
  BackendContext,
  BackendRequest,
  BackendResponse,
  Claims,
  CreateAuthHandler,
  CreateFunctionsHandler,
  CreateRealtime,
  RealtimeService,
  ServiceHandler,
} from './contract.js';
import { JSON_TOO_DEEP, jsonDepthWithin } from './json-depth.js';
import { JwtError } from './jwt.js';
import { claimsForKey } from './keys-check.js';
import { hostAllowed, originAllowed } from './origins.js';
import { createRestHandler } from './rest/index.js';

export interface ServerOptions {
  /** Largest accepted request body in bytes (413 above it). */
  bodyLimit: number;
}

const exposeHeaders = 'content-range, range-unit, content-profile, x-supabase-api-version, x-sb-error-code';
const allowMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
/** What supabase-js sends; a fixed list, never an echo of what a page asks for. */
const allowHeaders =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, accept, accept-profile, ' +
  'content-profile, range, range-unit, x-retry-count, x-region, traceparent, tracestate, baggage';

/** CORS answers only an allowed Origin, and never with credentials: supabase-js sends no cookies. */
function corsHeaders(origin: string | undefined, allowed: boolean): Record<string, string> {
  if (!origin || !allowed) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    vary: 'Origin',
    'access-control-expose-headers': exposeHeaders,
  };
}

/** PostgREST reads request bodies as JSON only here; anything else is a 415 before any SQL runs. */
function isJsonType(contentType: string | undefined): boolean {
  if (contentType === undefined || contentType.trim() === '') return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type === 'application/json' ||
    /^application\/[a-z0-9.+-]*\+json$/.test(type) ||
    type.startsWith('application/vnd.pgrst.')
  );
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.removeAllListeners('data');
        req.resume(); // drain the rest so the 413 can be written
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, cors: Record<string, string>, out: BackendResponse, head: boolean) {
  const headers: Record<string, string> = { ...cors, ...out.headers };
  let body: string | Buffer | undefined;
  if (out.body === undefined || out.body === null) body = undefined;
  else if (typeof out.body === 'string' || Buffer.isBuffer(out.body)) body = out.body;
  else {
    body = JSON.stringify(out.body);
    if (!Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json; charset=utf-8';
    }
  }
  res.writeHead(out.status, headers);
  res.end(head ? undefined : body);
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): BackendResponse => ({
  status,
  headers,
  body,
});

/** A service whose module failed to load answers 503 with the reason, instead of taking the server down. */
function unavailable(name: string, reason: string): ServiceHandler {
  return async () => json(503, { message: `${name} is not available`, details: reason });
}

function failure(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export interface BackendServer {
  server: Server;
  close(): Promise<void>;
}

/**
 * Wires every service onto `server`. The server may already listen: ctx.config.url must be final before the
 * services are created, because they hand it on (e.g. SUPABASE_URL for functions).
 */
export async function createBackendServer(
  ctx: BackendContext,
  options: ServerOptions,
  server: Server = createServer(),
): Promise<BackendServer> {
  // The server may already listen (startBackend listens first to learn its port). A request or a websocket
  // upgrade that comes before the services are wired waits for them: with no listener Node would leave it
  // hanging for good, and a browser's websocket stuck connecting never tries again.
  let markWired: () => void = () => undefined;
  const wired = new Promise<void>((resolve) => (markWired = resolve));
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    wired
      .then(() => handle(req, res))
      .catch((err: unknown) => {
        // A bug in a handler must cost one request, never the process.
        console.error('[supabase-local] request failed:', err);
        // The cause goes to the log, not to the caller: internals are no business of a client.
        if (!res.headersSent)
          send(
            res,
            corsHeaders(req.headers.origin, originAllowed(req.headers.origin ?? '', ctx.config)),
            json(500, { message: 'Internal error' }),
            false,
          );
        else res.destroy();
      });
  });
  // A request Node cannot parse never reaches a handler; it still gets a status and a message a client can
  // show: a URL or headers past Node's 16 KiB limit are 431, anything else malformed is 400.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({
      message: tooLarge
        ? 'The request URL or headers are too large (16 KiB at most).'
        : 'The request is not valid HTTP.',
    });
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node takes its own error listener off an upgraded socket: one reset while it waits must not end the process.
    const drop = () => socket.destroy();
    socket.on('error', drop);
    void wired.then(() => {
      socket.off('error', drop);
      if (socket.destroyed) return;
      if (realtime?.handles(req)) {
        realtime.upgrade(req, socket, head);
        return;
      }
      // Upgrades realtime does not take (another path, or realtime missing) are refused, not left hanging.
      socket.end(
        `HTTP/1.1 ${realtime ? '404 Not Found' : '503 Service Unavailable'}\r\nConnection: close\r\n\r\n`,
      );
    });
  });

  const rest = createRestHandler(ctx);
  // PostgREST reloads its schema cache on `NOTIFY pgrst, 'reload schema'`; so does this one.
  const unlistenPgrst = await ctx.db.listen('pgrst', () => rest.cache.invalidate()).catch(() => null);
  // The other services are loaded dynamically: if one fails to load, the rest of the backend still serves.
  let auth: ServiceHandler;
  try {
    const mod = (await import('./auth/index.js')) as { createAuthHandler: CreateAuthHandler };
    auth = mod.createAuthHandler(ctx);
  } catch (err) {
    auth = unavailable('auth', failure(err));
  }
  let functions: ServiceHandler & { close?: () => Promise<void> };
  try {
    const mod = (await import('./functions/index.js')) as { createFunctionsHandler: CreateFunctionsHandler };
    functions = mod.createFunctionsHandler(ctx);
  } catch (err) {
    functions = unavailable('functions', failure(err));
  }

  const claimsFor = (token: string): Promise<Claims> => claimsForKey(ctx, token);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    const originOk = origin === undefined || originAllowed(origin, ctx.config);
    const cors = corsHeaders(origin, originOk);
    const method = (req.method ?? 'GET').toUpperCase();
    if (!hostAllowed(req.headers.host, ctx.config)) {
      // A page that rebinds its own domain to this machine still sends its own name as Host.
      send(
        res,
        cors,
        json(421, { message: `Unknown host ${req.headers.host ?? ''}: use 127.0.0.1 or localhost` }),
        false,
      );
      return;
    }
    if (!originOk) {
      // Refused before anything runs: a form or a no-preflight fetch from another site must not act either.
      send(
        res,
        cors,
        json(403, { message: `Origin ${origin ?? ''} is not allowed to call this backend` }),
        false,
      );
      return;
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': allowMethods,
        'access-control-allow-headers': allowHeaders,
        'access-control-max-age': '86400',
      });
      res.end();
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      send(res, cors, json(400, { message: `Malformed request URL: ${req.url ?? ''}` }), false);
      return;
    }
    const match = /^\/(rest|auth|functions)\/v1(\/.*)?$/.exec(url.pathname);
    if (!match) {
      const ok = url.pathname === '/' || url.pathname === '/health';
      send(
        res,
        cors,
        ok
          ? json(200, { status: 'ok' })
          : json(404, {
              message: url.pathname.startsWith('/storage/v1')
                ? 'Storage is not supported by supabase-local (the product stores no files)'
                : `no route for ${url.pathname}`,
            }),
        false,
      );
      return;
    }
    const service = match[1] as 'rest' | 'auth' | 'functions';
    let body: Buffer;
    try {
      body = await readBody(req, options.bodyLimit);
    } catch (err) {
      const tooLarge = err instanceof BodyTooLarge;
      send(
        res,
        { ...cors, connection: 'close' },
        json(tooLarge ? 413 : 400, {
          code: tooLarge ? 'PGRST413' : 'PGRST102',
          message: tooLarge
            ? `Request body too large: the limit is ${options.bodyLimit} bytes`
            : `Could not read the request body: ${failure(err)}`,
          details: null,
          hint: null,
        }),
        false,
      );
      return;
    }
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    const bearer = /^Bearer\s+(.+)$/i.exec(headers['authorization'] ?? '')?.[1]?.trim() ?? null;
    // Keys travel in headers only: a key in a URL ends up in logs, history and Referer headers. The realtime
    // websocket, which browsers cannot give headers, reads its own from the query.
    const apikey = headers['apikey'] ?? null;

    let claims: Claims | null = null;
    if (service === 'rest') {
      // Like the hosted gateway and PostgREST: a key is required, and a bad or expired token is refused.
      if (!apikey && !bearer) {
        send(
          res,
          cors,
          json(401, {
            message: 'No API key found in request',
            hint: 'No `apikey` request header or url param was found.',
          }),
          false,
        );
        return;
      }
      try {
        if (apikey) await claimsFor(apikey);
        claims = await claimsFor((bearer ?? apikey) as string);
      } catch (err) {
        const jwtErr = err instanceof JwtError ? err : new JwtError(failure(err), 'PGRST301');
        send(
          res,
          {
            ...cors,
            'www-authenticate': `Bearer error="invalid_token", error_description="${jwtErr.message}"`,
          },
          json(401, { code: jwtErr.code, details: null, hint: null, message: jwtErr.message }),
          false,
        );
        return;
      }
      if (body.length > 0 && !isJsonType(headers['content-type'])) {
        const type = headers['content-type'] ?? '';
        send(
          res,
          cors,
          json(415, {
            code: 'PGRST107',
            details: null,
            hint: null,
            message: `Content-Type not acceptable: ${type}`,
          }),
          false,
        );
        return;
      }
      if (body.length > 0) {
        const text = body.toString('utf8');
        try {
          JSON.parse(text);
        } catch (err) {
          send(
            res,
            cors,
            json(400, {
              code: 'PGRST102',
              details: failure(err),
              hint: null,
              message: 'Empty or invalid json',
            }),
            false,
          );
          return;
        }
        if (!jsonDepthWithin(text)) {
          send(
            res,
            cors,
            json(400, { code: 'PGRST102', details: null, hint: null, message: JSON_TOO_DEEP }),
            false,
          );
          return;
        }
      }
    } else {
      // auth and functions judge tokens themselves (GoTrue answers 403 bad_jwt; functions honour verify_jwt),
      // so an invalid token reaches them as claims = null with the raw token.
      const token = bearer ?? apikey;
      if (token) claims = await claimsFor(token).catch(() => null);
    }

    const request: BackendRequest = {
      method,
      path: match[2] ?? '/',
      query: url.searchParams,
      headers,
      body,
      claims,
      token: bearer,
      address: req.socket.remoteAddress ?? '',
    };
    const handler = service === 'rest' ? rest : service === 'auth' ? auth : functions;
    const out = await handler(request);
    send(res, cors, out, method === 'HEAD');
  }

  let realtime: RealtimeService | null = null;
  try {
    const mod = (await import('./realtime/index.js')) as { createRealtime: CreateRealtime };
    realtime = await mod.createRealtime(ctx);
  } catch (err) {
    console.error('[supabase-local] realtime is not available:', failure(err));
  }
  markWired();
  return {
    server,
    async close() {
      await realtime?.close().catch(() => undefined);
      await functions.close?.().catch(() => undefined);
      await unlistenPgrst?.().catch(() => undefined);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
