// The database's own limits, attacked through REST with supabase-js on PGlite and PostgreSQL 15: masking a
// document full of blocked words takes one linear pass, and one user cannot fill the database with
// characters or campaigns (docs/security.md).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homebrewDocument } from './harness/homebrew-documents.js';
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
    'masks a document of the largest size allowed, full of blocked words, in one linear pass',
    async () => {
      const words = 'ass '.repeat(8_000); // 32 000 bytes (the limit is 32 768), 8 000 matches
      // The masking of the document alone: a homebrew document holds only keys its kind knows, and no field
      // of one takes 32 KB of text.
      const mask = async (text: string) => {
        const started = performance.now();
        const value = await db.admin(
          async (tx) =>
            (
              await tx.query<{ v: string }>(
                `select private.mask_jsonb($1::jsonb, private.profanity_pattern()) ->> 'text' as v`,
                [JSON.stringify({ description: '', text })],
              )
            ).rows[0]!.v,
        );
        return { value, ms: performance.now() - started };
      };
      const fastest = async (text: string) =>
        Math.min(...[await mask(text), await mask(text)].map((r) => r.ms));
      const masked = (await mask(words)).value;
      // One linear pass, judged by how the cost grows rather than by a wall-clock budget (which a busy machine
      // breaks whatever the code does): eight times the matches cost about eight times as much, where the
      // quadratic version cost sixty-four times (and took minutes at this size). Both sizes are timed back to
      // back, so a busy machine slows both alike.
      const growth = (await fastest(words)) / (await fastest('ass '.repeat(1_000)));
      expect(growth).toBeLessThan(32);
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
      // The masking every document goes through (a homebrew document holds only keys its kind knows, so the
      // deep, made-up shape is masked directly).
      const data = {
        description: 'Clean words only.',
        notes: ['fine', { deep: 'line\nass', tab: '\tass\u0007ass' }],
        id: 'ass',
      };
      const stored = await db.admin(
        async (tx) =>
          (
            await tx.query<{ v: typeof data }>(
              `select private.mask_jsonb($1::jsonb, private.profanity_pattern()) as v`,
              [JSON.stringify(data)],
            )
          ).rows[0]!.v,
      );
      expect(stored.description).toBe('Clean words only.');
      expect(stored.notes[0]).toBe('fine');
      const deep = stored.notes[1] as { deep: string; tab: string };
      expect(deep.deep).toMatch(/^line\n[#@$!%*?]{3}$/);
      expect(deep.tab).toMatch(/^\t[#@$!%*?]{3}\u0007[#@$!%*?]{3}$/);
      expect(stored.id).toBe('ass');
      // Through the API: a document with nothing to mask is stored as sent.
      const user = await db.createUser('Deep masker');
      const clean = {
        ...(homebrewDocument('weapons') as Record<string, unknown>),
        feature: { name: 'Keen', description: 'Nothing here.', modify: { agility: 1 } },
      };
      const second = await as(user)
        .from('homebrew_weapons')
        .insert({ name: 'Clean', data: clean })
        .select('data')
        .single();
      expect(second.error).toBeNull();
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
