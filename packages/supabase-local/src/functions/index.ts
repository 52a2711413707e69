// /functions/v1/<name>: Supabase Edge Functions (supabase/functions/<name>/index.ts calling Deno.serve), run in
// real Deno with the environment hosted Supabase gives them. Like the hosted gateway, a call needs a
// valid JWT unless supabase/config.toml says `verify_jwt = false` for that function.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BackendContext, BackendRequest, BackendResponse, CreateFunctionsHandler } from '../contract';
import { privateCacheDir } from '../private-files';
import { claimsOf } from '../realtime/tokens';
import { DenoRouter } from './deno-router';

/** Hosted Edge Functions stop a request after 150 s of wall clock. */
const REQUEST_TIMEOUT_MS = 150_000;
const NAME = /^[A-Za-z0-9_-]+$/;
// Hop-by-hop and recomputed headers are not forwarded in either direction.
const SKIP_REQUEST = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
]);
const SKIP_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

function connectionRefused(err: unknown): boolean {
  const cause = err instanceof Error ? (err.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'ECONNREFUSED';
}

function json(status: number, body: Record<string, unknown>): BackendResponse {
  return { status, headers: { 'content-type': 'application/json' }, body };
}

/** `[functions.<name>] verify_jwt = false` in supabase/config.toml (the folder above functions/). */
export function verifyJwtSetting(functionsDir: string, name: string): boolean {
  const file = join(dirname(functionsDir), 'config.toml');
  if (!existsSync(file)) return true;
  let section = '';
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) section = header[1]!.trim().replace(/"/g, '');
    else if (section === `functions.${name}`) {
      const m = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
      if (m) return m[1] === 'true';
    }
  }
  return true;
}

const PASS_THROUGH = [
  'PATH',
  'HOME',
  'NPM_CONFIG_REGISTRY',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'SUPABASE_DB_URL',
];

function runtimeEnv(ctx: BackendContext): Record<string, string> {
  const env: Record<string, string> = {
    SUPABASE_URL: ctx.config.url,
    SUPABASE_ANON_KEY: ctx.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
    // The module cache runs as the functions' code: the user's own cache folder, not a shared temp path.
    DENO_DIR: process.env.DENO_DIR ?? privateCacheDir('deno'),
    NO_COLOR: '1',
  };
  // Only what Deno itself needs from the host (PATH, HOME, the npm registry, proxies and their certificate
  // authorities), not the host's other secrets.
  for (const k of PASS_THROUGH) {
    const v = process.env[k];
    if (v !== undefined) env[k] = v;
  }
  // A machine that trusts an extra CA for Node (a proxy's) trusts it for Deno's npm downloads too.
  if (!env.DENO_CERT && process.env.NODE_EXTRA_CA_CERTS) env.DENO_CERT = process.env.NODE_EXTRA_CA_CERTS;
  return env;
}

export const createFunctionsHandler: CreateFunctionsHandler = (ctx) => {
  const router = new DenoRouter(ctx.config.functionsDir, () => runtimeEnv(ctx));

  const handler = async (req: BackendRequest): Promise<BackendResponse> => {
    const [, name = '', ...rest] = req.path.split('/');
    // Folders starting with `_` (e.g. _shared) hold code shared by functions and are not functions themselves.
    if (
      !NAME.test(name) ||
      name.startsWith('_') ||
      !existsSync(join(ctx.config.functionsDir, name, 'index.ts'))
    ) {
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    if (req.method !== 'OPTIONS' && verifyJwtSetting(ctx.config.functionsDir, name)) {
      if (!req.token)
        return json(401, { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' });
      try {
        await claimsOf(ctx, req.token);
      } catch {
        return json(401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' });
      }
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers))
      if (v !== undefined && !SKIP_REQUEST.has(k)) headers.set(k, v);
    const query = req.query.toString();
    const path = `/${[name, ...rest].join('/')}${query ? `?${query}` : ''}`;
    let res: Response | undefined;
    // A refused connection means the runtime died (a function called Deno.exit): the request never reached a
    // function, so it is safe to start a fresh runtime and send it once more.
    for (let attempt = 0; !res; attempt++) {
      let port: number;
      try {
        port = await router.ready();
      } catch (err) {
        return json(503, {
          code: 'BOOT_ERROR',
          message: `Functions runtime failed to start: ${String(err)}`,
        });
      }
      try {
        res = await fetch(`http://127.0.0.1:${port}${path}`, {
          method: req.method,
          headers,
          // A Uint8Array view is a body under both Node's and the DOM's fetch types.
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(req.body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          redirect: 'manual',
        });
      } catch (err) {
        if (attempt === 0 && connectionRefused(err)) {
          router.stop();
          continue;
        }
        const timeout = err instanceof Error && err.name === 'TimeoutError';
        return json(timeout ? 504 : 502, {
          code: timeout ? 'WORKER_TIMEOUT' : 'WORKER_ERROR',
          message: timeout ? 'Function timed out' : 'Function runtime did not answer',
        });
      }
    }
    const out: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      if (!SKIP_RESPONSE.has(k)) out[k] = v;
    });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: out, body: req.method === 'HEAD' ? undefined : body };
  };

  return Object.assign(handler, { close: () => router.close() });
};
