// One client cannot stall realtime for the others: permission checks batched per change, bounds on tokens,
// channels, filters and frames, rate limits on broadcasts and frames, and a client too slow to read dropped.
// Through the real websocket, with supabase-js where the product's client meets the bound (docs/security.md).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Db } from '../src/contract';
import { LIMITS } from '../src/realtime/limits';
import { client, signedIn, signToken, startTarget, waitFor, type Running } from './auth-realtime-harness';
import { phoenix } from './phoenix-client';

const notes = { event: '*', schema: 'public', table: 'rt_notes' };

describe('realtime under one hostile client', () => {
  let rt: Running;
  beforeAll(async () => {
    rt = await startTarget({ name: 'pglite' });
  });
  afterAll(() => rt.stop());

  /** A token of `sub` as GoTrue makes them: each sign-in has its own session, so its own token. */
  const tokenOf = (sub: string) =>
    signToken(rt.backend.jwtSecret, {
      sub,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: randomUUID(),
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
    });

  it('checks permissions for every subscriber of a change in one statement', async () => {
    const writer = await signedIn(rt.backend, 'batch-writer');
    const subscribers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const c = await phoenix(rt, { token: tokenOf(randomUUID()) });
        expect((await c.join('batched', [notes])).status).toBe('ok');
        return c;
      }),
    );
    const got = (c: (typeof subscribers)[number], body: string) =>
      c.frames.some((f) => f.event === 'postgres_changes' && JSON.stringify(f.payload).includes(body));
    // The first change also reads the table's columns and the REST schema: counted from the second.
    await writer.client.from('rt_notes').insert({ campaign_id: 1, body: 'warm-up', is_public: true });
    await waitFor(() => subscribers.every((c) => got(c, 'warm-up')), 10_000, 'the first row everywhere');
    const db = rt.backend.db;
    const calls = { admin: 0, withClaims: 0 };
    const { admin, withClaims } = db;
    db.admin = ((fn: Parameters<Db['admin']>[0]) => {
      calls.admin += 1;
      return admin.call(db, fn);
    }) as Db['admin'];
    db.withClaims = ((...args: Parameters<Db['withClaims']>) => {
      calls.withClaims += 1;
      return withClaims.apply(db, args);
    }) as Db['withClaims'];
    try {
      const { error } = await writer.client
        .from('rt_notes')
        .insert({ campaign_id: 1, body: 'for all', is_public: true });
      expect(error).toBeNull();
      await waitFor(
        () => subscribers.every((c) => got(c, 'for all')),
        10_000,
        'every subscriber to have the row',
      );
    } finally {
      db.admin = admin;
      db.withClaims = withClaims;
    }
    // The insert itself is the one request under claims; realtime takes the change and checks all 30
    // subscribers in two transactions (a third may be the queue's periodic sweep).
    expect(calls.withClaims).toBe(1);
    expect(calls.admin).toBeLessThanOrEqual(3);

    // A private row still reaches nobody but its owner: the batched check is each subscriber's own.
    const { error } = await writer.client.from('rt_notes').insert({ campaign_id: 1, body: 'owner only' });
    expect(error).toBeNull();
    const ownerSees = await phoenix(rt, { token: writer.session.access_token });
    expect((await ownerSees.join('owner', [notes])).status).toBe('ok');
    await writer.client.from('rt_notes').update({ body: 'owner only, edited' }).eq('body', 'owner only');
    await waitFor(
      () => ownerSees.frames.some((f) => JSON.stringify(f.payload).includes('owner only, edited')),
      10_000,
      'the owner to have the edit',
    );
    for (const c of subscribers) expect(JSON.stringify(c.frames)).not.toContain('owner only');
    for (const c of [...subscribers, ownerSees]) c.ws.close();
  });

  it('bounds the distinct tokens on one connection and of one user', async () => {
    const sub = randomUUID();
    const c = await phoenix(rt);
    for (let i = 0; i < LIMITS.tokensPerConnection; i++) {
      expect((await c.join(`t-${i}`, [notes], {}, tokenOf(sub))).status).toBe('ok');
    }
    const refused = await c.join('t-more', [notes], {}, tokenOf(sub));
    expect(refused).toMatchObject({ status: 'error' });
    expect(String(refused.response.reason)).toMatch(/^Too many access tokens on one connection/);
    const others = await Promise.all(Array.from({ length: 3 }, () => phoenix(rt)));
    const statuses: string[] = [];
    for (const o of others) {
      for (let i = 0; i < LIMITS.tokensPerConnection; i++)
        statuses.push((await o.join(`u-${i}`, [notes], {}, tokenOf(sub))).status);
    }
    // 3 + 9 joins with 12 distinct tokens of one user: the ones past the user's bound are refused.
    expect(statuses.filter((s) => s === 'ok').length).toBe(LIMITS.tokensPerUser - LIMITS.tokensPerConnection);
    const fresh = await phoenix(rt);
    const last = await fresh.join('u-last', [notes], {}, tokenOf(sub));
    expect(String(last.response.reason)).toMatch(/^Too many access tokens for one user/);
    for (const o of [c, fresh, ...others]) o.ws.close();
  });

  it('closes a channel whose new access token would pass the bound, saying why', async () => {
    const sub = randomUUID();
    const c = await phoenix(rt);
    const tokens = Array.from({ length: LIMITS.tokensPerConnection }, () => tokenOf(sub));
    for (const [i, token] of tokens.entries()) {
      expect((await c.join(`a-${i}`, [notes], {}, token)).status).toBe('ok');
    }
    expect((await c.join('a-shared', [notes], {}, tokens.at(-1))).status).toBe('ok');
    const update = (topic: string, token: string) =>
      c.ws.send(
        JSON.stringify({
          topic: `realtime:${topic}`,
          event: 'access_token',
          payload: { access_token: token },
        }),
      );
    // A refreshed token replaces the channel's old one: still as many tokens.
    update('a-0', tokenOf(sub));
    // A token of its own for a channel that shared one would be one more.
    update('a-shared', tokenOf(sub));
    await waitFor(() => c.frames.some((f) => f.event === 'phx_close'), 5000, 'a channel closed');
    const closed = c.frames.filter((f) => f.event === 'system' && f.payload.status === 'error');
    expect(closed.map((f) => f.topic)).toEqual(['realtime:a-shared']);
    expect(String(closed[0]!.payload.message)).toMatch(/^Too many access tokens on one connection/);
    c.ws.close();
  });

  it('bounds the channels of one user across connections', async () => {
    const token = tokenOf(randomUUID());
    const sockets = await Promise.all(Array.from({ length: 3 }, () => phoenix(rt, { token })));
    const statuses: string[] = [];
    for (const [s, socket] of sockets.entries()) {
      for (let i = 0; i < LIMITS.channelsPerConnection && statuses.length <= LIMITS.channelsPerUser; i++)
        statuses.push((await socket.join(`c-${s}-${i}`)).status);
    }
    expect(statuses.slice(0, LIMITS.channelsPerUser).every((s) => s === 'ok')).toBe(true);
    const refused = await sockets[2]!.join('c-more');
    expect(String(refused.response.reason)).toMatch(/^Too many channels for one user/);
    for (const s of sockets) s.ws.close();
  });

  it('bounds one filter and the filters of one connection', async () => {
    const c = await phoenix(rt);
    const filter = (bytes: number) => `body=eq.${'a'.repeat(bytes - 'body=eq.'.length)}`;
    const tooLong = await c.join('long', [{ ...notes, filter: filter(LIMITS.filterBytes + 1) }]);
    expect(tooLong).toMatchObject({ status: 'error' });
    expect(String(tooLong.response.reason)).toMatch(/^Filter too long: at most 4096 bytes/);
    const perJoin = LIMITS.filterBytes;
    const joins = LIMITS.filterBytesPerConnection / perJoin;
    for (let i = 0; i < joins; i++) {
      expect((await c.join(`f-${i}`, [{ ...notes, filter: filter(perJoin) }])).status).toBe('ok');
    }
    const over = await c.join('f-more', [{ ...notes, filter: 'campaign_id=eq.1' }]);
    expect(String(over.response.reason)).toMatch(/^Filters too long: at most 32768 bytes/);
    // Joining a topic again replaces its filters rather than adding to them.
    expect((await c.join('f-0', [{ ...notes, filter: 'campaign_id=eq.1' }])).status).toBe('ok');
    expect((await c.join('f-more', [{ ...notes, filter: 'campaign_id=eq.1' }])).status).toBe('ok');
    c.ws.close();
  });

  it('refuses broadcasts over the rate, telling a supabase-js sender that asked for acks', async () => {
    const listener = client(rt.backend);
    const heard: unknown[] = [];
    await subscribed(listener.channel('flood-room').on('broadcast', { event: 'ping' }, (m) => heard.push(m)));
    const sender = client(rt.backend);
    const room = sender.channel('flood-room', { config: { broadcast: { ack: true } } });
    await subscribed(room);
    const sent = LIMITS.relayPerConnection.burst + 20;
    const results = await Promise.all(
      Array.from({ length: sent }, (_, i) => room.send({ type: 'broadcast', event: 'ping', payload: { i } })),
    );
    const relayed = results.filter((r) => r === 'ok').length;
    expect(results.filter((r) => r === 'error').length).toBeGreaterThan(0);
    // A burst, and whatever the rate gave back while the frames arrived.
    expect(relayed).toBeGreaterThanOrEqual(LIMITS.relayPerConnection.burst);
    expect(relayed).toBeLessThan(sent);
    await waitFor(() => heard.length === relayed, 5000, 'the relayed broadcasts');
    await Promise.all([listener.removeAllChannels(), sender.removeAllChannels()]);
  });

  it('closes a socket that sends a frame over the bound (1009) or too many frames (1008, with the reason)', async () => {
    const big = await phoenix(rt);
    const bigClosed = closedWith(big.ws);
    big.ws.send(
      JSON.stringify({
        topic: 'phoenix',
        event: 'heartbeat',
        payload: { pad: 'x'.repeat(LIMITS.frameSize) },
        ref: '1',
      }),
    );
    expect((await bigClosed).code).toBe(1009);

    const flood = await phoenix(rt);
    const floodClosed = closedWith(flood.ws);
    for (let i = 0; i < LIMITS.frames.burst * 3; i++)
      flood.ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: String(i) }));
    const { code, reason } = await floodClosed;
    expect(code).toBe(1008);
    expect(reason).toMatch(/^Too many messages: at most 100 a second/);

    const heavy = await phoenix(rt);
    const heavyClosed = closedWith(heavy.ws);
    const pad = 'x'.repeat(LIMITS.frameSize - 1000);
    for (let i = 0; i < 4; i++)
      heavy.ws.send(
        JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: { pad }, ref: String(i) }),
      );
    const heavyEnd = await heavyClosed;
    expect(heavyEnd.code).toBe(1008);
    expect(heavyEnd.reason).toMatch(/^Too much data: at most 256 KB a second/);
  });

  it('drops a client that stops reading, and the others keep receiving', async () => {
    const writer = await signedIn(rt.backend, 'slow-writer');
    const slow = await phoenix(rt);
    expect((await slow.join('slow', [notes])).status).toBe('ok');
    const slowClosed = closedWith(slow.ws);
    const reader = client(rt.backend);
    let heard = 0;
    await subscribed(reader.channel('fast').on('postgres_changes', notes as never, () => (heard += 1)));
    // The slow client reads nothing more: what it is sent waits in the server's buffer for it.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const rows = Array.from({ length: 15 }, () => ({
      campaign_id: 9,
      body: 'z'.repeat(100_000),
      is_public: true,
    }));
    let inserted = 0;
    for (let i = 0; i < 12; i++) {
      const { error } = await writer.client.from('rt_notes').insert(rows);
      expect(error).toBeNull();
      inserted += rows.length;
    }
    await waitFor(() => heard === inserted, 20_000, 'the reader to have every row');
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect((await slowClosed).code).toBe(1006); // dropped: no close frame could reach it
    await reader.removeAllChannels();
  }, 90_000);

  // Last: it uses up this address's new connections for the tests after it.
  it('refuses new connections from an address that opens them faster than the rate (429, saying why)', async () => {
    const url = `${rt.backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${rt.backend.anonKey}&vsn=1.0.0`;
    const outcomes: ('open' | string)[] = [];
    for (let i = 0; i < LIMITS.upgradesPerAddress.burst + 20; i++) {
      const ws = new WebSocket(url);
      outcomes.push(
        await new Promise<string>((resolve) => {
          ws.on('open', () => resolve('open'));
          ws.on('unexpected-response', (_q, res) => {
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => resolve(`${res.statusCode} ${body}`));
          });
          ws.on('error', () => undefined);
        }),
      );
      ws.terminate();
    }
    expect(outcomes.slice(0, LIMITS.upgradesPerAddress.burst).every((o) => o === 'open')).toBe(true);
    expect(outcomes.at(-1)).toMatch(/^429 .*Too many new realtime connections from .*: wait a moment/);
  });
});

function subscribed(channel: ReturnType<SupabaseClient['channel']>): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(err ?? new Error(status));
    });
  });
}

function closedWith(ws: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
}
