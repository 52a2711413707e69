// What a client sees over the real protocols (supabase-js → REST and realtime of the embedded backend), on
// PGlite and PostgreSQL 15: a private homebrew record never leaks, not directly, not by bookmark, not by
// embedding, not through realtime; and the caps' messages reach the client word for word.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClients, waitFor } from './harness/api-clients.js';
import { engines, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { homebrewDocument } from './harness/homebrew-documents.js';
import { buildWorld } from './harness/world.js';
import type { World } from './harness/world.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(engines())('what clients see on $kind', ({ kind, skip }) => {
  let db: TestDb;
  let w: World;
  /** supabase-js as the user (a token signed like GoTrue's) or as a logged-out visitor. */
  const { as, closeAll } = apiClients(() => db);
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    w = await buildWorld(db);
  });
  afterAll(async () => {
    await closeAll();
    await db?.stop();
  });

  describe.skipIf(skip)('a private homebrew record', () => {
    it('is not returned directly, by id, to anyone but its owner', async () => {
      const id = w.homebrew.items.playerPrivate;
      for (const user of [null, w.stranger, w.gm, w.member]) {
        const { data, error } = await as(user).from('homebrew_items').select('*').eq('id', id);
        expect(error).toBeNull();
        expect(data, user?.name ?? 'anon').toEqual([]);
      }
      const { data } = await as(w.player).from('homebrew_items').select('id, name').eq('id', id);
      expect(data).toEqual([{ id, name: 'Secret brew' }]);
    });

    it('is not exposed by bookmarking it (the spec query: own rows or ids in the collection)', async () => {
      const c = as(w.stranger);
      const bookmarks = [w.homebrew.items.playerPrivate, w.homebrew.items.playerPublic];
      const created = await c
        .from('user_profiles')
        .insert({ user_id: w.stranger.id, items: bookmarks })
        .select();
      expect(created.error).toBeNull();
      const { data, error } = await c
        .from('homebrew_items')
        .select('id')
        .or(`user_id.eq.${w.stranger.id},id.in.(${bookmarks.join(',')})`);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: w.homebrew.items.playerPublic }]);
    });

    it('is not exposed by embedding, while a campaign member reads the owner-linked one', async () => {
      const linked = w.homebrew.items.gmPrivateLinked;
      const query = (c: SupabaseClient) =>
        c
          .from('homebrew_items')
          .select('id, name, campaign_homebrew_items!inner(campaign_id)')
          .eq('campaign_homebrew_items.campaign_id', w.campaign);
      expect((await query(as(w.member))).data).toEqual([
        { id: linked, name: 'Table brew', campaign_homebrew_items: [{ campaign_id: w.campaign }] },
      ]);
      expect((await query(as(w.stranger))).data).toEqual([]);
      expect((await query(as(null))).data).toEqual([]);
      // From the link side: the stranger sees no links, so nothing to embed.
      const links = await as(w.stranger)
        .from('campaign_homebrew_items')
        .select('id, homebrew_items(id, name)');
      expect(links.data).toEqual([]);
      // From a public row: the embedded links of campaigns the reader is not in stay hidden.
      const pub = await as(w.stranger)
        .from('homebrew_items')
        .select('id, campaign_homebrew_items(id)')
        .eq('id', w.homebrew.items.playerPublic);
      expect(pub.data).toEqual([{ id: w.homebrew.items.playerPublic, campaign_homebrew_items: [] }]);
    });

    it('is not sent through realtime to strangers, while members get their campaign events', async () => {
      type Seen = { table: string; type: string; raw?: string };
      const listen = async (user: TestUser | null, tables: string[]) => {
        const seen: Seen[] = [];
        const c = as(user);
        // Set the token before joining, so the join carries the user's claims and not the anon key.
        if (user) await c.realtime.setAuth(db.token(user));
        const channel: RealtimeChannel = c.channel(`watch-${user?.name ?? 'anon'}-${kind}`);
        for (const table of tables) {
          channel.on(
            'postgres_changes' as never,
            { event: '*', schema: 'public', table },
            (p: { eventType: string }) =>
              seen.push(
                p.eventType === 'DELETE'
                  ? { table, type: p.eventType, raw: JSON.stringify(p) }
                  : { table, type: p.eventType },
              ),
          );
        }
        await new Promise<void>((resolve, reject) =>
          channel.subscribe((status, err) => {
            if (status === 'SUBSCRIBED') resolve();
            if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
          }),
        );
        return seen;
      };
      const tables = ['campaign_homebrew_weapons', 'campaign_dashboard', 'campaigns', 'homebrew_weapons'];
      const member = await listen(w.member, tables);
      const stranger = await listen(w.stranger, tables);
      const anon = await listen(null, tables);

      const gm = as(w.gm);
      const secret = await gm
        .from('homebrew_weapons')
        .insert({ name: 'Hidden blade', data: homebrewDocument('weapons') })
        .select('id')
        .single();
      expect(secret.error).toBeNull();
      const link = await gm.rpc('link_campaign_homebrew', {
        p_type: 'weapons',
        p_item_id: secret.data!.id,
        p_campaign_id: w.campaign,
      });
      expect(link.error).toBeNull();
      expect((await gm.from('campaigns').update({ fear: 4 }).eq('id', w.campaign)).error).toBeNull();
      // The dashboard row changes through the character's save (the only writer of the row).
      const revision = await db.admin(async (tx) =>
        Number(
          (await tx.query(`select revision from public.characters where id = $1`, [w.playerCharacter]))
            .rows[0]!.revision,
        ),
      );
      const hp = await as(w.player).rpc('save_character', {
        p_id: w.playerCharacter,
        p_expected_revision: revision,
        p_version: '1.0.0',
        p_data: { name: 'Ashe', level: 2, resources: { health: 2 } },
        p_summary: { health: { max: 6 } },
      });
      expect(hp.error).toBeNull();

      await waitFor(() => member.length >= 3, 10_000, 'the member to receive the campaign events');
      await sleep(500);
      expect(member).toEqual(
        expect.arrayContaining([
          { table: 'campaign_homebrew_weapons', type: 'INSERT' },
          { table: 'campaigns', type: 'UPDATE' },
          { table: 'campaign_dashboard', type: 'UPDATE' },
        ]),
      );
      // Homebrew tables are not published at all: the record itself never travels over realtime.
      expect(member.filter((e) => e.table === 'homebrew_weapons')).toEqual([]);
      expect(stranger).toEqual([]);
      expect(anon).toEqual([]);

      // Deletes: as on hosted Realtime, RLS is not applied to DELETE events, so a table subscriber may learn that
      // a row went away, but with RLS enabled the old record carries the primary key at most, never the content.
      const kick = await gm.rpc('kick_from_campaign', { p_dashboard_id: w.memberDashboard });
      expect(kick.error).toBeNull();
      await waitFor(
        () => member.some((e) => e.type === 'DELETE'),
        10_000,
        'the kicked member to see the delete',
      );
      await sleep(300);
      for (const e of [...stranger, ...anon]) {
        expect(e.type).toBe('DELETE');
        expect(e.raw).not.toMatch(/Bram|health|character_name|user_id/);
      }
    });
  });

  describe.skipIf(skip)('the private schema', () => {
    it('is not reachable over REST (settings, blocklist, policy helpers)', async () => {
      const c = as(w.stranger);
      const table = await c.schema('private').from('settings').select('*');
      expect(table.data).toBeNull();
      expect(table.error).not.toBeNull();
      const fn = await c.rpc('setting' as never, { p_key: 'homebrew_creation_cap' } as never);
      expect(fn.error?.code).toBe('PGRST202');
      const profile = await c.from('profanity_blocklist' as never).select('*');
      expect(profile.error).not.toBeNull();
    });
  });

  describe.skipIf(skip)('caps over REST', () => {
    it('the client receives the publish cap message as written in the spec', async () => {
      const user = await db.createUser('Loud');
      await db.admin(async (tx) => {
        const cap = (
          await tx.query<{ value: number }>(`select private.setting('homebrew_publish_cap') as value`)
        ).rows[0]!.value;
        await tx.query(
          `insert into public.homebrew_items (user_id, name, public) select $1, 'Filler ' || n, true from generate_series(1, $2) n`,
          [user.id, cap],
        );
      });
      const res = await as(user)
        .from('homebrew_items')
        .insert({ name: 'One too many', public: true })
        .select();
      expect(res.status).toBe(403);
      expect(res.error?.message).toBe("You have reached your account's limit on public homebrew creations.");
    });

    it('a stale character write reaches the client as 409 with a clear message', async () => {
      const c = as(w.player);
      const read = await c.from('characters').select('revision').eq('id', w.playerCharacter).single();
      const rev = read.data!.revision as number;
      const ok = await c
        .from('characters')
        .update({ data: { name: 'Ashe' }, expected_revision: rev })
        .eq('id', w.playerCharacter);
      expect(ok.error).toBeNull();
      const stale = await c
        .from('characters')
        .update({ data: { name: 'Old tab' }, expected_revision: rev })
        .eq('id', w.playerCharacter);
      expect(stale.status).toBe(409);
      expect(stale.error?.message).toMatch(/^Stale write refused/);
    });
  });
});
