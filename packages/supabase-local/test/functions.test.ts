// Edge Functions conformance: fixtures in fixtures/edge/functions run in real Deno (npm `deno`),
// called through the pinned supabase-js's functions.invoke.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { underDenoGuardedRoot } from '../src/functions/deno-router';
import { client, fixtures, signedIn, startTarget, targets, type Running } from './auth-realtime-harness';

describe.each(targets())('functions on $name', (target) => {
  let rt: Running;
  beforeAll(async () => {
    rt = await startTarget(target);
  });
  afterAll(async () => {
    await rt?.stop();
  });

  it('success: JSON in, JSON out, with SUPABASE_URL and both keys in the environment', async () => {
    const { data, error } = await client(rt.backend).functions.invoke('hello', { body: { name: 'Ann' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      hello: 'Ann',
      method: 'POST',
      path: '/hello',
      hasUrl: true,
      hasAnonKey: true,
      hasServiceKey: true,
    });
  }, 30_000);

  it('failure: a 400 {error} reaches the caller as FunctionsHttpError with the body', async () => {
    const { data, error } = await client(rt.backend).functions.invoke('fail', { body: {} });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const res = (error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'campaign code is invalid' });
  });

  it('the caller: the function acts as the signed-in user through its Authorization header (npm: import)', async () => {
    const { client: c, user, email } = await signedIn(rt.backend, 'fn', { display_name: 'Dee' });
    const { data, error } = await c.functions.invoke('whoami');
    expect(error).toBeNull();
    expect(data).toEqual({ id: user.id, email, display_name: 'Dee' });
    // Signed out, the fallback bearer is the anon key: the function's getUser fails and says so.
    const anon = await client(rt.backend).functions.invoke('whoami');
    expect(anon.error).toBeInstanceOf(FunctionsHttpError);
    expect(((anon.error as FunctionsHttpError).context as Response).status).toBe(401);
  }, 60_000);

  it('a function that kills the runtime: the next call gets a fresh one', async () => {
    const c = client(rt.backend);
    const bye = await c.functions.invoke('crash');
    expect(bye.data).toBe('bye');
    await new Promise((r) => setTimeout(r, 200));
    const { data, error } = await c.functions.invoke('hello', { body: { name: 'again' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ hello: 'again' });
  }, 30_000);

  it('reads only the functions folder and writes nowhere: another file of the machine is refused', async () => {
    const inside = join(fixtures, 'edge', 'functions', 'hello', 'index.ts');
    const outside = [fileURLToPath(import.meta.url), join(homedir(), '.bashrc'), '/etc/passwd'];
    const scratch = join(tmpdir(), `duality-reach-${process.pid}.txt`);
    // Under a folder Deno guards (a checkout in /dev/shm) the functions are served from a copy, so another
    // function's file is read by its path only where the folder is served as it is.
    const byPath = underDenoGuardedRoot(inside) ? [] : [inside];
    const { data, error } = await client(rt.backend).functions.invoke('reach', {
      body: { read: [...byPath, ...outside], write: [scratch] },
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      'read beside itself': 'allowed',
      ...Object.fromEntries(byPath.map((path) => [`read ${path}`, 'allowed'])),
      ...Object.fromEntries(outside.map((path) => [`read ${path}`, 'refused'])),
      [`write ${scratch}`]: 'refused',
    });
    expect(existsSync(scratch)).toBe(false);
  }, 30_000);

  it('gateway: unknown function 404, forged JWT 401, verify_jwt = false lets a call through', async () => {
    const missing = await client(rt.backend).functions.invoke('no-such-function');
    expect(((missing.error as FunctionsHttpError).context as Response).status).toBe(404);
    const forged = await client(rt.backend).functions.invoke('hello', {
      headers: { Authorization: `Bearer ${rt.backend.anonKey.slice(0, -4)}AAAA` },
    });
    expect(((forged.error as FunctionsHttpError).context as Response).status).toBe(401);
    const res = await fetch(`${rt.backend.url}/functions/v1/open`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ open: true, authorization: null });
  });
});
