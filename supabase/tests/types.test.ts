// supabase/types/database.ts must be what the generator makes from the migrations, on both engines (so the
// committed file is never stale and PGlite's catalog agrees with PostgreSQL 15's). The typed query at the end
// is checked by `tsc` (the typecheck script): it fails to compile if the types stop fitting supabase-js.
import { createClient } from '@supabase/supabase-js';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { typesFile, typesFrom } from '../scripts/gen-types.js';
import type { Database, Tables, TablesInsert } from '../types/database.js';
import { engines, startDb } from './harness/db.js';
import type { TestDb } from './harness/db.js';

describe.each(engines())('generated types on $kind', ({ kind, skip }) => {
  let db: TestDb;
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
  });
  afterAll(async () => {
    await db?.stop();
  });

  it.skipIf(skip)(
    'equal the committed supabase/types/database.ts (run gen-types if this fails)',
    async () => {
      const fresh = await typesFrom(
        async (sql, params) => (await db.admin((tx) => tx.query(sql, params))).rows as never,
      );
      expect(fresh).toBe(readFileSync(typesFile, 'utf8'));
    },
  );

  it.skipIf(skip)('type real supabase-js queries', async () => {
    const user = await db.createUser('Typed');
    const client = createClient<Database>(db.backend.url, db.backend.anonKey, {
      accessToken: async () => db.token(user),
      realtime: { transport: WebSocket as never },
    });
    const draft: TablesInsert<'homebrew_items'> = {
      name: 'Typed potion',
      data: { description: 'Heals 1d4' },
    };
    const { data, error } = await client
      .from('homebrew_items')
      .insert(draft)
      .select('id, name, public')
      .single();
    expect(error).toBeNull();
    const row: Pick<Tables<'homebrew_items'>, 'id' | 'name' | 'public'> | null = data;
    expect(row).toMatchObject({ name: 'Typed potion', public: false });
    const rpc = await client.rpc('link_campaign_homebrew', {
      p_type: 'nope',
      p_item_id: 1,
      p_campaign_id: 1,
    });
    expect(rpc.error?.message).toBe('Invalid homebrew type');
  });
});
