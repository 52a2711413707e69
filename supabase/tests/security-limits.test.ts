// The database's own limits, attacked through REST with supabase-js on PGlite and PostgreSQL 15: masking a
// document full of blocked words finishes within the statement timeout, and one user cannot fill the database with
// characters or campaigns (docs/security.md).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';

const CHARACTER_CAP_MESSAGE = "You have reached your account's limit on characters.";
const CAMPAIGN_CAP_MESSAGE = "You have reached your account's limit on campaigns.";

describe.each(engines())('database limits on $kind', ({ kind, skip }) => {
  let db: TestDb;
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
  });
  afterAll(async () => {
    await db?.stop();
  });

  const as = (user: TestUser): SupabaseClient =>
    createClient(db.backend.url, db.backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: { headers: { Authorization: db.bearer(user) } },
    });

  it.skipIf(skip)(
    'masks a document of the largest size allowed, full of blocked words, within the statement timeout',
    async () => {
      const user = await db.createUser('Masker');
      const words = 'ass '.repeat(8_000); // 32 000 bytes (the limit is 32 768), 8 000 matches
      // The quadratic version took minutes: the signed-in role's statement timeout (8 s, as on hosted
      // Supabase) would cut it off with 57014, so the request succeeding is the bound. How fast a save at the
      // limits is, and what it costs other users, is measured by bench/homebrew-write-load.bench.ts, not here:
      // a wall-clock budget in a test fails on a busy machine whatever the code does.
      const { data, error } = await as(user)
        .from('homebrew_items')
        .insert({ name: 'Curses', data: { description: '', text: words } })
        .select('data')
        .single();
      expect(error).toBeNull();
      const masked = (data as { data: { text: string } }).data.text;
      expect(masked).toHaveLength(words.length);
      expect(masked).not.toMatch(/ass/);
      expect(
        masked
          .split(' ')
          .slice(0, 3)
          .every((w) => /^[#@$!%*?]{3}$/.test(w)),
      ).toBe(true);
    },
  );

  it.skipIf(skip)(
    'masks a word deep in a document, after an escaped character, and leaves documents with nothing to mask as sent',
    async () => {
      const user = await db.createUser('Deep masker');
      const data = {
        description: 'Clean words only.',
        notes: ['fine', { deep: 'line\nass', tab: '\tass\u0007ass' }],
        id: 'ass',
      };
      const { data: row, error } = await as(user)
        .from('homebrew_items')
        .insert({ name: 'Deep', data })
        .select('data')
        .single();
      expect(error).toBeNull();
      const stored = (row as { data: typeof data }).data;
      expect(stored.description).toBe('Clean words only.');
      expect(stored.notes[0]).toBe('fine');
      const deep = stored.notes[1] as { deep: string; tab: string };
      expect(deep.deep).toMatch(/^line\n[#@$!%*?]{3}$/);
      expect(deep.tab).toMatch(/^\t[#@$!%*?]{3}\u0007[#@$!%*?]{3}$/);
      expect(stored.id).toBe('ass');
      const clean = { description: 'Nothing here.', list: [{ a: 'b' }, 'c'] };
      const second = await as(user)
        .from('homebrew_items')
        .insert({ name: 'Clean', data: clean })
        .select('data')
        .single();
      expect((second.data as { data: unknown }).data).toEqual(clean);
    },
  );

  it.skipIf(skip)(
    'refuses a homebrew document over 32 KB before walking it, with a message naming the limit',
    async () => {
      const user = await db.createUser('Hoarder');
      const { error } = await as(user)
        .from('homebrew_items')
        .insert({ name: 'Hoard', data: { description: '', text: 'a'.repeat(40_000) } });
      expect(error?.message).toBe("A homebrew record's data may be at most 32,768 bytes (32 KB).");
    },
  );

  it.skipIf(skip)(
    'caps characters per user with the spec-style message, one by one or in one request',
    async () => {
      await db.admin((tx) => tx.query(`update private.settings set value = 3 where key = 'character_cap'`));
      try {
        const user = await db.createUser('Collector');
        const sb = as(user);
        const row = (name: string) => ({ data: { name } });
        const many = await sb.from('characters').insert([row('A'), row('B'), row('C'), row('D')]);
        expect(many.error?.message).toBe(CHARACTER_CAP_MESSAGE);
        for (const name of ['A', 'B', 'C'])
          expect((await sb.from('characters').insert(row(name))).error).toBeNull();
        const over = await sb.from('characters').insert(row('D'));
        expect(over.error?.message).toBe(CHARACTER_CAP_MESSAGE);
        expect(over.status).toBe(403);
        const { count } = await sb.from('characters').select('id', { count: 'exact', head: true });
        expect(count).toBe(3);
        // Another user is not affected.
        expect(
          (
            await as(await db.createUser('Other'))
              .from('characters')
              .insert(row('Mine'))
          ).error,
        ).toBeNull();
      } finally {
        await db.admin((tx) =>
          tx.query(`update private.settings set value = 100 where key = 'character_cap'`),
        );
      }
    },
  );

  it.skipIf(skip)('caps campaigns per user with the spec-style message', async () => {
    await db.admin((tx) => tx.query(`update private.settings set value = 2 where key = 'campaign_cap'`));
    try {
      const user = await db.createUser('Organizer');
      const sb = as(user);
      for (const name of ['One', 'Two'])
        expect((await sb.from('campaigns').insert({ name })).error).toBeNull();
      const over = await sb.from('campaigns').insert({ name: 'Three' });
      expect(over.error?.message).toBe(CAMPAIGN_CAP_MESSAGE);
    } finally {
      await db.admin((tx) => tx.query(`update private.settings set value = 50 where key = 'campaign_cap'`));
    }
  });
});
