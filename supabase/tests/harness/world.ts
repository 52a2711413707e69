// The cast every policy test plays with: a game master who owns a campaign, two players whose characters
// joined it, and a stranger; each kind of homebrew in three states (private, public, private and linked).
import type { Tx } from '@duality/supabase-local';
import type { TestDb, TestUser } from './db.js';
import { homebrewDocument } from './homebrew-documents.js';
import { buildGmTable, type GmTableRows } from './gm-world.js';

export const KINDS = [
  'items',
  'weapons',
  'armor',
  'communities',
  'ancestries',
  'subclasses',
  'classes',
] as const;
export type Kind = (typeof KINDS)[number];

export interface KindRows {
  /** The player's private record, linked nowhere. */
  playerPrivate: number;
  /** The player's public record. */
  playerPublic: number;
  /** The game master's private record, linked to the campaign. */
  gmPrivateLinked: number;
  /** The link of gmPrivateLinked to the campaign. */
  link: number;
}

export interface World {
  gm: TestUser;
  player: TestUser;
  member: TestUser;
  stranger: TestUser;
  campaign: number;
  /** A second campaign of the game master, without an invite. */
  emptyCampaign: number;
  invite: string;
  playerCharacter: number;
  memberCharacter: number;
  playerDashboard: number;
  memberDashboard: number;
  /** A character of each user outside any campaign. */
  spare: Record<'gm' | 'player' | 'member' | 'stranger', number>;
  /** A load of an area the player's shell recorded (made by the admin: visitors cannot read it back). */
  playerAreaLoad: number;
  homebrew: Record<Kind, KindRows>;
  /** The game master's table: rolls, countdowns, an encounter (harness/gm-world.ts). */
  gmTable: GmTableRows;
}

export async function one<T>(tx: Tx, sql: string, params: unknown[] = []): Promise<T> {
  const res = await tx.query<Record<string, unknown>>(sql, params);
  const row = res.rows[0];
  if (!row) throw new Error(`no row from: ${sql}`);
  return Object.values(row)[0] as T;
}

async function character(db: TestDb, user: TestUser, name: string): Promise<number> {
  return db.as(user, (tx) =>
    one<number>(tx, `insert into public.characters (data) values ($1) returning id`, [
      JSON.stringify({ name, level: 2 }),
    ]),
  );
}

/** Builds the cast through the same SQL functions and policies the app uses. */
export async function buildWorld(db: TestDb): Promise<World> {
  const [gm, player, member, stranger] = await Promise.all(
    ['Gamemaster', 'Player', 'Member', 'Stranger'].map((n) => db.createUser(n)),
  );
  if (!gm || !player || !member || !stranger) throw new Error('users');
  const campaign = await db.as(gm, (tx) =>
    one<number>(tx, `insert into public.campaigns (name) values ('The Sablewood') returning id`),
  );
  const emptyCampaign = await db.as(gm, (tx) =>
    one<number>(tx, `insert into public.campaigns (name) values ('Spare') returning id`),
  );
  const invite = await db.as(gm, (tx) =>
    one<string>(tx, `select public.generate_campaign_invite($1)`, [campaign]),
  );
  const playerCharacter = await character(db, player, 'Ashe');
  const memberCharacter = await character(db, member, 'Bram');
  const join = (user: TestUser, id: number) =>
    db.as(user, (tx) => one<number>(tx, `select (public.join_campaign($1, $2)).id`, [invite, id]));
  const playerDashboard = await join(player, playerCharacter);
  const memberDashboard = await join(member, memberCharacter);
  const spare = {
    gm: await character(db, gm, 'Spare GM'),
    player: await character(db, player, 'Spare P'),
    member: await character(db, member, 'Spare M'),
    stranger: await character(db, stranger, 'Spare S'),
  };
  await db.as(player, (tx) => tx.query(`insert into public.user_profiles default values`));
  const playerAreaLoad = await db.admin((tx) =>
    one<number>(
      tx,
      `insert into public.area_loads (area, version, channel, outcome, user_id)
       values ('builder', '2.0.0', 'canary', 'loaded', $1) returning id`,
      [player.id],
    ),
  );
  const homebrew = {} as Record<Kind, KindRows>;
  for (const kind of KINDS) {
    const insert = (user: TestUser, name: string, isPublic: boolean) =>
      db.as(user, (tx) =>
        one<number>(
          tx,
          `insert into public.homebrew_${kind} (name, public, data) values ($1, $2, $3) returning id`,
          [name, isPublic, JSON.stringify(homebrewDocument(kind))],
        ),
      );
    const playerPrivate = await insert(player, 'Secret brew', false);
    const playerPublic = await insert(player, 'Shared brew', true);
    const gmPrivateLinked = await insert(gm, 'Table brew', false);
    const link = await db.as(gm, (tx) =>
      one<number>(tx, `select (public.link_campaign_homebrew($1, $2, $3)) ->> 'id'`, [
        kind,
        gmPrivateLinked,
        campaign,
      ]),
    );
    homebrew[kind] = { playerPrivate, playerPublic, gmPrivateLinked, link: Number(link) };
  }
  const gmTable = await buildGmTable(db, { gm, player, campaign, playerCharacter });
  return {
    gm,
    player,
    member,
    stranger,
    campaign,
    emptyCampaign,
    invite,
    playerCharacter,
    memberCharacter,
    playerDashboard,
    memberDashboard,
    spare,
    playerAreaLoad,
    homebrew,
    gmTable,
  };
}
