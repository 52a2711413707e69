// The client helpers against the real embedded backend: config validation, server function errors (the
// returned `error` field, else the error's message) and parsed answers, and realtime subscriptions that parse
// every payload and always clean up.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startBackend, type Backend } from '@duality/supabase-local';
import { createDualityClient, getSupabase, initSupabase, reconnectDelay, type DualityClient } from './client';
import { parseSupabaseConfig } from './config';
import { invokeFunction, ServerFunctionError } from './functions';
import { changeListener, subscribeToChanges, subscribeToChannel, type RowChange } from './realtime';

const supabaseDir = join(dirname(fileURLToPath(import.meta.url)), '../../../supabase');
let backend: Backend;
let client: DualityClient;

beforeAll(async () => {
  backend = await startBackend({
    port: 0,
    migrationsDir: join(supabaseDir, 'migrations'),
    seedFile: join(supabaseDir, 'seed.sql'),
    functionsDir: join(supabaseDir, 'functions'),
  });
  const storage = new Map<string, string>();
  client = createDualityClient(
    { url: backend.url, anonKey: backend.anonKey },
    {
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    },
  );
  const { error } = await client.auth.signUp({
    email: `owner-${Date.now()}@example.test`,
    password: 'long enough 1',
    options: { data: { display_name: 'Owner' } },
  });
  if (error) throw error;
});
afterAll(async () => {
  await client?.removeAllChannels();
  await backend?.stop();
});

describe('configuration', () => {
  it('names the bad field', () => {
    expect(() => parseSupabaseConfig({ url: 'nope', anonKey: 'x' })).toThrow(/url.*anonKey|url/);
    expect(() => parseSupabaseConfig({ url: 'http://127.0.0.1:54321' })).toThrow(/anonKey/);
    expect(() => parseSupabaseConfig({ url: 'http://127.0.0.1:54321', anonKey: 'x' })).toThrow(
      'Invalid backend configuration: anonKey: Too small: expected string to have >=20 characters',
    );
  });

  it('there is one client: getSupabase before init fails clearly, init twice fails', () => {
    expect(() => getSupabase()).toThrow('not initialised');
    const one = initSupabase({ url: backend.url, anonKey: backend.anonKey });
    expect(getSupabase()).toBe(one);
    expect(() => initSupabase({ url: backend.url, anonKey: backend.anonKey })).toThrow('only one');
  });

  it('reconnects after 1, 2, 5 and then every 10 seconds', () => {
    expect([1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
});

describe('invokeFunction', () => {
  it("surfaces the function's returned error field", async () => {
    const call = invokeFunction(client, 'generate-campaign-invite', { campaignId: 999999 }, inviteSchema);
    await expect(call).rejects.toBeInstanceOf(ServerFunctionError);
    await expect(
      invokeFunction(client, 'generate-campaign-invite', { campaignId: 999999 }, inviteSchema),
    ).rejects.toThrow(/campaign/i);
  });

  it('returns the body on success', async () => {
    const { data: campaign } = await client
      .from('campaigns')
      .insert({ name: 'The Sablewood' })
      .select()
      .single();
    const result = await invokeFunction(
      client,
      'generate-campaign-invite',
      { campaignId: campaign!.id },
      inviteSchema,
    );
    expect(result.invite).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses an answer that does not fit the schema, naming the field', async () => {
    const { data: campaign } = await client
      .from('campaigns')
      .insert({ name: 'Odd answer' })
      .select()
      .single();
    const expectsNumber = z.object({ invite: z.number() });
    const err = await invokeFunction(
      client,
      'generate-campaign-invite',
      { campaignId: campaign!.id },
      expectsNumber,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServerFunctionError);
    expect((err as ServerFunctionError).message).toMatch(
      /^The server function generate-campaign-invite gave an answer that could not be read \(invite: .*number/,
    );
  });

  it("falls back to the error's message when the body has no error field", async () => {
    const err = await invokeFunction(client, 'no-such-function', {}, z.unknown()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServerFunctionError);
    expect((err as ServerFunctionError).message.length).toBeGreaterThan(0);
    expect((err as ServerFunctionError).status).toBe(404);
  });
});

const inviteSchema = z.object({ invite: z.string() });
const campaignSchema = z.object({ id: z.number(), name: z.string() });
const openChannelCount = (c: DualityClient) => c.getChannels().length;

describe('subscribeToChanges', () => {
  it('binds several listeners on one channel: filtered updates and every delete', async () => {
    const { data: a } = await client.from('campaigns').insert({ name: 'Bound A' }).select().single();
    const { data: b } = await client.from('campaigns').insert({ name: 'Bound B' }).select().single();
    const got: { type: string; id: unknown }[] = [];
    let subscribed = false;
    const stop = subscribeToChanges(
      client,
      {
        topic: `bound:${a!.id}`,
        table: 'campaigns',
        bindings: [{ event: 'UPDATE', filter: `id=eq.${a!.id}` }, { event: 'DELETE' }],
      },
      campaignSchema,
      (p) => {
        if (p.eventType === 'MALFORMED') throw new Error(p.message);
        got.push({ type: p.eventType, id: (p.eventType === 'DELETE' ? p.old : p.new).id });
      },
      (status) => (subscribed ||= status === 'SUBSCRIBED'),
    );
    expect(openChannelCount(client)).toBe(1);
    for (let i = 0; i < 100 && !subscribed; i++) await new Promise((r) => setTimeout(r, 50));
    await client.from('campaigns').update({ name: 'Bound B2' }).eq('id', b!.id); // filtered out
    await client.from('campaigns').update({ name: 'Bound A2' }).eq('id', a!.id);
    await client.from('campaigns').delete().eq('id', b!.id);
    for (let i = 0; i < 100 && got.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toEqual([
      { type: 'UPDATE', id: a!.id },
      { type: 'DELETE', id: b!.id },
    ]);
    await stop();
    expect(openChannelCount(client)).toBe(0);
  });

  it('delivers changes and its unsubscribe removes the channel', async () => {
    const { data: campaign } = await client.from('campaigns').insert({ name: 'Live one' }).select().single();
    const got: unknown[] = [];
    let subscribed = false;
    const stop = subscribeToChanges(
      client,
      {
        topic: `campaign:${campaign!.id}`,
        table: 'campaigns',
        event: 'UPDATE',
        filter: `id=eq.${campaign!.id}`,
      },
      campaignSchema,
      (change) => got.push(change.eventType === 'UPDATE' ? change.new : change),
      (status) => {
        if (status === 'SUBSCRIBED') subscribed = true;
      },
    );
    expect(openChannelCount(client)).toBe(1);
    for (let i = 0; i < 100 && !subscribed; i++) await new Promise((r) => setTimeout(r, 50));
    expect(subscribed).toBe(true);
    await client.from('campaigns').update({ name: 'Live two' }).eq('id', campaign!.id);
    for (let i = 0; i < 100 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(got).toEqual([expect.objectContaining({ id: campaign!.id, name: 'Live two' })]);
    await stop();
    await stop(); // a second call is harmless
    expect(openChannelCount(client)).toBe(0);
  });

  it('delivers a row that does not fit the schema as MALFORMED, naming the field', async () => {
    const { data: campaign } = await client.from('campaigns').insert({ name: 'Short' }).select().single();
    const got: RowChange<{ id: number; name: string }>[] = [];
    let subscribed = false;
    const longNames = z.object({ id: z.number(), name: z.string().min(20) });
    const stop = subscribeToChanges(
      client,
      {
        topic: `malformed:${campaign!.id}`,
        table: 'campaigns',
        event: 'UPDATE',
        filter: `id=eq.${campaign!.id}`,
      },
      longNames,
      (change) => got.push(change),
      (status) => (subscribed ||= status === 'SUBSCRIBED'),
    );
    for (let i = 0; i < 100 && !subscribed; i++) await new Promise((r) => setTimeout(r, 50));
    await client.from('campaigns').update({ name: 'Still short' }).eq('id', campaign!.id);
    for (let i = 0; i < 100 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(got).toEqual([
      {
        eventType: 'MALFORMED',
        event: 'UPDATE',
        message: expect.stringMatching(/^Could not read a live change of campaigns: name: Too small/),
      },
    ]);
    await stop();
  });
});

describe('subscribeToChannel', () => {
  it('hears several tables on one channel, each parsed by its own schema', async () => {
    const { data: campaign } = await client
      .from('campaigns')
      .insert({ name: 'Two Tables' })
      .select()
      .single();
    const id = campaign!.id;
    const names: unknown[] = [];
    const shared: unknown[] = [];
    let subscribed = false;
    const stop = subscribeToChannel(
      client,
      `two-tables:${id}`,
      [
        {
          table: 'campaigns',
          event: 'UPDATE',
          filter: `id=eq.${id}`,
          listener: changeListener('campaigns', campaignSchema, (c) =>
            names.push(c.eventType === 'UPDATE' ? c.new.name : c.eventType),
          ),
        },
        {
          table: 'campaign_settings',
          event: '*',
          filter: `campaign_id=eq.${id}`,
          listener: changeListener(
            'campaign_settings',
            z.object({ campaign_id: z.number(), roll_log_shared: z.boolean() }),
            (c) => shared.push(c.eventType === 'DELETE' || c.eventType === 'MALFORMED' ? c.eventType : c.new),
          ),
        },
      ],
      (status) => (subscribed ||= status === 'SUBSCRIBED'),
    );
    expect(openChannelCount(client)).toBe(1);
    for (let i = 0; i < 100 && !subscribed; i++) await new Promise((r) => setTimeout(r, 50));
    expect(subscribed).toBe(true);
    await client.from('campaigns').update({ name: 'Two Tables Renamed' }).eq('id', id);
    const set = await client.from('campaign_settings').upsert({ campaign_id: id, roll_log_shared: true });
    expect(set.error).toBeNull();
    for (let i = 0; i < 100 && (names.length === 0 || shared.length === 0); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(names).toEqual(['Two Tables Renamed']);
    expect(shared).toEqual([{ campaign_id: id, roll_log_shared: true }]);
    await stop();
    await stop();
    expect(openChannelCount(client)).toBe(0);
  });
});
