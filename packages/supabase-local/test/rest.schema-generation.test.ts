// The schema generation the bootstrap keeps (an event trigger moves it with every DDL statement): a table or a
// column made after the backend started is found by the very next request, a name that does not exist is
// refused as PostgREST refuses it, and the generation moves only with the schema. The same suite runs on
// PGlite and on a throwaway PostgreSQL 15.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, startHarness } from './harness.js';
import type { Harness } from './harness.js';

for (const { kind, skip } of dbKinds()) {
  describe.skipIf(skip !== null)(`the schema generation on ${kind}`, () => {
    let h: Harness;
    let admin: SupabaseClient;
    const generation = async () =>
      Number(
        (
          await h.backend.db.admin((tx) =>
            tx.query<{ value: string | number }>('select value from supabase_local.schema_generation'),
          )
        ).rows[0]?.value,
      );

    beforeAll(async () => {
      h = await startHarness(kind);
      admin = h.client(h.backend.serviceRoleKey);
    });
    afterAll(async () => {
      await h?.stop();
    });

    it('moves with DDL, not with data', async () => {
      const before = await generation();
      expect((await admin.from('authors').insert({ name: 'dee' })).error).toBeNull();
      expect(await generation()).toBe(before);
      await h.backend.db.admin((tx) => tx.query('create table public.gen_probe (id int primary key)'));
      await h.backend.db.admin((tx) => tx.query('drop table public.gen_probe'));
      expect(await generation()).toBe(before + 2);
    });

    it('refuses an unknown column and an unknown table as PostgREST does', async () => {
      const column = await admin.from('authors').insert({ nickname: 'x' });
      expect(column.error?.code).toBe('PGRST204');
      const table = await admin.from('no_such_table').select('*');
      expect(table.error?.code).toBe('PGRST205');
    });

    it('finds a table and a column made after the backend started, at the next request', async () => {
      // Asked for (and not found) first, so the cache has read the schema without them.
      expect((await admin.from('gen_notes').select('*')).error?.code).toBe('PGRST205');
      await h.backend.db.admin((tx) =>
        tx.query('create table public.gen_notes (id int primary key, body text)'),
      );
      expect((await admin.from('gen_notes').insert({ id: 1, body: 'hi' })).error).toBeNull();
      expect((await admin.from('gen_notes').insert({ id: 2, mood: 'glad' })).error?.code).toBe('PGRST204');
      await h.backend.db.admin((tx) => tx.query('alter table public.gen_notes add column mood text'));
      expect((await admin.from('gen_notes').insert({ id: 2, mood: 'glad' })).error).toBeNull();
      const read = await admin.from('gen_notes').select('id, mood').order('id');
      expect(read.data).toEqual([
        { id: 1, mood: null },
        { id: 2, mood: 'glad' },
      ]);
    });
  });
}
