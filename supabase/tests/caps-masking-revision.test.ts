// The database's own rules, on PGlite and PostgreSQL 15: the creation and publish caps with the exact
// messages of supabase/README.md, profanity masking with the rules package's blocklist, the character
// revision that refuses stale writes, and the check constraints that mirror the rules' limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVELS, LIMITS, maskText, PROFANITY_BLOCKLIST, profanityPattern } from '@duality/rules';
import { engines, sqlState, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { homebrewDocument } from './harness/homebrew-documents.js';
import { KINDS, one, type Kind } from './harness/world.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CREATION_CAP_MESSAGE = "You have reached your account's limit on homebrew creations.";
const PUBLISH_CAP_MESSAGE = "You have reached your account's limit on public homebrew creations.";

/** The error a failing call raised (message and SQLSTATE), or null. */
async function failure(fn: () => Promise<unknown>): Promise<{ message: string; code: string } | null> {
  try {
    await fn();
    return null;
  } catch (err) {
    const e = err as { message: string; code: string };
    return { message: e.message, code: e.code };
  }
}

describe.each(engines())('database rules on $kind', ({ kind, skip }) => {
  let db: TestDb;
  let caps: { creation: number; publish: number };
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    const rows = await db.admin((tx) =>
      tx.query<{ key: string; value: number }>(`select key, value from private.settings`),
    );
    const get = (k: string) => rows.rows.find((r) => r.key === k)?.value ?? NaN;
    caps = { creation: get('homebrew_creation_cap'), publish: get('homebrew_publish_cap') };
  });
  afterAll(async () => {
    await db?.stop();
  });

  /** Gives the user n homebrew rows spread over the seven kinds (as the owner, so policies do not interfere). */
  async function fill(user: TestUser, n: number, isPublic: boolean): Promise<void> {
    await db.admin(async (tx) => {
      for (let i = 0; i < n; i++) {
        const kind = KINDS[i % KINDS.length]!;
        await tx.query(
          `insert into public.homebrew_${kind} (user_id, name, public, data) values ($1, $2, $3, $4)`,
          [user.id, `Filler ${i}`, isPublic, JSON.stringify(homebrewDocument(kind))],
        );
      }
    });
  }
  const insertAs = (user: TestUser, kind: Kind, isPublic = false) =>
    db.as(user, (tx) =>
      one<number>(
        tx,
        `insert into public.homebrew_${kind} (name, public, data) values ('One more', $1, $2) returning id`,
        [isPublic, JSON.stringify(homebrewDocument(kind))],
      ),
    );

  describe.skipIf(skip)('caps', () => {
    it('has the documented values (supabase/README.md)', () => {
      expect(caps).toEqual({ creation: 200, publish: 50 });
    });

    it('allows creating up to the creation cap across all seven kinds, then refuses with the spec message', async () => {
      const user = await db.createUser('Prolific');
      await fill(user, caps.creation - 1, false);
      await insertAs(user, 'classes');
      for (const kind of KINDS) {
        const err = await failure(() => insertAs(user, kind));
        expect(err, kind).toEqual({ message: CREATION_CAP_MESSAGE, code: 'PT403' });
      }
      // Deleting one frees a slot.
      await db.as(user, (tx) =>
        tx.query(`delete from public.homebrew_classes where user_id = $1`, [user.id]),
      );
      expect(await insertAs(user, 'weapons')).toBeGreaterThan(0);
    });

    it('two concurrent inserts at one below the cap cannot both get in', async () => {
      const user = await db.createUser('Racer');
      await fill(user, caps.creation - 1, false);
      // The first transaction holds its insert uncommitted for a moment while the second one tries.
      const slow = db.as(user, async (tx) => {
        await tx.query(`insert into public.homebrew_items (name) values ('Slow')`);
        await tx.query(`select pg_sleep(0.4)`);
      });
      const fast = sleep(100).then(() => insertAs(user, 'weapons'));
      const results = await Promise.allSettled([slow, fast]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect((rejected.reason as Error).message).toBe(CREATION_CAP_MESSAGE);
    });

    it('another user is not affected by someone else reaching the cap', async () => {
      const user = await db.createUser('Fresh');
      expect(await insertAs(user, 'items')).toBeGreaterThan(0);
    });

    it('allows publishing up to the publish cap, then refuses publishing (insert or update) with the spec message', async () => {
      const user = await db.createUser('Publisher');
      await fill(user, caps.publish - 1, true);
      await insertAs(user, 'armor', true);
      const privateId = await insertAs(user, 'armor', false);
      expect(await failure(() => insertAs(user, 'items', true))).toEqual({
        message: PUBLISH_CAP_MESSAGE,
        code: 'PT403',
      });
      expect(
        await failure(() =>
          db.as(user, (tx) =>
            tx.query(`update public.homebrew_armor set public = true where id = $1`, [privateId]),
          ),
        ),
      ).toEqual({ message: PUBLISH_CAP_MESSAGE, code: 'PT403' });
      // Editing an already public record is not publishing again.
      const updated = await db.as(user, (tx) =>
        tx.query(`update public.homebrew_armor set name = 'Renamed' where public and user_id = $1`, [
          user.id,
        ]),
      );
      expect(updated.affectedRows).toBeGreaterThan(0);
      // Unpublishing one frees a slot.
      await db.as(user, (tx) =>
        tx.query(
          `update public.homebrew_armor set public = false where id <> $1 and public and user_id = $2`,
          [privateId, user.id],
        ),
      );
      await db.as(user, (tx) =>
        tx.query(`update public.homebrew_armor set public = true where id = $1`, [privateId]),
      );
    });
  });

  describe.skipIf(skip)('profanity masking', () => {
    it('uses exactly the rules package blocklist', async () => {
      const words = await db.admin((tx) =>
        tx.query<{ word: string }>(`select word from private.profanity_blocklist`),
      );
      expect(new Set(words.rows.map((r) => r.word))).toEqual(
        new Set(PROFANITY_BLOCKLIST.map((w) => w.toLowerCase())),
      );
    });

    it('masks every string at any depth except id, created_at and user_id, on insert and update', async () => {
      const user = await db.createUser('Potty');
      const data = {
        ...homebrewDocument('weapons'),
        feature: { name: 'Crap luck', description: 'A shit sword, DAMN sharp.', modify: { agility: 1 } },
      };
      const row = await db.as(user, (tx) =>
        tx.query<{ id: number; name: string; data: typeof data }>(
          `insert into public.homebrew_weapons (name, data) values ('Bullshit Blade', $1) returning id, name, data`,
          [JSON.stringify(data)],
        ),
      );
      const saved = row.rows[0]!;
      const symbols = /^[#@$!%*?]+$/;
      expect(saved.name).toMatch(/^[#@$!%*?]{8} Blade$/);
      expect(saved.data.feature.description).toMatch(/^A [#@$!%*?]{4} sword, [#@$!%*?]{4} sharp\.$/);
      expect(saved.data.feature.name).toMatch(/^[#@$!%*?]{4} luck$/);
      expect(saved.data.feature.modify).toEqual({ agility: 1 });
      // A homebrew document holds only keys its kind knows; the masking itself (shared with the other tables'
      // documents) goes into lists and leaves id, created_at, user_id and non-strings as they are.
      const masked = await db.admin(
        async (tx) =>
          (
            await tx.query<{ v: Record<string, unknown> & { list: string[] } }>(
              `select private.mask_jsonb($1::jsonb, private.profanity_pattern()) as v`,
              [
                JSON.stringify({
                  list: ['fuck', 'classic', 'Scunthorpe', 'ass-kicker'],
                  id: 'shit-id',
                  created_at: 'damn',
                  user_id: 'crap',
                  count: 3,
                  flag: true,
                }),
              ],
            )
          ).rows[0]!.v,
      );
      expect(masked.list[0]).toMatch(symbols);
      expect(masked.list.slice(1, 3)).toEqual(['classic', 'Scunthorpe']);
      expect(masked.list[3]).toMatch(/^[#@$!%*?]{3}-kicker$/);
      expect([masked.id, masked.created_at, masked.user_id, masked.count, masked.flag]).toEqual([
        'shit-id',
        'damn',
        'crap',
        3,
        true,
      ]);

      const updated = await db.as(user, (tx) =>
        one<string>(
          tx,
          `update public.homebrew_weapons set name = 'Twat hammer' where id = $1 returning name`,
          [saved.id],
        ),
      );
      expect(updated).toMatch(/^[#@$!%*?]{4} hammer$/);
    });

    it('masks the same words at the same places as the rules package', async () => {
      const samples = [
        'Plain text with nothing to hide',
        'shit happens; SHIT happens; Shitty day',
        'grass, bass and classes stay, ass goes',
        'fucking motherfucker fucker fucked fuck',
        'bitch_bitches bitches! (prick) "cock"',
        'dickhead dick-head Dick',
        'piss2 2piss piss',
      ];
      const pattern = profanityPattern(PROFANITY_BLOCKLIST);
      const normalize = (s: string) => s.replace(/[#@$!%*?]/g, '#');
      for (const text of samples) {
        const server = await db.admin((tx) =>
          one<string>(tx, `select private.mask_text($1, private.profanity_pattern())`, [text]),
        );
        expect(normalize(server), text).toBe(normalize(maskText(text, pattern, () => 0)));
      }
    });
  });

  describe.skipIf(skip)('character revision', () => {
    it('increments on every write and refuses an update based on an older revision', async () => {
      const user = await db.createUser('Writer');
      const id = await db.as(user, (tx) =>
        one<number>(
          tx,
          `insert into public.characters (data, revision) values ('{"name":"Ashe"}', 40) returning id`,
        ),
      );
      const rev = (sql: string, params: unknown[]) => db.as(user, (tx) => one<number>(tx, sql, params));
      expect(await rev(`select revision from public.characters where id = $1`, [id])).toBe(1);
      expect(
        await rev(
          `update public.characters set data = '{"name":"Ashe II"}', expected_revision = 1, revision = 77
           where id = $1 returning revision`,
          [id],
        ),
      ).toBe(2);
      const stale = await failure(() =>
        rev(
          `update public.characters set data = '{"name":"Old tab"}', expected_revision = 1 where id = $1 returning revision`,
          [id],
        ),
      );
      expect(stale?.code).toBe('PT409');
      expect(stale?.message).toContain('Stale write refused: this character is at revision 2 on the server');
      // An update that does not say which revision it is based on is refused too, never applied blindly.
      const blind = await failure(() =>
        rev(`update public.characters set data = '{"name":"Blind"}' where id = $1 returning revision`, [id]),
      );
      expect(blind).toEqual({
        code: 'PT428',
        message:
          'A character update must carry expected_revision, the revision it is based on (the server is at revision 2).',
      });
      const saved = await db.as(user, (tx) =>
        tx.query(
          `select data ->> 'name' as name, revision, expected_revision from public.characters where id = $1`,
          [id],
        ),
      );
      expect(saved.rows).toEqual([{ name: 'Ashe II', revision: 2, expected_revision: null }]);
    });

    it('refuses putting a character into a campaign without joining through an invite', async () => {
      const user = await db.createUser('Sneaky');
      const gm = await db.createUser('Host');
      const campaign = await db.as(gm, (tx) =>
        one<number>(tx, `insert into public.campaigns (name) values ('Closed table') returning id`),
      );
      expect(
        await sqlState(() =>
          db.as(user, (tx) => tx.query(`insert into public.characters (campaign) values ($1)`, [campaign])),
        ),
      ).toBe('42501');
      const id = await db.as(user, (tx) =>
        one<number>(tx, `insert into public.characters default values returning id`),
      );
      expect(
        await sqlState(() =>
          db.as(user, (tx) =>
            tx.query(
              `update public.characters set campaign = $1, expected_revision = revision where id = $2`,
              [campaign, id],
            ),
          ),
        ),
      ).toBe('42501');
    });
  });

  describe.skipIf(skip)('check constraints mirror the limits', () => {
    const refused = (user: TestUser, sql: string, params: unknown[] = []) =>
      sqlState(() => db.as(user, (tx) => tx.query(sql, params)));

    it('refuses empty or over-long names, oversized documents, non-boolean public and out-of-range numbers', async () => {
      const user = await db.createUser('Limits');
      expect(await refused(user, `insert into public.homebrew_items (name) values ('   ')`)).toBe('23514');
      expect(
        await refused(user, `insert into public.homebrew_items (name) values ($1)`, [
          'x'.repeat(LIMITS.nameMax + 1),
        ]),
      ).toBe('23514');
      expect(
        await refused(user, `insert into public.homebrew_items (name, data) values ('Big', $1)`, [
          JSON.stringify({ description: 'x'.repeat(300_000) }),
        ]),
      ).toBe('23514');
      expect(
        await refused(user, `insert into public.homebrew_items (name, data) values ('List', '[]')`),
      ).toBe('23514');
      expect(
        await refused(user, `insert into public.homebrew_items (name, public) values ('P', 'maybe')`),
      ).toBe('22P02');
      expect(await refused(user, `insert into public.campaigns (name, fear) values ('Fearful', 13)`)).toBe(
        '23514',
      );
      expect(await refused(user, `insert into public.campaigns (name) values ('')`)).toBe('23514');
      expect(
        await refused(user, `insert into public.user_profiles (items) values ($1)`, [
          Array.from({ length: 1001 }, (_, i) => i),
        ]),
      ).toBe('23514');
      // Ids are the server's: none may be chosen on insert or changed later.
      expect(
        await refused(user, `insert into public.homebrew_items (id, name) values (424242, 'Squat')`),
      ).toBe('428C9');
      expect(
        await refused(user, `update public.homebrew_items set id = 424242 where user_id = $1`, [user.id]),
      ).toBe('428C9');
      // Within the limits the same statements pass.
      expect(
        await refused(user, `insert into public.homebrew_items (name) values ($1)`, [
          'x'.repeat(LIMITS.nameMax),
        ]),
      ).toBe(undefined);
      expect(await refused(user, `insert into public.campaigns (name, fear) values ('Fearful', 12)`)).toBe(
        undefined,
      );
    });

    it('keeps each dashboard track a {current, max} within the sheet limits, no more marked than available', async () => {
      const gm = await db.createUser('Keeper');
      const player = await db.createUser('Tracker');
      const campaign = await db.as(gm, (tx) =>
        one<number>(tx, `insert into public.campaigns (name) values ('T') returning id`),
      );
      const invite = await db.as(gm, (tx) =>
        one<string>(tx, `select public.generate_campaign_invite($1)`, [campaign]),
      );
      const ch = await db.as(player, (tx) =>
        one<number>(tx, `insert into public.characters default values returning id`),
      );
      const row = await db.as(player, (tx) =>
        one<number>(tx, `select (public.join_campaign($1, $2)).id`, [invite, ch]),
      );
      // The player cannot write the row at all (save_character does, tests/server-dice.test.ts); the checks
      // hold for every writer, the table's owner included.
      expect(
        await refused(player, `update public.campaign_dashboard set character_level = 2 where id = $1`, [
          row,
        ]),
      ).toBe('42501');
      const set = (value: string) =>
        sqlState(() =>
          db.admin((tx) => tx.query(`update public.campaign_dashboard set ${value} where id = $1`, [row])),
        );
      expect(await set(`health = '{"current": 5, "max": 6}', hope = '{"current": 2, "max": 6}'`)).toBe(
        undefined,
      );
      expect(await set(`health = '{"current": 13, "max": 6}'`)).toBe('23514');
      expect(await set(`hope = '{"current": 2, "max": 11}'`)).toBe('23514');
      expect(await set(`stress = '{"current": 2}'`)).toBe('23514');
      // Never more marked than available.
      expect(await set(`stress = '{"current": 4, "max": 3}'`)).toBe('23514');
      expect(await set(`stress = '{"current": 3, "max": 3}'`)).toBe(undefined);
      // Exactly {current, max}: nothing rides along to the game master's screen.
      expect(await set(`health = '{"current": 1, "max": 6, "pad": "yyyy"}'`)).toBe('23514');
      expect(await set(`hope = '[2, 6]'`)).toBe('23514');
      // A track counts slots: a fraction is refused too (the app reads whole numbers).
      expect(await set(`health = '{"current": 2.5, "max": 6}'`)).toBe('23514');
      expect(await set(`armor = '{"current": 1, "max": 3.5}'`)).toBe('23514');
      expect(await set(`armor = '{"current": 1, "max": 3.0}'`)).toBe(undefined);
      expect(await set(`character_level = ${LEVELS.max + 1}`)).toBe('23514');
      expect(await set(`character_level = ${LEVELS.max}`)).toBe(undefined);
      expect(await set(`campaign_id = campaign_id + 1000`)).toBe('42501');
    });
  });
});
