// The policy matrix: every table against anon, the row's owner, a stranger, the campaign owner and a campaign
// member, for select, insert, update and delete, each expectation written out. Each attempt runs in its own
// transaction, rolled back afterwards, as that role under row level security, on PGlite and PostgreSQL 15.
//
// What the four operations mean for a row R of table T:
//   select: R is returned by `select ... where id = R`;
//   insert: a new row like R, in R's owner's name or R's campaign, is accepted;
//   update: `update T set ... where id = R` changes R (0 rows or a policy error = denied);
//   delete: `delete from T where id = R` removes R.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '@duality/supabase-local';
import { readdirSync } from 'node:fs';
import { engines, migrationsDir, sqlState, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { homebrewDocument } from './harness/homebrew-documents.js';
import { buildWorld, KINDS } from './harness/world.js';
import type { World } from './harness/world.js';
import { gmPolicyCases } from './harness/gm-policy-cases.js';

type Verdict = 'allowed' | 'denied';
interface Verdicts {
  select: Verdict;
  insert: Verdict;
  update: Verdict;
  delete: Verdict;
}
const ACTORS = ['anon', 'owner', 'stranger', 'campaignOwner', 'campaignMember'] as const;
type Actor = (typeof ACTORS)[number];

/** Verdicts in the order select, insert, update, delete. */
const v = (select: Verdict, insert: Verdict, update: Verdict, del: Verdict): Verdicts => ({
  select,
  insert,
  update,
  delete: del,
});

interface Case {
  table: string;
  label: string;
  owner: (w: World) => TestUser;
  key?: string;
  id: (w: World) => number;
  /** The insert the actor attempts (actor null = anon). */
  insert: (w: World, actor: TestUser | null) => { sql: string; params: unknown[] };
  /** The SET clause of the update. */
  set: string;
  /** Admin SQL run before/after the insert attempt (e.g. to make room for a one-per-user row). */
  beforeInsert?: (w: World) => { sql: string; params: unknown[] };
  expect: Record<Actor, Verdicts>;
}

const spareOf = (w: World, u: TestUser | null): number =>
  u === w.gm
    ? w.spare.gm
    : u === w.member
      ? w.spare.member
      : u === w.stranger
        ? w.spare.stranger
        : w.spare.player;

/**
 * Tables no API role may touch at all: every privilege revoked from anon and authenticated, written only by
 * security definer functions (the area load limiter's per-client windows and its refused counts).
 */
const internalTables = ['area_load_refusals', 'area_load_windows'];

const cases: Case[] = [
  {
    table: 'area_loads',
    label: "the player's recorded area load",
    owner: (w) => w.player,
    id: (w) => w.playerAreaLoad,
    // In the row owner's name: only that user may report as themselves (anonymous reports carry no user).
    insert: (w) => ({
      sql: `insert into public.area_loads (area, version, channel, outcome, user_id)
            values ('builder', '2.0.0', 'canary', 'loaded', $1)`,
      params: [w.player.id],
    }),
    set: `outcome = 'failed', phase = 'load'`,
    expect: {
      anon: v('denied', 'denied', 'denied', 'denied'),
      owner: v('denied', 'allowed', 'denied', 'denied'),
      stranger: v('denied', 'denied', 'denied', 'denied'),
      campaignOwner: v('denied', 'denied', 'denied', 'denied'),
      campaignMember: v('denied', 'denied', 'denied', 'denied'),
    },
  },
  {
    table: 'campaigns',
    label: "the game master's campaign",
    owner: (w) => w.gm,
    id: (w) => w.campaign,
    insert: (w) => ({
      sql: `insert into public.campaigns (user_id, name) values ($1, 'New')`,
      params: [w.gm.id],
    }),
    set: `name = 'Renamed', fear = 3`,
    expect: {
      anon: v('denied', 'denied', 'denied', 'denied'),
      owner: v('allowed', 'allowed', 'allowed', 'allowed'),
      stranger: v('denied', 'denied', 'denied', 'denied'),
      campaignOwner: v('allowed', 'allowed', 'allowed', 'allowed'),
      campaignMember: v('allowed', 'denied', 'denied', 'denied'),
    },
  },
  {
    table: 'campaign_invites',
    label: "the campaign's invite",
    owner: (w) => w.gm,
    key: 'campaign_id',
    id: (w) => w.campaign,
    insert: (w) => ({
      sql: `insert into public.campaign_invites (campaign_id, invite) values ($1, $2)`,
      params: [w.emptyCampaign, 'f'.repeat(32)],
    }),
    set: `invite = '${'a'.repeat(32)}'`,
    expect: {
      anon: v('denied', 'denied', 'denied', 'denied'),
      owner: v('allowed', 'denied', 'denied', 'denied'),
      stranger: v('denied', 'denied', 'denied', 'denied'),
      campaignOwner: v('allowed', 'denied', 'denied', 'denied'),
      campaignMember: v('denied', 'denied', 'denied', 'denied'),
    },
  },
  {
    table: 'characters',
    label: "the player's character",
    owner: (w) => w.player,
    id: (w) => w.playerCharacter,
    insert: (w) => ({
      sql: `insert into public.characters (user_id, data) values ($1, '{"name":"New"}')`,
      params: [w.player.id],
    }),
    set: `data = data || '{"pronouns":"they"}', expected_revision = revision`,
    expect: {
      anon: v('denied', 'denied', 'denied', 'denied'),
      owner: v('allowed', 'allowed', 'allowed', 'allowed'),
      stranger: v('denied', 'denied', 'denied', 'denied'),
      campaignOwner: v('denied', 'denied', 'denied', 'denied'),
      campaignMember: v('denied', 'denied', 'denied', 'denied'),
    },
  },
  {
    table: 'campaign_dashboard',
    label: "the player's dashboard row",
    owner: (w) => w.player,
    id: (w) => w.playerDashboard,
    // Rows are created by join_campaign only: even a player's own character cannot be inserted directly.
    insert: (w, actor) => ({
      sql: `insert into public.campaign_dashboard (campaign_id, character_id, user_id) values ($1, $2, $3)`,
      params: [w.campaign, spareOf(w, actor), (actor ?? w.player).id],
    }),
    set: `health = '{"current": 3, "max": 6}'`,
    // Written by the character's save only (save_character): not even the player updates it directly.
    expect: {
      anon: v('denied', 'denied', 'denied', 'denied'),
      owner: v('allowed', 'denied', 'denied', 'allowed'),
      stranger: v('denied', 'denied', 'denied', 'denied'),
      campaignOwner: v('allowed', 'denied', 'denied', 'allowed'),
      campaignMember: v('allowed', 'denied', 'denied', 'denied'),
    },
  },
  {
    table: 'user_profiles',
    label: "the player's profile",
    owner: (w) => w.player,
    key: 'user_id',
    id: (w) => w.player.id as unknown as number,
    beforeInsert: (w) => ({
      sql: `delete from public.user_profiles where user_id = $1`,
      params: [w.player.id],
    }),
    insert: (w) => ({ sql: `insert into public.user_profiles (user_id) values ($1)`, params: [w.player.id] }),
    set: `items = array[1, 2]`,
    expect: {
      anon: v('denied', 'denied', 'denied', 'denied'),
      owner: v('allowed', 'allowed', 'allowed', 'allowed'),
      stranger: v('denied', 'denied', 'denied', 'denied'),
      campaignOwner: v('denied', 'denied', 'denied', 'denied'),
      campaignMember: v('denied', 'denied', 'denied', 'denied'),
    },
  },
  ...gmPolicyCases,
  ...KINDS.flatMap((kind): Case[] => {
    const hb = `homebrew_${kind}`;
    const insertAs = (owner: (w: World) => TestUser) => (w: World) => ({
      sql: `insert into public.${hb} (user_id, name, data) values ($1, 'New brew', $2)`,
      params: [owner(w).id, JSON.stringify(homebrewDocument(kind))],
    });
    // The name: any change the owner may make (a document takes only keys its kind knows).
    const set = `name = 'Edited brew'`;
    return [
      {
        table: hb,
        label: "the player's private record",
        owner: (w) => w.player,
        id: (w) => w.homebrew[kind].playerPrivate,
        insert: insertAs((w) => w.player),
        set,
        expect: {
          anon: v('denied', 'denied', 'denied', 'denied'),
          owner: v('allowed', 'allowed', 'allowed', 'allowed'),
          stranger: v('denied', 'denied', 'denied', 'denied'),
          campaignOwner: v('denied', 'denied', 'denied', 'denied'),
          campaignMember: v('denied', 'denied', 'denied', 'denied'),
        },
      },
      {
        table: hb,
        label: "the player's public record",
        owner: (w) => w.player,
        id: (w) => w.homebrew[kind].playerPublic,
        insert: insertAs((w) => w.player),
        set,
        expect: {
          anon: v('allowed', 'denied', 'denied', 'denied'),
          owner: v('allowed', 'allowed', 'allowed', 'allowed'),
          stranger: v('allowed', 'denied', 'denied', 'denied'),
          campaignOwner: v('allowed', 'denied', 'denied', 'denied'),
          campaignMember: v('allowed', 'denied', 'denied', 'denied'),
        },
      },
      {
        table: hb,
        label: "the game master's private record linked to the campaign",
        owner: (w) => w.gm,
        id: (w) => w.homebrew[kind].gmPrivateLinked,
        insert: insertAs((w) => w.gm),
        set,
        expect: {
          anon: v('denied', 'denied', 'denied', 'denied'),
          owner: v('allowed', 'allowed', 'allowed', 'allowed'),
          stranger: v('denied', 'denied', 'denied', 'denied'),
          campaignOwner: v('allowed', 'allowed', 'allowed', 'allowed'),
          campaignMember: v('allowed', 'denied', 'denied', 'denied'),
        },
      },
      {
        table: `campaign_homebrew_${kind}`,
        label: 'the link of that record to the campaign',
        owner: (w) => w.gm,
        id: (w) => w.homebrew[kind].link,
        // Linking the player's public record to the campaign, in the actor's name.
        insert: (w, actor) => ({
          sql: `insert into public.campaign_homebrew_${kind} (campaign_id, item_id, user_id) values ($1, $2, $3)`,
          params: [w.campaign, w.homebrew[kind].playerPublic, (actor ?? w.gm).id],
        }),
        set: `created_at = now()`,
        expect: {
          anon: v('denied', 'denied', 'denied', 'denied'),
          owner: v('allowed', 'allowed', 'denied', 'allowed'),
          stranger: v('denied', 'denied', 'denied', 'denied'),
          campaignOwner: v('allowed', 'allowed', 'denied', 'allowed'),
          campaignMember: v('allowed', 'denied', 'denied', 'denied'),
        },
      },
    ];
  }),
];

/** Runs one write and reads its verdict: any row changed = allowed; no row or a policy error = denied. */
async function writeVerdict(
  db: TestDb,
  actor: TestUser | null,
  run: (tx: Tx) => Promise<number>,
): Promise<Verdict> {
  let changed = 0;
  const code = await sqlState(async () => {
    changed = await db.as(actor, run, { rollback: true });
  });
  if (code === undefined) return changed > 0 ? 'allowed' : 'denied';
  if (code === '42501') return 'denied';
  throw new Error(`unexpected database error ${code}: the attempt did not reach the policies`);
}

async function verdicts(db: TestDb, w: World, c: Case, actor: TestUser | null): Promise<Verdicts> {
  const key = c.key ?? 'id';
  const id = c.id(w);
  const seen = await db.as(actor, (tx) =>
    tx.query<{ n: number }>(`select count(*)::int as n from public.${c.table} where ${key} = $1`, [id]),
  );
  const insert = await writeVerdict(db, actor, async (tx) => {
    if (c.beforeInsert) {
      // Admin preparation inside the same (rolled back) transaction: step out of the role and back in.
      const prep = c.beforeInsert(w);
      await tx.query('reset role');
      await tx.query(prep.sql, prep.params);
      await tx.query(`set local role ${actor ? 'authenticated' : 'anon'}`);
    }
    const { sql, params } = c.insert(w, actor);
    return (await tx.query(sql, params)).affectedRows ?? 0;
  });
  const update = await writeVerdict(
    db,
    actor,
    async (tx) =>
      (await tx.query(`update public.${c.table} set ${c.set} where ${key} = $1`, [id])).affectedRows ?? 0,
  );
  const del = await writeVerdict(
    db,
    actor,
    async (tx) => (await tx.query(`delete from public.${c.table} where ${key} = $1`, [id])).affectedRows ?? 0,
  );
  return { select: (seen.rows[0]?.n ?? 0) > 0 ? 'allowed' : 'denied', insert, update, delete: del };
}

describe.each(engines())('policy matrix on $kind', ({ kind, skip }) => {
  let db: TestDb;
  let w: World;
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    w = await buildWorld(db);
  });
  afterAll(async () => {
    await db?.stop();
  });

  it.skipIf(skip)('covers every table of the public schema, all with row level security', async () => {
    const applied = await db.admin((tx) =>
      tx.query<{ v: string }>(
        `select version || '_' || name || '.sql' as v from supabase_migrations.schema_migrations`,
      ),
    );
    expect(applied.rows.map((r) => r.v).sort()).toEqual(
      readdirSync(migrationsDir)
        .filter((f) => f.endsWith('.sql'))
        .sort(),
    );
    const tables = await db.admin((tx) =>
      tx.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public' order by 1`),
    );
    expect(new Set([...cases.map((c) => c.table), ...internalTables])).toEqual(
      new Set(tables.rows.map((r) => r.t)),
    );
    const noRls = await db.admin((tx) =>
      tx.query(`select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`),
    );
    expect(noRls.rows).toEqual([]);
  });

  it.skipIf(skip).each(internalTables)('%s: no API role may select, insert, update or delete', async (t) => {
    const granted = await db.admin((tx) =>
      tx.query<{ role: string; privilege: string }>(
        `select r.role, p.privilege from unnest(array['anon', 'authenticated']) as r(role)
           cross join unnest(array['select', 'insert', 'update', 'delete']) as p(privilege)
          where has_table_privilege(r.role, 'public.' || $1, p.privilege)`,
        [t],
      ),
    );
    expect(granted.rows).toEqual([]);
  });

  describe.each(cases)('$table: $label', (c) => {
    it.skipIf(skip).each(ACTORS)('as %s', async (actor) => {
      const user =
        actor === 'anon'
          ? null
          : actor === 'owner'
            ? c.owner(w)
            : actor === 'stranger'
              ? w.stranger
              : actor === 'campaignOwner'
                ? w.gm
                : w.member;
      expect(await verdicts(db, w, c, user)).toEqual(c.expect[actor]);
    });
  });
});
