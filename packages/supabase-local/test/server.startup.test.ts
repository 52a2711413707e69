// The backend listens before its services are wired (it needs its port first): a client that calls in that
// moment, as a browser reconnecting to a restarting backend does, is answered once the services are ready,
// never left hanging. The wiring is held open by a database whose LISTEN waits until the test lets it go.
import { createClient } from '@supabase/supabase-js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BackendContext, Db } from '../src/contract.js';
import { createJwt } from '../src/jwt.js';
import { createBackendServer, type BackendServer } from '../src/server.js';
import { fixtures, startHarness, type Harness } from './harness.js';

/** The harness's database, with LISTEN held until `release` runs. */
function heldDb(db: Db): { db: Db; release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    db: {
      kind: db.kind,
      withClaims: (claims, fn, options) => db.withClaims(claims, fn, options),
      admin: (fn) => db.admin(fn),
      listen: async (channel, onPayload) => {
        await released;
        return db.listen(channel, onPayload);
      },
      close: () => db.close(),
    },
  };
}

const settledWithin = <T>(promise: Promise<T>, ms: number): Promise<boolean> =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('a backend that is still starting', () => {
  let h: Harness;
  let server: Server;
  let backend: BackendServer | undefined;

  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(async () => {
    await backend?.close();
    if (!backend) server?.closeAllConnections();
    server?.close();
    await h?.stop();
  });

  it('answers a request and a realtime join that came before its services were ready', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const held = heldDb(h.backend.db);
    const ctx: BackendContext = {
      db: held.db,
      jwt: createJwt(h.backend.jwtSecret),
      config: {
        url,
        jwtSecret: h.backend.jwtSecret,
        anonKey: h.backend.anonKey,
        serviceRoleKey: h.backend.serviceRoleKey,
        publishableKey: h.backend.publishableKey,
        secretKey: h.backend.secretKey,
        allowedOrigins: [],
        allowedHosts: [],
        outboxDir: tmpdir(),
        functionsDir: `${fixtures}/functions`,
        siteUrl: 'http://localhost:3000',
      },
    };
    const wiring = createBackendServer(ctx, { bodyLimit: 64 * 1024 }, server);

    const client = createClient(url, h.backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never, timeout: 30_000 },
    });
    // Started once: a query builder runs again on every then.
    const read = Promise.resolve(client.from('authors').select('id').limit(1));
    const joined = new Promise<string>((resolve) =>
      client
        .channel('starting')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'authors' }, () => {})
        .subscribe((status) => {
          if (status !== 'CLOSED') resolve(status);
        }),
    );
    // Both are in: the server holds them while the services are wired.
    expect(await settledWithin(read, 300)).toBe(false);
    expect(await settledWithin(joined, 0)).toBe(false);

    held.release();
    backend = await wiring;
    const { error, status } = await read;
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(await joined).toBe('SUBSCRIBED');
    await client.removeAllChannels();
  });
});
