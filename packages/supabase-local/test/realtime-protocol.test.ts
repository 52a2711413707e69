// Realtime framing checked frame by frame against frames supabase-js sends, with a bare `ws` socket where
// supabase-js hides the frames: heartbeat replies, the join reply echo with ids, both serializers, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { client, signToken, startTarget, waitFor, type Running } from './auth-realtime-harness';

function open(url: string): Promise<{ ws: WebSocket; frames: unknown[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const frames: unknown[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    ws.once('open', () => resolve({ ws, frames }));
    ws.once('error', reject);
  });
}

describe('realtime framing on pglite', () => {
  let rt: Running;
  let base: string;
  beforeAll(async () => {
    rt = await startTarget({ name: 'pglite' });
    base = `${rt.backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${rt.backend.anonKey}`;
  });
  afterAll(async () => {
    await rt?.stop();
  });

  it('heartbeat: [null,"9","phoenix","heartbeat",{}] gets phx_reply ok with the same ref', async () => {
    const { ws, frames } = await open(`${base}&vsn=2.0.0`);
    ws.send(JSON.stringify([null, '9', 'phoenix', 'heartbeat', {}]));
    await waitFor(() => frames.length === 1);
    expect(frames[0]).toEqual([null, '9', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    ws.close();
  });

  it('join: the reply echoes each binding in order with an id, then a system frame', async () => {
    const { ws, frames } = await open(`${base}&vsn=2.0.0`);
    const bindings = [
      { event: '*', schema: 'public', table: 'rt_notes' },
      { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: 'campaign_id=eq.5' },
    ];
    const config = {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: bindings,
      private: false,
    };
    ws.send(JSON.stringify(['6', '6', 'realtime:todos-feed', 'phx_join', { config }]));
    await waitFor(() => frames.length === 2);
    const [reply, system] = frames as [unknown[], unknown[]];
    expect(reply.slice(0, 4)).toEqual(['6', '6', 'realtime:todos-feed', 'phx_reply']);
    const response = (
      reply[4] as { status: string; response: { postgres_changes: Record<string, unknown>[] } }
    ).response.postgres_changes;
    expect(response.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    expect(response.every((b) => Number.isInteger(b.id))).toBe(true);
    expect(new Set(response.map((b) => b.id)).size).toBe(2);
    expect(system).toEqual([
      '6',
      null,
      'realtime:todos-feed',
      'system',
      {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: 'todos-feed',
      },
    ]);
    ws.send(JSON.stringify(['6', '8', 'realtime:todos-feed', 'phx_leave', {}]));
    await waitFor(() => frames.length === 3);
    expect(frames[2]).toEqual(['6', '8', 'realtime:todos-feed', 'phx_reply', { status: 'ok', response: {} }]);
    ws.close();
  });

  it('vsn 1.0.0 frames are objects and are answered as objects', async () => {
    const { ws, frames } = await open(`${base}&vsn=1.0.0`);
    ws.send(
      JSON.stringify({
        topic: 'realtime:v1room',
        event: 'phx_join',
        payload: { config: {} },
        ref: '6',
        join_ref: '6',
      }),
    );
    await waitFor(() => frames.length === 1);
    expect(frames[0]).toEqual({
      topic: 'realtime:v1room',
      event: 'phx_reply',
      payload: { status: 'ok', response: { postgres_changes: [] } },
      ref: '6',
      join_ref: '6',
    });
    ws.close();
  });

  it('a forged access_token or a bad filter is an error reply; junk frames are ignored, the socket lives', async () => {
    const { ws, frames } = await open(`${base}&vsn=2.0.0`);
    ws.send('not json at all');
    ws.send(Buffer.from([9, 9, 9]));
    ws.send(JSON.stringify(['1', '1', 'realtime:x', 'phx_join', { config: {}, access_token: 'a.b.c' }]));
    const badFilter = {
      postgres_changes: [{ event: '*', schema: 'public', table: 'rt_notes', filter: 'id=zz.1' }],
    };
    ws.send(JSON.stringify(['2', '2', 'realtime:y', 'phx_join', { config: badFilter }]));
    ws.send(JSON.stringify([null, '3', 'phoenix', 'heartbeat', {}]));
    const expired = signToken(rt.backend.jwtSecret, { role: 'authenticated', sub: 'x', exp: 1000 });
    ws.send(JSON.stringify(['4', '4', 'realtime:z', 'phx_join', { config: {}, access_token: expired }]));
    await waitFor(() => frames.length === 4);
    expect((frames[3] as unknown[])[4]).toMatchObject({
      status: 'error',
      response: { reason: /^InvalidJWTToken.*expired/i },
    });
    const [forged, filter, heartbeat] = frames as unknown[][];
    expect(forged![4]).toMatchObject({
      status: 'error',
      response: { reason: expect.stringMatching(/^InvalidJWTToken/) },
    });
    expect(filter![4]).toMatchObject({
      status: 'error',
      response: { reason: expect.stringContaining('filter') },
    });
    expect(heartbeat![3]).toBe('phx_reply');
    ws.close();
  });

  it('a client broadcast (binary frame of kind 3) reaches the other subscribers of the topic', async () => {
    const sender = client(rt.backend);
    const receiver = client(rt.backend);
    const got: unknown[] = [];
    const joined = (ch: ReturnType<typeof sender.channel>) =>
      new Promise<void>((resolve) => ch.subscribe((s) => s === 'SUBSCRIBED' && resolve()));
    const rx = receiver.channel('room1').on('broadcast', { event: 'cursor' }, (m) => got.push(m.payload));
    await joined(rx);
    const tx = sender.channel('room1');
    await joined(tx);
    expect(await tx.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, y: 2 } })).toBe('ok');
    await waitFor(() => got.length === 1, 5000, 'the broadcast');
    expect(got).toEqual([{ x: 1, y: 2 }]);
    await sender.removeAllChannels();
    await receiver.removeAllChannels();
  });

  it('presence: track reaches the others as a join, leaving as a leave', async () => {
    const a = client(rt.backend);
    const b = client(rt.backend);
    const joined = (ch: ReturnType<typeof a.channel>) =>
      new Promise<void>((resolve) => ch.subscribe((s) => s === 'SUBSCRIBED' && resolve()));
    const events: { event: string; key: string }[] = [];
    const chB = b.channel('lobby', { config: { presence: { key: 'user-b' } } });
    chB.on('presence', { event: 'join' }, ({ key }) => events.push({ event: 'join', key }));
    chB.on('presence', { event: 'leave' }, ({ key }) => events.push({ event: 'leave', key }));
    await joined(chB);
    const chA = a.channel('lobby', { config: { presence: { key: 'user-a' } } });
    chA.on('presence', { event: 'sync' }, () => undefined);
    await joined(chA);
    expect(await chA.track({ online_at: 'now' })).toBe('ok');
    await waitFor(() => chB.presenceState()['user-a'] !== undefined, 5000, 'the presence join');
    expect(chB.presenceState()['user-a']).toEqual([{ online_at: 'now', presence_ref: expect.any(String) }]);
    expect(events).toEqual([{ event: 'join', key: 'user-a' }]);
    // A later joiner gets the whole state in presence_state.
    const c = client(rt.backend);
    const chC = c.channel('lobby', { config: { presence: { key: 'user-c' } } });
    chC.on('presence', { event: 'sync' }, () => undefined);
    await joined(chC);
    await waitFor(() => chC.presenceState()['user-a'] !== undefined, 5000, 'the presence state');
    await a.removeChannel(chA);
    await waitFor(() => events.length === 2, 5000, 'the presence leave');
    expect(events[1]).toEqual({ event: 'leave', key: 'user-a' });
    expect(chB.presenceState()['user-a']).toBeUndefined();
    await b.removeAllChannels();
    await c.removeAllChannels();
  });

  it('private channels (RLS on realtime.messages, not emulated) are refused, never silently opened', async () => {
    const { ws, frames } = await open(`${base}&vsn=2.0.0`);
    ws.send(JSON.stringify(['1', '1', 'realtime:secret', 'phx_join', { config: { private: true } }]));
    await waitFor(() => frames.length === 1);
    expect((frames[0] as unknown[])[4]).toMatchObject({
      status: 'error',
      response: { reason: /^Unauthorized/ },
    });
    ws.close();
  });

  it('a change whose NOTIFY was lost (e.g. a dropped LISTEN connection) is still delivered, late', async () => {
    const c = client(rt.backend);
    const got: unknown[] = [];
    const ch = c
      .channel('sweep')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_unpublished' }, (p) =>
        got.push(p.new),
      );
    await new Promise<void>((resolve) => ch.subscribe((s) => s === 'SUBSCRIBED' && resolve()));
    // A queued change without its notification, as the capture trigger would have written it.
    await rt.backend.db.admin((tx) =>
      tx.query(
        `insert into realtime.local_changes (schema_name, table_name, type, record)
         values ('public', 'rt_unpublished', 'INSERT', '{"id": 41, "body": "late"}')`,
      ),
    );
    await waitFor(() => got.length === 1, 8000, 'the swept change');
    expect(got).toEqual([{ id: 41, body: 'late' }]);
    await c.removeAllChannels();
  });

  it('a connection without a valid apikey is refused', async () => {
    const url = `${rt.backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`;
    await expect(open(url)).rejects.toThrow(/403/);
  });
});
