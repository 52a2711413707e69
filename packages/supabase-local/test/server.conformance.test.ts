// The HTTP layer and the database lifecycle, driven through supabase-js: bad requests get 4xx with a clear
// message and never take the server down; data, migrations and seed behave across restarts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwt } from '../src/jwt.js';
import { dbKinds, startHarness } from './harness.js';
import type { Harness } from './harness.js';

for (const { kind, skip } of dbKinds()) {
  describe.skipIf(skip !== null)(`server and lifecycle on ${kind}`, () => {
    let h: Harness;

    beforeAll(async () => {
      h = await startHarness(kind, { bodyLimit: 64 * 1024 });
    });
    afterAll(async () => {
      await h?.stop();
    });

    it('refuses invalid JSON with 400 PGRST102 in the PostgREST error body', async () => {
      // supabase-js always sends valid JSON, so a fetch wrapper breaks the body on its way out.
      const broken: typeof fetch = (input, init) => fetch(input, { ...init, body: '{"name": ' });
      const { error, status } = await h
        .client(h.backend.serviceRoleKey, undefined, broken)
        .from('authors')
        .insert({
          name: 'x',
        });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    });

    it('refuses a JSON body nested past 64 levels with 400 PGRST102 and says so, on writes, RPC and auth', async () => {
      // Writing such a body back out (JSON.stringify, for the SQL parameter) overflowed the stack: a 500
      // "Maximum call stack size exceeded". Sent raw, as text, so that the client's own stringify is not the test.
      const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
      const send = (path: string, body: string, method = 'POST') =>
        fetch(`${h.backend.url}${path}`, {
          method,
          headers: {
            apikey: h.backend.serviceRoleKey,
            authorization: `Bearer ${h.backend.serviceRoleKey}`,
            'content-type': 'application/json',
          },
          body,
        });
      const refused = async (res: Response) => ({
        status: res.status,
        body: JSON.parse((await res.text()) || '{}') as Record<string, unknown>,
      });
      const tooDeep = expect.stringMatching(/nests too deeply: at most 64 levels/);
      for (const depth of [100, 5000]) {
        const row = (name: string) => `{"name": "${name}", "bio": ${nested(depth)}}`;
        expect(await refused(await send('/rest/v1/authors', row(`deep-${depth}`)))).toMatchObject({
          status: 400,
          body: { code: 'PGRST102', message: tooDeep },
        });
        expect(await refused(await send('/rest/v1/authors?name=eq.nobody', row('x'), 'PATCH'))).toMatchObject(
          {
            status: 400,
            body: { code: 'PGRST102', message: tooDeep },
          },
        );
        expect(await refused(await send('/rest/v1/rpc/echo_keys', `{"a": ${nested(depth)}}`))).toMatchObject({
          status: 400,
          body: { code: 'PGRST102', message: tooDeep },
        });
        const signup = `{"email": "deep@example.test", "password": "long enough", "data": {"a": ${nested(depth)}}}`;
        expect(await refused(await send('/auth/v1/signup', signup))).toMatchObject({
          status: 400,
          body: { msg: tooDeep },
        });
      }
      // Within the limit a body is taken as before (the row and its column add two levels).
      const ok = await send('/rest/v1/authors', `{"name": "deep-60", "bio": ${nested(60)}}`);
      expect(ok.status).toBe(201);
    });

    it('refuses an oversized body with 413 and says what the limit is', async () => {
      const { error, status } = await h
        .client(h.backend.serviceRoleKey)
        .from('authors')
        .insert({ name: 'x'.repeat(100 * 1024) });
      expect(status).toBe(413);
      expect(error?.message).toMatch(/too large.*65536 bytes/);
    });

    it('refuses forged and expired tokens and unknown keys with 401 (PGRST301, PGRST303)', async () => {
      const forgedKey = await createJwt('a-different-secret-that-is-long-enough!!').sign(
        { role: 'service_role' },
        60,
      );
      const forged = await h.client(forgedKey).from('authors').select();
      expect(forged.status).toBe(401);
      expect(forged.error).toMatchObject({ code: 'PGRST301' });
      const expired = await h.userToken(undefined, { exp: Math.floor(Date.now() / 1000) - 10 });
      const late = await h.client(h.backend.anonKey, expired).from('authors').select();
      expect(late.status).toBe(401);
      expect(late.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
      const garbage = await h.client('not-a-key').from('authors').select();
      expect(garbage.status).toBe(401);
      expect(garbage.error?.message).toMatch(/JWT/);
    });

    it("accepts the instance's new-format keys (sb_publishable_/sb_secret_) as anon and service_role", async () => {
      expect(h.backend.publishableKey).toMatch(/^sb_publishable_/);
      const asAnon = await h.client(h.backend.publishableKey).rpc('whoami');
      expect(asAnon.data).toMatchObject({ role: 'anon' });
      const asService = await h.client(h.backend.secretKey).rpc('whoami');
      expect(asService.data).toMatchObject({ role: 'service_role' });
      // The Supabase CLI's public demo keys are not this instance's.
      const demo = await h.client('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz').rpc('whoami');
      expect(demo.status).toBe(401);
    });

    it('answers malformed URLs with 400, not 500 (sent raw: supabase-js cannot produce them)', async () => {
      const { request } = await import('node:http');
      const { hostname, port } = new URL(h.backend.url);
      const status = (path: string) =>
        new Promise<number>((resolve, reject) => {
          const req = request(
            { host: hostname, port, path, headers: { apikey: h.backend.anonKey } },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          req.end();
        });
      expect(await status('http://[::1')).toBe(400);
      expect(await status('/rest/v1/%')).toBe(400);
      expect(await status('/rest/v1/rpc/%zz')).toBe(400);
    });

    it('is still serving after all of the above', async () => {
      const { error, status } = await h.client().from('authors').select('id').limit(1);
      expect(error).toBeNull();
      expect(status).toBe(200);
    });

    it('answers CORS preflight with the headers supabase-js sends and exposes Content-Range', async () => {
      // A browser sends this, not supabase-js; plain fetch plays the browser.
      const res = await fetch(`${h.backend.url}/rest/v1/authors`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'GET',
          'access-control-request-headers':
            'authorization, apikey, x-client-info, prefer, accept-profile, range',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(res.headers.get('access-control-allow-headers')).toContain('x-client-info');
      expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
      const get = await fetch(`${h.backend.url}/rest/v1/authors`, {
        headers: { origin: 'http://localhost:3000', apikey: h.backend.anonKey },
      });
      expect(get.headers.get('access-control-expose-headers')).toContain('content-range');
    });

    it('keeps data across a restart; migrations run once and the seed only on a new database', async () => {
      expect(h.backend.migrations.applied).toContain('20260101000000_conformance_schema.sql');
      expect(h.backend.migrations.seeded).toBe(true);
      const admin = h.client(h.backend.serviceRoleKey);
      expect((await admin.from('counters').select('name, value')).data).toEqual([
        { name: 'seeded', value: 1 },
      ]);
      expect((await admin.rpc('bump', { counter: 'seeded' })).data).toBe(2);
      await admin.from('authors').insert({ name: 'persistent' });

      const again = await h.restart();
      expect(again.migrations).toEqual({ applied: [], seeded: false });
      const after = h.client(again.serviceRoleKey);
      expect((await after.from('counters').select('name, value')).data).toEqual([
        { name: 'seeded', value: 2 },
      ]);
      expect((await after.from('authors').select('name').eq('name', 'persistent')).data).toEqual([
        { name: 'persistent' },
      ]);
    });
  });
}
