// Upgrades keep data: a database migrated from the FIRST migration to the latest keeps every row. The
// migrations are applied in stages, as successive deploys would (the backend restarted on the same database
// with more files each time); after the migration that creates a table, representative rows of it are written
// as the app wrote them then; after the last migration every row is still there with its data, and still
// readable by its owner through row level security (supabase-js over REST).
import { createJwt, memoryTmpdir, startBackend } from '@duality/supabase-local';
import type { Backend, Claims } from '@duality/supabase-local';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { newCharacter } from '@duality/rules';
import { engines, migrationsDir, supabaseDir } from './harness/db.js';
import { homebrewDocument } from './harness/homebrew-documents.js';
import { KINDS } from './harness/world.js';

const ALL = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort();

/** The migration that creates each table the stages write to (the chain stops after it). */
const CREATES = {
  campaigns: '20260601000300_create_campaigns_characters_and_dashboard.sql',
  profiles: '20260601000400_create_user_profiles.sql',
  homebrew: '20260601000500_create_homebrew_and_campaign_links.sql',
  areaLoads: '20260601001000_area_loads.sql',
} as const;

interface Stage {
  upTo: string;
  write: (db: Backend['db']) => Promise<void>;
}

const user = (name: string) => ({
  id: randomUUID(),
  email: `${name}-${randomUUID().slice(0, 8)}@example.test`,
  name,
});
const gm = user('gm');
const player = user('player');

/** What each table should hold at the end: the rows written, by their key, with the columns written. */
const expected = new Map<string, Map<string, Record<string, unknown>>>();
function remember(table: string, key: string, row: Record<string, unknown>) {
  const rows = expected.get(table) ?? new Map<string, Record<string, unknown>>();
  rows.set(key, row);
  expected.set(table, rows);
}

const as = (u: { id: string; email: string }): Claims => ({
  role: 'authenticated',
  sub: u.id,
  email: u.email,
  aud: 'authenticated',
});

async function insertOne(
  db: Backend['db'],
  claims: Claims | null,
  table: string,
  row: Record<string, unknown>,
  key = 'id',
): Promise<string> {
  const cols = Object.keys(row);
  const sql =
    `insert into public.${table} (${cols.join(', ')}) ` +
    `values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning ${key}::text as key`;
  // jsonb documents travel as JSON text; integer[] lists as arrays.
  const params = cols.map((c) => {
    const v = row[c];
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v;
  });
  const res = claims
    ? await db.withClaims(claims, (tx) => tx.query<{ key: string }>(sql, params))
    : await db.admin((tx) => tx.query<{ key: string }>(sql, params));
  const k = res.rows[0]?.key;
  if (!k) throw new Error(`no row inserted into ${table}`);
  remember(table, k, row);
  return k;
}

/** supabase-js as the user (a token signed with this backend's secret), or as the service role. */
function clientAs(b: Backend, owner: { id: string; email: string } | null): SupabaseClient {
  const jwt = createJwt(b.jwtSecret);
  return createClient(b.url, owner ? b.anonKey : b.serviceRoleKey, {
    ...(owner ? { accessToken: () => jwt.sign({ ...as(owner) }, 3600) } : {}),
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

const keyOf = (table: string) =>
  table === 'user_profiles' ? 'user_id' : table === 'campaign_invites' ? 'campaign_id' : 'id';

const ids: Record<string, string> = {};

const STAGES: Stage[] = [
  {
    upTo: CREATES.campaigns,
    write: async (db) => {
      await db.admin(async (tx) => {
        for (const u of [gm, player]) {
          await tx.query(
            `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at)
             values ($1, 'authenticated', 'authenticated', $2, $3, now())`,
            [u.id, u.email, JSON.stringify({ display_name: u.name })],
          );
        }
      });
      ids.campaign = await insertOne(db, as(gm), 'campaigns', { name: 'The Sablewood', fear: 4 });
      await insertOne(
        db,
        null,
        'campaign_invites',
        { campaign_id: Number(ids.campaign), invite: 'c0ffee'.padEnd(32, '0') },
        'campaign_id',
      );
      ids.character = await insertOne(db, as(player), 'characters', {
        version: '2.0',
        data: { ...newCharacter(), name: 'Ashe', level: 3, pronouns: 'she/her' },
      });
      // A character still in the oldest document version (upgraded by the app when it loads it, not here).
      await insertOne(db, as(player), 'characters', {
        version: '1.0',
        data: { name: 'Old Bram', agility: 2 },
      });
      // Before the join function existed, a membership was a dashboard row written by the database's owner.
      ids.dashboard = await insertOne(db, null, 'campaign_dashboard', {
        campaign_id: Number(ids.campaign),
        character_id: Number(ids.character),
        user_id: player.id,
        character_name: 'Ashe',
        character_class: 'Bard',
        character_level: 3,
        health: { current: 2, max: 6 },
        stress: { current: 1, max: 6 },
        armor: { current: 0, max: 3 },
        hope: { current: 2, max: 6 },
      });
    },
  },
  {
    upTo: CREATES.profiles,
    write: async (db) => {
      await insertOne(db, as(player), 'user_profiles', { items: [1, 2], classes: [7] }, 'user_id');
    },
  },
  {
    upTo: CREATES.homebrew,
    write: async (db) => {
      for (const kind of KINDS) {
        await insertOne(db, as(player), `homebrew_${kind}`, {
          name: `Ashe's ${kind}`,
          public: false,
          data: homebrewDocument(kind),
        });
        const shared = await insertOne(db, as(gm), `homebrew_${kind}`, {
          name: `Table ${kind}`,
          public: true,
          data: homebrewDocument(kind),
        });
        ids[`link_${kind}`] = await insertOne(db, as(gm), `campaign_homebrew_${kind}`, {
          campaign_id: Number(ids.campaign),
          item_id: Number(shared),
        });
      }
    },
  },
  {
    upTo: CREATES.areaLoads,
    write: async (db) => {
      await insertOne(db, null, 'area_loads', {
        area: 'builder',
        version: '2.0.0',
        channel: 'canary',
        outcome: 'failed',
        phase: 'mount',
        message: 'boom',
        user_id: player.id,
      });
    },
  },
  { upTo: ALL[ALL.length - 1] ?? '', write: async () => undefined },
];

/** Which user owns each table's rows (null: nobody reads them back but the service role). */
const OWNER: Record<string, typeof gm | null> = {
  campaigns: gm,
  campaign_invites: gm,
  characters: player,
  campaign_dashboard: player,
  user_profiles: player,
  area_loads: null,
};
function ownerOf(table: string, row: Record<string, unknown>): typeof gm | null {
  if (table.startsWith('campaign_homebrew_')) return gm;
  if (table.startsWith('homebrew_')) return row.public ? gm : player;
  return OWNER[table] ?? null;
}

describe.each(engines())('the migration chain, first to latest, on $kind', ({ kind, skip }) => {
  let scratch: string;
  let backend: Backend | null = null;
  let dbUrl: string | undefined;

  beforeAll(async () => {
    if (skip) return;
    scratch = mkdtempSync(join(memoryTmpdir(), 'duality-chain-'));
    if (kind === 'postgres') {
      const server = inject('postgresServer');
      const name = `chain_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: `${server}/postgres` });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      dbUrl = `${server}/${name}`;
    }
  }, 60_000);
  afterAll(async () => {
    await backend?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it.skipIf(skip)(
    'applies every migration in stages over rows written between them, and keeps every row with its data',
    async () => {
      for (const file of Object.values(CREATES)) expect(ALL).toContain(file);
      expected.clear(); // each engine's run checks only the rows it wrote
      const staged = join(scratch, 'migrations');
      mkdirSync(staged);
      let next = 0;
      for (const stage of STAGES) {
        const until = ALL.indexOf(stage.upTo);
        for (; next <= until; next += 1)
          copyFileSync(join(migrationsDir, ALL[next]!), join(staged, ALL[next]!));
        await backend?.stop();
        backend = await startBackend({
          port: 0,
          dbUrl,
          dataDir: dbUrl ? undefined : join(scratch, 'db'),
          migrationsDir: staged,
          seedFile: join(supabaseDir, 'seed.sql'),
          functionsDir: join(supabaseDir, 'functions'),
          outboxDir: join(scratch, 'outbox'),
        });
        expect(backend.migrations.applied.at(-1)).toBe(stage.upTo);
        await stage.write(backend.db);
      }
      expect(next).toBe(ALL.length);
      const b = backend;
      if (!b) throw new Error('no backend');

      // Every row is there with the data it was written with (read as the database owner)...
      for (const [table, rows] of expected) {
        for (const [k, row] of rows) {
          const res = await b.db.admin((tx) =>
            tx.query(
              `select ${Object.keys(row).join(', ')} from public.${table} where ${keyOf(table)}::text = $1`,
              [k],
            ),
          );
          expect(res.rows, `${table} ${k}`).toEqual([row]);
        }
      }
      // ...and its owner still reads it through row level security (area loads: only the service role).
      for (const [table, rows] of expected) {
        for (const [k, row] of rows) {
          const { data, error } = await clientAs(b, ownerOf(table, row))
            .from(table)
            .select(Object.keys(row).join(','))
            .eq(keyOf(table), k);
          expect(error, `${table} ${k}`).toBeNull();
          expect(data, `${table} ${k} read by its owner`).toEqual([row]);
        }
      }
      const tables = [...expected.keys()].sort();
      expect(tables).toHaveLength(6 + 2 * KINDS.length);
    },
    240_000,
  );
});
