// Attacks on realtime through the real websocket: pattern filters that could stall the process, and floods of
// connections, channels, bindings and presence (docs/security.md).
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/realtime/limits';
import { signedIn, startTarget, type Running } from './auth-realtime-harness';
import { phoenix } from './phoenix-client';

describe('realtime filters and limits', () => {
  let rt: Running;
  beforeAll(async () => {
    rt = await startTarget({ name: 'pglite' });
  });
  afterAll(() => rt.stop());

  it('refuses like, ilike, match, imatch, is and isdistinct at join with the hosted error', async () => {
    const c = await phoenix(rt);
    for (const filter of [
      'body=like.%a%a%a%a%a%a%a%a%a%a%b',
      'body=ilike.%A%',
      'body=match.^(a+)+$',
      'body=imatch.x',
      'body=is.null',
      'body=isdistinct.x',
    ]) {
      const reply = await c.join(`f-${filter.length}-${filter.slice(5, 9)}`, [
        { event: '*', schema: 'public', table: 'rt_notes', filter },
      ]);
      expect(reply.status).toBe('error');
      expect(String(reply.response.reason)).toMatch(/^Error parsing `filter` params: \["/);
    }
    c.ws.close();
  });

  it('a pathological pattern cannot stall the server', async () => {
    const attacker = await phoenix(rt);
    // As a regex this pattern takes hours on a 100-character value: refused at join, so it never runs.
    const refused = await attacker.join('redos', [
      { event: '*', schema: 'public', table: 'rt_notes', filter: `body=like.${'%a'.repeat(12)}%b` },
    ]);
    expect(refused.status).toBe('error');
    // What is accepted only compares: an eq filter with a literal as long as allowed costs nothing on a write.
    const longest = `body=eq.${'a'.repeat(LIMITS.filterBytes - 'body=eq.'.length)}`;
    const accepted = await attacker.join('long-eq', [
      { event: '*', schema: 'public', table: 'rt_notes', filter: longest },
    ]);
    expect(accepted.status).toBe('ok');
    const alice = await signedIn(rt.backend, 'redos-writer');
    const started = Date.now();
    for (let i = 0; i < 5; i++) {
      const { error } = await alice.client
        .from('rt_notes')
        .insert({ campaign_id: 1, body: 'a'.repeat(100) + '!' });
      expect(error).toBeNull();
    }
    const health = await fetch(`${rt.backend.url}/health`);
    expect(health.status).toBe(200);
    // Generous: five writes, their fan-out and a health check on a busy two-core machine.
    expect(Date.now() - started).toBeLessThan(5000);
    attacker.ws.close();
  });

  it('caps bindings per join, channels per connection and presence size', async () => {
    const c = await phoenix(rt);
    const many = Array.from({ length: LIMITS.bindingsPerJoin + 1 }, (_, i) => ({
      event: '*',
      schema: 'public',
      table: 'rt_notes',
      filter: `campaign_id=eq.${i}`,
    }));
    const tooMany = await c.join('bindings', many);
    expect(tooMany).toMatchObject({ status: 'error' });
    expect(String(tooMany.response.reason)).toMatch(/Too many postgres_changes bindings/);
    expect((await c.join('bindings', many.slice(0, LIMITS.bindingsPerJoin))).status).toBe('ok');

    for (let i = 1; i < LIMITS.channelsPerConnection; i++) {
      expect((await c.join(`ch-${i}`)).status).toBe('ok');
    }
    const overflow = await c.join('one-too-many');
    expect(overflow).toMatchObject({ status: 'error', response: { reason: 'Too many channels' } });
    // Rejoining a topic it already has is not a new channel.
    expect((await c.join('ch-1')).status).toBe('ok');

    const p = await phoenix(rt);
    await p.join('room', [], { presence: { key: 'me', enabled: true } });
    const big = await p.push('realtime:room', 'presence', {
      type: 'presence',
      event: 'track',
      payload: { blob: 'x'.repeat(LIMITS.presenceBytes) },
    });
    expect(big).toMatchObject({ status: 'error' });
    const small = await p.push('realtime:room', 'presence', {
      type: 'presence',
      event: 'track',
      payload: { at: 1 },
    });
    expect(small.status).toBe('ok');
    c.ws.close();
    p.ws.close();
  });

  it('caps websocket connections per address', async () => {
    const url = `${rt.backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${rt.backend.anonKey}&vsn=1.0.0`;
    const open: WebSocket[] = [];
    const outcome = (ws: WebSocket) =>
      new Promise<'open' | number>((resolve) => {
        ws.on('open', () => resolve('open'));
        ws.on('unexpected-response', (_q, res) => resolve(res.statusCode ?? 0));
        ws.on('error', () => undefined);
      });
    try {
      const results: ('open' | number)[] = [];
      for (let i = 0; i < LIMITS.connectionsPerAddress + 1; i++) {
        const ws = new WebSocket(url);
        open.push(ws);
        results.push(await outcome(ws));
      }
      expect(results.filter((r) => r === 'open').length).toBe(LIMITS.connectionsPerAddress);
      expect(results.at(-1)).toBe(429);
    } finally {
      for (const ws of open) ws.terminate();
    }
  });
});
