// Attacks on the embedded backend through its real HTTP and websocket interface, as a hostile web page, someone
// on the same network or a holder of the Supabase CLI's public demo keys would try them (docs/security.md).
import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAnonKey, defaultJwtSecret, defaultServiceRoleKey, startBackend } from '../src/index';
import { client, signedIn, signToken, startTarget, type Running } from './auth-realtime-harness';

const demoSecretKey = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** A raw request, so Host and Origin can be whatever an attacker's browser would send. */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Opens a realtime websocket; resolves with 'open' or the HTTP status the upgrade was refused with. */
function connect(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ws: WebSocket; result: 'open' | number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.on('open', () => resolve({ ws, result: 'open' }));
    ws.on('unexpected-response', (_req, res) => resolve({ ws, result: res.statusCode ?? 0 }));
    ws.on('error', () => undefined);
  });
}

const now = () => Math.floor(Date.now() / 1000);

describe('a default start has its own secrets', () => {
  let rt: Running;
  beforeAll(async () => {
    rt = await startTarget({ name: 'pglite' });
  });
  afterAll(() => rt.stop());

  it('refuses a token signed with the demo secret, the demo keys, and a token without exp', async () => {
    const { backend } = rt;
    expect(backend.demoKeys).toBe(false);
    expect(backend.jwtSecret).not.toBe(defaultJwtSecret);
    const victim = await signedIn(backend, 'victim');
    const forged = signToken(defaultJwtSecret, {
      sub: victim.user.id,
      role: 'authenticated',
      exp: now() + 3600,
    });
    for (const key of [defaultAnonKey, defaultServiceRoleKey, demoSecretKey]) {
      const res = await fetch(`${backend.url}/rest/v1/rt_notes?select=*`, { headers: { apikey: key } });
      expect(res.status).toBe(401);
    }
    const rest = await fetch(`${backend.url}/rest/v1/rt_notes?select=*`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(rest.status).toBe(401);
    // The takeover a forged token would allow: changing the victim's password.
    const put = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${forged}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password: 'attacker-password' }),
    });
    expect(put.status).toBe(403);
    // Correctly signed with the real secret, but without exp: refused too (it could never be revoked).
    const forever = signToken(backend.jwtSecret, { sub: victim.user.id, role: 'authenticated' });
    const noExp = await fetch(`${backend.url}/rest/v1/rt_notes?select=*`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${forever}` },
    });
    expect(noExp.status).toBe(401);
    // And on the realtime websocket: the connection itself needs this instance's key.
    const ws = await connect(
      `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${defaultAnonKey}&vsn=1.0.0`,
    );
    expect(ws.result).toBe(403);
  });

  it('keeps its secrets beside the data, owner-only, and the same across a restart', async () => {
    const file = rt.backend.secretsFile;
    expect(file).toBeTruthy();
    expect(statSync(file!).mode & 0o777).toBe(0o600);
    expect(readFileSync(file!, 'utf8')).toContain(rt.backend.jwtSecret);
    const anonKey = rt.backend.anonKey;
    await rt.restart();
    expect(rt.backend.anonKey).toBe(anonKey);
    const res = await fetch(`${rt.backend.url}/rest/v1/rt_notes?select=id`, { headers: { apikey: anonKey } });
    expect(res.status).toBe(200);
  });

  it('gives every in-memory backend fresh random keys', async () => {
    const a = await startBackend({ port: 0 });
    const b = await startBackend({ port: 0 });
    try {
      expect(a.jwtSecret).not.toBe(b.jwtSecret);
      expect(a.anonKey).not.toBe(b.anonKey);
      expect(a.secretsFile).toBeNull();
      const cross = await fetch(`${b.url}/rest/v1/`, { headers: { apikey: a.anonKey } });
      expect(cross.status).toBe(401);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('refuses to listen beyond loopback with the demo keys, and uses them only when asked', async () => {
    await expect(startBackend({ port: 0, host: '0.0.0.0', demoKeys: true })).rejects.toThrow(/demo keys/);
    await expect(startBackend({ port: 0, host: '0.0.0.0', jwtSecret: defaultJwtSecret })).rejects.toThrow(
      /demo keys/,
    );
    const demo = await startBackend({ port: 0, demoKeys: true });
    try {
      expect(demo.anonKey).toBe(defaultAnonKey);
      expect(demo.demoKeys).toBe(true);
    } finally {
      await demo.stop();
    }
  });

  it('refuses to start with a given key that its secret does not sign', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sbl-keys-'));
    try {
      await expect(
        startBackend({ port: 0, secretsFile: join(dir, 's.json'), anonKey: defaultAnonKey }),
      ).rejects.toThrow(/anon key given is not/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a hostile web page and DNS rebinding', () => {
  let rt: Running;
  beforeAll(async () => {
    rt = await startTarget({ name: 'pglite' });
  });
  afterAll(() => rt.stop());

  it('refuses a cross-origin read and write from another origin, preflight or not', async () => {
    const { url, anonKey } = rt.backend;
    const preflight = await raw(`${url}/rest/v1/rt_notes`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'apikey, x-evil',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await raw(`${url}/rest/v1/rt_notes?select=*`, {
      headers: { origin: 'https://evil.example', apikey: anonKey },
    });
    expect(read.status).toBe(403);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const signup = await raw(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', apikey: anonKey, 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'drive-by@example.test', password: 'a long password' }),
    });
    expect(signup.status).toBe(403);
  });

  it('answers the product origin and loopback with CORS, a fixed header list and no credentials', async () => {
    const { url } = rt.backend;
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3005']) {
      const res = await raw(`${url}/rest/v1/rt_notes`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-evil',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(res.headers['access-control-allow-headers'])).not.toContain('x-evil');
      expect(String(res.headers['access-control-allow-headers'])).toContain('apikey');
    }
  });

  it('refuses a foreign Host header on HTTP and on the websocket (DNS rebinding)', async () => {
    const { url, anonKey } = rt.backend;
    const res = await raw(`${url}/rest/v1/rt_notes?select=*`, {
      headers: { host: 'evil.example:54321', apikey: anonKey },
    });
    expect(res.status).toBe(421);
    const ok = await raw(`${url}/rest/v1/rt_notes?select=*`, {
      headers: { host: 'localhost:54321', apikey: anonKey },
    });
    expect(ok.status).toBe(200);
    const ws = await connect(
      `${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`,
      {
        host: 'evil.example',
      },
    );
    expect(ws.result).toBe(403);
  });

  it('ignores an apikey in the query string except on the realtime websocket', async () => {
    const { url, anonKey } = rt.backend;
    const res = await fetch(`${url}/rest/v1/rt_notes?select=*&apikey=${anonKey}`);
    expect(res.status).toBe(401);
    const ws = await connect(
      `${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`,
    );
    expect(ws.result).toBe('open');
    ws.ws.close();
  });

  it('refuses a REST write with a non-JSON body with 415, before anything is written', async () => {
    const { url } = rt.backend;
    const alice = await signedIn(rt.backend, 'alice-415');
    const res = await fetch(`${url}/rest/v1/rt_notes`, {
      method: 'POST',
      headers: {
        apikey: rt.backend.anonKey,
        authorization: `Bearer ${alice.session.access_token}`,
        'content-type': 'text/plain',
      },
      body: JSON.stringify({ campaign_id: 1, body: 'smuggled' }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'PGRST107' });
    const { data } = await alice.client.from('rt_notes').select('body').eq('body', 'smuggled');
    expect(data).toEqual([]);
  });

  it('refuses the realtime upgrade from a foreign origin and admits the product and Node clients', async () => {
    const { url, anonKey } = rt.backend;
    const wsUrl = `${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`;
    expect((await connect(wsUrl, { origin: 'https://evil.example' })).result).toBe(403);
    const product = await connect(wsUrl, { origin: 'http://localhost:3000' });
    expect(product.result).toBe('open');
    product.ws.close();
    // supabase-js in Node sends no Origin: a non-browser client is not a page acting for the user.
    const sb = client(rt.backend);
    const status = await new Promise<string>((resolve) =>
      sb.channel('node-client').subscribe((s) => {
        if (s !== 'CLOSED') resolve(s);
      }),
    );
    expect(status).toBe('SUBSCRIBED');
    await sb.removeAllChannels();
  });

  it('returns at most max_rows (1000) rows per read, as config.toml promises for hosted', async () => {
    const owner = await signedIn(rt.backend, 'bulk');
    await rt.backend.db.admin((tx) =>
      tx.query(
        `insert into public.rt_notes (owner, campaign_id, body, is_public)
           select $1, g, 'bulk', true from generate_series(1, 1005) g`,
        [owner.user.id],
      ),
    );
    const all = await owner.client.from('rt_notes').select('id', { count: 'exact' }).eq('body', 'bulk');
    expect(all.data).toHaveLength(1000);
    expect(all.count).toBe(1005);
    expect(all.status).toBe(206);
    const asked = await owner.client.from('rt_notes').select('id').eq('body', 'bulk').limit(5000);
    expect(asked.data).toHaveLength(1000);
    const rest = await owner.client.from('rt_notes').select('id').eq('body', 'bulk').range(1000, 1999);
    expect(rest.data).toHaveLength(5);
  });
});
