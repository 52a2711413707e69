// What a campaign reads of a joined character is exactly what the join page lists (CAMPAIGN_SHARING in
// @duality/rules), on PGlite and PostgreSQL 15: every public table is searched, under row level security, for
// rows that point at the player's character or account, as the game master and as another player (with the
// roll log shared and not), less what a stranger reads too (public homebrew); the tables and columns found must
// be the list's. After a kick or a leave the campaign reads nothing of the character (no roll, condition, Evasion
// or threshold), and the game master's realtime channel hears every roll go.
import { CAMPAIGN_SHARING, type SharedRecord } from '@duality/rules';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClients, waitFor } from './harness/api-clients.js';
import { engines, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { unlimitedRolls } from './harness/scripted-dice.js';
import { buildWorld, one } from './harness/world.js';
import type { World } from './harness/world.js';

/** A column of a public table that points at a character or an account (a foreign key, or characters.id). */
interface Pointer {
  table: string;
  column: string;
  to: 'character' | 'user';
}

/** Table -> its columns, sorted: the shape both sides are compared in. */
type Projection = Record<string, string[]>;

const expected = (readers: (record: SharedRecord) => boolean): Projection =>
  Object.fromEntries(
    CAMPAIGN_SHARING.filter(readers).map((r) => [r.table, r.fields.flatMap((f) => f.columns).sort()]),
  );

describe.each(engines())('what the campaign reads of a joined character on $kind', ({ kind, skip }) => {
  let db: TestDb;
  let w: World;
  let pointers: Pointer[];
  const { as, closeAll } = apiClients(() => db);

  /** Every row of `owner` (their account, or their character) that `reader` reads, by table, as JSON text. */
  const rowsOf = async (reader: TestUser, owner: { user: TestUser; character: number }) => {
    const found: Record<string, string[]> = {};
    for (const table of [...new Set(pointers.map((p) => p.table))]) {
      const where = pointers
        .filter((p) => p.table === table)
        .map((p) =>
          p.to === 'user' ? `t.${p.column} = '${owner.user.id}'::uuid` : `t.${p.column} = ${owner.character}`,
        )
        .join(' or ');
      const res = await db.as(reader, (tx) =>
        tx.query<{ row: string }>(`select to_jsonb(t)::text as row from public.${table} t where ${where}`),
      );
      if (res.rows.length > 0) found[table] = res.rows.map((r) => r.row);
    }
    return found;
  };

  /** The tables and columns `reader` reads of the owner's that a stranger to the campaign does not. */
  const projection = async (reader: TestUser, owner: { user: TestUser; character: number }) => {
    const [theirs, strangers] = await Promise.all([rowsOf(reader, owner), rowsOf(w.stranger, owner)]);
    const out: Projection = {};
    for (const [table, rows] of Object.entries(theirs)) {
      const added = rows.filter((row) => !(strangers[table] ?? []).includes(row));
      if (added.length === 0) continue;
      out[table] = [...new Set(added.flatMap((row) => Object.keys(JSON.parse(row) as object)))].sort();
    }
    return out;
  };

  const player = () => ({ user: w.player, character: w.playerCharacter });
  const member = () => ({ user: w.member, character: w.memberCharacter });

  /** A save as the sheet makes it: a condition, Evasion and thresholds in the summary. */
  const save = async (user: TestUser, character: number, name: string) => {
    const at = await db.admin((tx) =>
      one<number>(tx, `select revision from public.characters where id = $1`, [character]),
    );
    const res = await as(user).rpc('save_character', {
      p_id: character,
      p_expected_revision: at,
      p_version: '1.0.0',
      p_data: { name, level: 2, conditions: ['hidden'], resources: { health: 2, stress: 1, hope: 3 } },
      p_summary: {
        evasion: 11,
        major_threshold: 7,
        severe_threshold: 14,
        health: { max: 6 },
        hope: { max: 6 },
      },
    });
    expect(res.error).toBeNull();
  };
  const roll = async (user: TestUser, character: number) => {
    const res = await as(user).rpc('roll_dice', {
      p_character_id: character,
      p_kind: 'action',
      p_label: 'Agility action roll',
    });
    expect(res.error).toBeNull();
    return (res.data as { id: number }).id;
  };
  const shareLog = (shared: boolean) =>
    db.admin((tx) =>
      tx.query(`update public.campaign_settings set roll_log_shared = $2 where campaign_id = $1`, [
        w.campaign,
        shared,
      ]),
    );
  const fear = () =>
    db.admin((tx) => one<number>(tx, `select fear from public.campaigns where id = $1`, [w.campaign]));

  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    w = await buildWorld(db);
    await unlimitedRolls(db);
    pointers = await db.admin(async (tx) => {
      const res = await tx.query<Pointer>(
        `select c.conrelid::regclass::text as "table", a.attname as "column",
                case when c.confrelid = 'public.characters'::regclass then 'character' else 'user' end as "to"
           from pg_constraint c
           join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and cardinality(c.conkey) = 1 and c.connamespace = 'public'::regnamespace
            and c.confrelid in ('public.characters'::regclass, 'auth.users'::regclass)
            and has_table_privilege('authenticated', c.conrelid, 'SELECT')
         union all select 'characters', 'id', 'character'
          order by 1, 2`,
      );
      return res.rows.map((p) => ({ ...p, table: p.table.replace(/^public\./, '') }));
    });
    await save(w.player, w.playerCharacter, 'Ashe');
    await save(w.member, w.memberCharacter, 'Bram');
    await roll(w.player, w.playerCharacter);
    await roll(w.member, w.memberCharacter);
  });
  afterAll(async () => {
    await closeAll();
    await db?.stop();
  });

  describe.skipIf(skip)('while the character is in the campaign', () => {
    it('the search covers every table that points at a character or an account', () => {
      const tables = new Set(pointers.map((p) => p.table));
      for (const t of ['campaign_dashboard', 'campaign_rolls', 'characters', 'user_profiles', 'area_loads']) {
        expect(tables, t).toContain(t);
      }
    });

    it('the game master reads exactly what the join page lists', async () => {
      expect(await projection(w.gm, player())).toEqual(expected(() => true));
    });

    it('another player reads the card always, and the rolls only while the log is shared', async () => {
      await shareLog(false);
      expect(await projection(w.member, player())).toEqual(expected((r) => r.players === 'always'));
      await shareLog(true);
      expect(await projection(w.member, player())).toEqual(expected(() => true));
      await shareLog(false);
    });
  });

  describe.skipIf(skip)('after a kick or a leave', () => {
    it("the game master reads none of a kicked player's rolls, conditions, Evasion or thresholds, and hears the rolls go", async () => {
      const gm = as(w.gm);
      const card = () =>
        gm
          .from('campaign_dashboard')
          .select('conditions, evasion, major_threshold, severe_threshold')
          .eq('character_id', w.playerCharacter);
      const rolls = () => gm.from('campaign_rolls').select('id').eq('character_id', w.playerCharacter);
      expect((await card()).data).toEqual([
        { conditions: ['hidden'], evasion: 11, major_threshold: 7, severe_threshold: 14 },
      ]);
      const before = ((await rolls()).data ?? []).map((r) => r.id);
      // The world's roll reported from offline and the one rolled above.
      expect(before.length).toBe(2);
      const fearBefore = await fear();

      const heard: number[] = [];
      await gm.realtime.setAuth(db.token(w.gm));
      const channel: RealtimeChannel = gm.channel('rolls-gm');
      channel.on(
        'postgres_changes' as never,
        { event: 'DELETE', schema: 'public', table: 'campaign_rolls' },
        (p: { old: { id: number } }) => heard.push(p.old.id),
      );
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
        }),
      );

      const kicked = await gm.rpc('kick_from_campaign', { p_dashboard_id: w.playerDashboard });
      expect(kicked.error).toBeNull();
      expect((await card()).data).toEqual([]);
      expect((await rolls()).data).toEqual([]);
      expect(await projection(w.gm, player())).toEqual({});
      await shareLog(true);
      expect(await projection(w.member, player())).toEqual({});
      await shareLog(false);
      // Under a loaded machine the first event of a freshly joined table can take a few seconds.
      await waitFor(() => before.every((id) => heard.includes(id)), 20_000, 'the deletes of the rolls');
      // The Fear the rolls gave is the campaign's and stays.
      expect(await fear()).toBe(fearBefore);
      // The other player's card and rolls are untouched.
      expect(await projection(w.gm, member())).toEqual(expected(() => true));
    });

    it('a player who leaves takes the card and every roll with them', async () => {
      const left = await as(w.member).rpc('leave_campaign', { p_campaign_id: w.campaign });
      expect(left.error).toBeNull();
      expect(await projection(w.gm, member())).toEqual({});
      const own = await as(w.member).from('campaign_rolls').select('id').eq('campaign_id', w.campaign);
      expect(own.data).toEqual([]);
    });
  });
});
