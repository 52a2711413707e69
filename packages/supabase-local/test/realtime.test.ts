// Realtime conformance: postgres_changes over the Phoenix protocol, through the pinned supabase-js.
// The table public.rt_notes (fixtures/realtime/migrations) has RLS: private rows are visible to their owner only.
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  signedIn,
  sleep,
  startTarget,
  targets,
  waitFor,
  type Running,
} from './auth-realtime-harness';

type Note = {
  id: number;
  owner: string;
  campaign_id: number;
  body: string;
  is_public: boolean;
  tags: string[];
};
type Event = RealtimePostgresChangesPayload<Note>;

interface Sub {
  channel: RealtimeChannel;
  events: Event[];
  statuses: string[];
}

let channelCounter = 0;

/** Subscribes and resolves once the server confirmed the join (SUBSCRIBED). */
async function subscribe(
  c: SupabaseClient,
  filter: { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string; table?: string } = {},
): Promise<Sub> {
  channelCounter += 1;
  const sub: Sub = { channel: c.channel(`notes-${channelCounter}`), events: [], statuses: [] };
  sub.channel.on<Note>(
    'postgres_changes' as never,
    {
      event: filter.event ?? '*',
      schema: 'public',
      table: filter.table ?? 'rt_notes',
      filter: filter.filter,
    },
    (payload: Event) => sub.events.push(payload),
  );
  await new Promise<void>((resolve, reject) => {
    sub.channel.subscribe((status, err) => {
      sub.statuses.push(status);
      if (status === 'SUBSCRIBED') resolve();
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
  return sub;
}

const bodies = (s: Sub): string[] => s.events.map((e) => ('body' in e.new ? e.new.body : `${e.eventType}`));

describe.each(targets())('realtime on $name', (target) => {
  let rt: Running;
  let alice: Awaited<ReturnType<typeof signedIn>>;
  let bob: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    rt = await startTarget(target);
    alice = await signedIn(rt.backend, 'alice');
    bob = await signedIn(rt.backend, 'bob');
  });
  afterAll(async () => {
    await alice?.client.removeAllChannels();
    await bob?.client.removeAllChannels();
    await rt?.stop();
  });

  async function insert(who: typeof alice, row: Partial<Note>): Promise<Note> {
    const { data, error } = await who.client.from('rt_notes').insert(row).select().single();
    if (error) throw new Error(error.message);
    return data as Note;
  }

  it('delivers an INSERT with typed values', async () => {
    const sub = await subscribe(alice.client);
    const row = await insert(alice, { campaign_id: 1, body: 'first', tags: ['a', 'b'] });
    await waitFor(() => sub.events.length === 1, 5000, 'the insert event');
    const e = sub.events[0]!;
    expect(e).toMatchObject({ schema: 'public', table: 'rt_notes', eventType: 'INSERT', errors: null });
    expect(e.new).toMatchObject({
      id: row.id,
      campaign_id: 1,
      body: 'first',
      is_public: false,
      tags: ['a', 'b'],
    });
    expect(e.old).toEqual({});
    expect(new Date(e.commit_timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await alice.client.removeChannel(sub.channel);
  });

  it('filter campaign_id=eq.5 only delivers matching rows; event filters select the type', async () => {
    const five = await subscribe(alice.client, { filter: 'campaign_id=eq.5' });
    const inList = await subscribe(alice.client, { filter: 'campaign_id=in.(6,7)' });
    const updates = await subscribe(alice.client, { event: 'UPDATE' });
    await insert(alice, { campaign_id: 6, body: 'six' });
    await insert(alice, { campaign_id: 5, body: 'five' });
    await waitFor(() => five.events.length === 1 && inList.events.length === 1, 5000, 'filtered events');
    await sleep(200);
    expect(bodies(five)).toEqual(['five']);
    expect(bodies(inList)).toEqual(['six']);
    expect(updates.events).toHaveLength(0);
    await alice.client.removeAllChannels();
  });

  it('with RLS, a DELETE carries only the primary key even under REPLICA IDENTITY FULL (no leak to strangers)', async () => {
    await rt.backend.db.admin((tx) => tx.query('alter table public.rt_notes replica identity full'));
    try {
      const stranger = await subscribe(bob.client, { event: 'DELETE' });
      const row = await insert(alice, { campaign_id: 9, body: 'secret plans', is_public: false });
      const del = await alice.client.from('rt_notes').delete().eq('id', row.id);
      expect(del.error).toBeNull();
      await waitFor(() => stranger.events.length === 1, 5000, 'the delete event');
      expect(stranger.events[0]!.old).toEqual({ id: row.id });
      await bob.client.removeChannel(stranger.channel);
    } finally {
      await rt.backend.db.admin((tx) => tx.query('alter table public.rt_notes replica identity default'));
    }
  });

  it('UPDATE carries the new row and the old primary key; DELETE carries only the old primary key', async () => {
    const sub = await subscribe(alice.client, { filter: 'campaign_id=eq.2' });
    const all = await subscribe(alice.client);
    const row = await insert(alice, { campaign_id: 2, body: 'to change' });
    await waitFor(() => sub.events.length === 1, 5000, 'the insert event');
    const upd = await alice.client.from('rt_notes').update({ body: 'changed' }).eq('id', row.id);
    expect(upd.error).toBeNull();
    await waitFor(() => sub.events.length === 2, 5000, 'the update event');
    const u = sub.events[1]!;
    expect(u).toMatchObject({
      eventType: 'UPDATE',
      new: { id: row.id, body: 'changed' },
      old: { id: row.id },
    });
    expect(Object.keys(u.old)).toEqual(['id']);
    const del = await alice.client.from('rt_notes').delete().eq('id', row.id);
    expect(del.error).toBeNull();
    await waitFor(() => all.events.some((e) => e.eventType === 'DELETE'), 5000, 'the delete event');
    const d = all.events.find((e) => e.eventType === 'DELETE')!;
    expect(d.old).toEqual({ id: row.id });
    expect(d.new).toEqual({});
    // The filtered channel cannot see campaign_id in a delete (only the key is replicated), as on hosted Realtime.
    await sleep(200);
    expect(sub.events.map((e) => e.eventType)).toEqual(['INSERT', 'UPDATE']);
    await alice.client.removeAllChannels();
  });

  it('RLS: a subscriber never receives a row it cannot select; public rows reach everyone', async () => {
    const bobSub = await subscribe(bob.client);
    const aliceSub = await subscribe(alice.client);
    const anon = client(rt.backend);
    const anonSub = await subscribe(anon);
    await insert(alice, { campaign_id: 3, body: 'alice secret' });
    await insert(alice, { campaign_id: 3, body: 'alice public', is_public: true });
    await insert(bob, { campaign_id: 3, body: 'bob secret' });
    await waitFor(
      () => aliceSub.events.length === 2 && bobSub.events.length === 2,
      5000,
      'the RLS-filtered events',
    );
    await sleep(300);
    expect(bodies(aliceSub)).toEqual(['alice secret', 'alice public']);
    expect(bodies(bobSub)).toEqual(['alice public', 'bob secret']);
    expect(bodies(anonSub)).toEqual(['alice public']);
    await alice.client.removeAllChannels();
    await bob.client.removeAllChannels();
    await anon.removeAllChannels();
  });

  it('access_token updates: a channel joined as anon sees private rows after sign-in', async () => {
    const c = client(rt.backend);
    const sub = await subscribe(c);
    await insert(alice, { campaign_id: 4, body: 'before sign-in' });
    await sleep(400);
    expect(sub.events).toHaveLength(0);
    // Signing in pushes the new token to every joined channel (the client's access_token message).
    const { error } = await c.auth.signInWithPassword({ email: alice.email, password: 'correct-horse' });
    expect(error).toBeNull();
    await sleep(200);
    await insert(alice, { campaign_id: 4, body: 'after sign-in' });
    await waitFor(() => sub.events.length === 1, 5000, 'the event after sign-in');
    expect(bodies(sub)).toEqual(['after sign-in']);
    await c.removeAllChannels();
  });

  it('the vsn 1.0.0 serializer (JSON objects) receives the same events', async () => {
    const c = client(rt.backend, { vsn: '1.0.0' });
    await c.auth.signInWithPassword({ email: alice.email, password: 'correct-horse' });
    const sub = await subscribe(c, { event: 'INSERT' });
    await insert(alice, { campaign_id: 8, body: 'over v1' });
    await waitFor(() => sub.events.length === 1, 5000, 'the v1 event');
    expect(bodies(sub)).toEqual(['over v1']);
    await c.removeAllChannels();
  });

  it('a table outside the supabase_realtime publication produces no events and a system error', async () => {
    const c = client(rt.backend);
    const systems: Record<string, unknown>[] = [];
    const channel = c
      .channel('unpublished')
      .on('system', {}, (p: Record<string, unknown>) => systems.push(p))
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_unpublished' }, () => undefined);
    await new Promise<void>((resolve) => channel.subscribe((s) => s === 'SUBSCRIBED' && resolve()));
    await waitFor(() => systems.length > 0, 5000, 'the system message');
    expect(systems[0]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    await c.removeAllChannels();
  });

  it('clients reconnect and resubscribe after the server restarts', async () => {
    const sub = await subscribe(alice.client, { filter: 'campaign_id=eq.9' });
    await rt.restart();
    // The client's reconnect back-off is 1 s, 2 s, 5 s...; the rejoin brings the bindings back.
    await waitFor(() => sub.statuses.filter((s) => s === 'SUBSCRIBED').length >= 2, 20_000, 'the rejoin');
    await insert(alice, { campaign_id: 9, body: 'after restart' });
    await waitFor(() => sub.events.length === 1, 5000, 'the event after restart');
    expect(bodies(sub)).toEqual(['after restart']);
    await alice.client.removeAllChannels();
  }, 40_000);
});
