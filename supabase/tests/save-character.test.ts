// save_character on PGlite and PostgreSQL 15: the character and its dashboard row are written in one
// transaction, the row's name, level, marked counts and conditions come from the saved document (Evasion and
// thresholds from the summary, within the columns), a refused save writes neither row, and only the
// character's owner can save it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { one } from './harness/world.js';

type Outcome = { ok: true; value: Record<string, unknown> } | { ok: false; code: string; message: string };
type Row = Record<string, unknown>;

const summary = (hopeMax: number) => ({
  character_class: 'Bard',
  health: { current: 0, max: 5 },
  stress: { current: 0, max: 6 },
  armor: { current: 0, max: 3 },
  hope: { current: 0, max: hopeMax },
});
const doc = (name: string, hope: number, stress: number) => ({
  name,
  level: 3,
  resources: { health: 1, stress, armor: 0, hope },
});

describe.each(engines())('save_character on $kind', ({ kind, skip }) => {
  let db: TestDb;
  let gm: TestUser;
  let player: TestUser;
  let stranger: TestUser;
  let campaign: number;
  let inCampaign: number;
  let solo: number;
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    [gm, player, stranger] = await Promise.all([
      db.createUser('Gm'),
      db.createUser('Player'),
      db.createUser('Stranger'),
    ]);
    campaign = await db.as(gm, (tx) =>
      one<number>(tx, `insert into public.campaigns (name) values ('Ember Court') returning id`),
    );
    const invite = await db.as(gm, (tx) =>
      one<string>(tx, `select public.generate_campaign_invite($1)`, [campaign]),
    );
    const insert = (name: string) =>
      db.as(player, (tx) =>
        one<number>(tx, `insert into public.characters (data) values ($1) returning id`, [
          JSON.stringify({ name, level: 1 }),
        ]),
      );
    inCampaign = await insert('Ashe');
    solo = await insert('Lone');
    await db.as(player, (tx) => tx.query(`select public.join_campaign($1, $2)`, [invite, inCampaign]));
  });
  afterAll(async () => {
    await db?.stop();
  });

  async function save(user: TestUser | null, id: number, ...args: unknown[]): Promise<Outcome> {
    try {
      const value = await db.as(user, (tx) =>
        one<Row>(tx, `select to_jsonb(public.save_character($1, $2, '2.0', $3, $4))`, [id, ...args]),
      );
      return { ok: true, value };
    } catch (err) {
      const e = err as { code: string; message: string };
      return { ok: false, code: e.code, message: e.message };
    }
  }
  const characterRow = (id: number) =>
    db.admin((tx) => one<Row>(tx, `select to_jsonb(c) from public.characters c where id = $1`, [id]));
  const dashboardRow = (id: number) =>
    db.admin((tx) =>
      one<Row>(tx, `select to_jsonb(d) from public.campaign_dashboard d where character_id = $1`, [id]),
    );
  const revision = async (id: number) => (await characterRow(id)).revision as number;

  describe.skipIf(skip)('one transaction', () => {
    it('writes the character and its dashboard row together, the numbers from the saved document', async () => {
      const at = await revision(inCampaign);
      const res = await save(player, inCampaign, at, JSON.stringify(doc('Ashe Vane', 4, 2)), summary(6));
      expect(res.ok && res.value).toMatchObject({ id: inCampaign, revision: at + 1, campaign });
      expect((await characterRow(inCampaign)).data).toEqual(doc('Ashe Vane', 4, 2));
      expect(await dashboardRow(inCampaign)).toMatchObject({
        character_name: 'Ashe Vane',
        character_level: 3,
        character_class: 'Bard',
        health: { current: 1, max: 5 },
        stress: { current: 2, max: 6 },
        armor: { current: 0, max: 3 },
        hope: { current: 4, max: 6 },
      });
    });

    it('takes the marked counts from the document, not the summary, and keeps them within the size', async () => {
      const at = await revision(inCampaign);
      const lying = { ...summary(3), hope: { current: 0, max: 3 }, stress: { current: 5, max: 6 } };
      expect((await save(player, inCampaign, at, JSON.stringify(doc('Ashe', 5, 1)), lying)).ok).toBe(true);
      const row = await dashboardRow(inCampaign);
      expect(row.stress).toEqual({ current: 1, max: 6 });
      expect(row.hope).toEqual({ current: 3, max: 3 }); // 5 marked, 3 slots: as dashboardSummary clamps
    });

    it('without a summary keeps the class text and sizes and still follows the document', async () => {
      const at = await revision(inCampaign);
      expect((await save(player, inCampaign, at, JSON.stringify(doc('Ashe', 1, 4)), null)).ok).toBe(true);
      expect(await dashboardRow(inCampaign)).toMatchObject({
        character_class: 'Bard',
        stress: { current: 4, max: 6 },
        hope: { current: 1, max: 3 },
      });
    });

    it("writes Evasion and the thresholds from the summary (within the columns) and the document's conditions", async () => {
      const at = await revision(inCampaign);
      // The summary's conditions are not trusted: the row takes the document's, plus Vulnerable when every
      // Stress slot is marked; an unknown one in the document is dropped.
      const sent = {
        ...summary(6),
        evasion: 11,
        major_threshold: 9,
        severe_threshold: 1500,
        conditions: ['hidden'],
      };
      const document = { ...doc('Ashe', 2, 6), conditions: ['restrained', 'frozen'] };
      expect((await save(player, inCampaign, at, JSON.stringify(document), sent)).ok).toBe(true);
      expect(await dashboardRow(inCampaign)).toMatchObject({
        evasion: 11,
        major_threshold: 9,
        severe_threshold: 999,
        conditions: ['restrained', 'vulnerable'],
      });
      // Without a summary the numbers stay; the conditions still follow the document.
      const next = { ...doc('Ashe', 2, 1), conditions: ['hidden'] };
      expect((await save(player, inCampaign, at + 1, JSON.stringify(next), null)).ok).toBe(true);
      expect(await dashboardRow(inCampaign)).toMatchObject({
        evasion: 11,
        major_threshold: 9,
        conditions: ['hidden'],
      });
    });

    it('refuses a row with an unknown condition or an Evasion out of range, written directly', async () => {
      for (const change of [`conditions = '{frozen}'`, `evasion = 120`, `major_threshold = -1`]) {
        // The player cannot write the row directly at all; the table's owner is held to the checks too.
        await expect(
          db.as(player, (tx) =>
            tx.query(`update public.campaign_dashboard set ${change} where character_id = $1`, [inCampaign]),
          ),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(
          db.admin((tx) =>
            tx.query(`update public.campaign_dashboard set ${change} where character_id = $1`, [inCampaign]),
          ),
        ).rejects.toMatchObject({ code: '23514' });
      }
    });

    it('a stale save (409) writes neither row', async () => {
      const at = await revision(inCampaign);
      const before = { character: await characterRow(inCampaign), row: await dashboardRow(inCampaign) };
      const res = await save(player, inCampaign, at - 1, JSON.stringify(doc('Stale', 6, 6)), summary(6));
      expect(res).toMatchObject({ ok: false, code: 'PT409' });
      expect(await characterRow(inCampaign)).toEqual(before.character);
      expect(await dashboardRow(inCampaign)).toEqual(before.row);
    });

    it('cuts the class text to the column, as dashboardSummary does', async () => {
      const at = await revision(inCampaign);
      const tooLong = { ...summary(6), character_class: 'x'.repeat(300) };
      expect((await save(player, inCampaign, at, JSON.stringify(doc('Ashe', 2, 2)), tooLong)).ok).toBe(true);
      expect(((await dashboardRow(inCampaign)).character_class as string).length).toBe(200);
    });

    it('a document the database refuses (not an object) writes neither row', async () => {
      const at = await revision(inCampaign);
      const before = { character: await characterRow(inCampaign), row: await dashboardRow(inCampaign) };
      const refused = await save(player, inCampaign, at, JSON.stringify([1, 2]), summary(3));
      expect(refused).toMatchObject({ ok: false, code: '23514' });
      expect(await characterRow(inCampaign)).toEqual(before.character);
      expect(await dashboardRow(inCampaign)).toEqual(before.row);
    });

    it('a character outside any campaign is saved alone', async () => {
      const at = await revision(solo);
      const res = await save(player, solo, at, JSON.stringify(doc('Lone Star', 2, 0)), summary(6));
      expect(res.ok && res.value).toMatchObject({ id: solo, campaign: null, revision: at + 1 });
      const rows = await db.admin((tx) =>
        tx.query(`select 1 from public.campaign_dashboard where character_id = $1`, [solo]),
      );
      expect(rows.rows).toHaveLength(0);
    });

    it('only the owner saves: a stranger and the game master find no character, a visitor may not call it', async () => {
      const at = await revision(inCampaign);
      const before = { character: await characterRow(inCampaign), row: await dashboardRow(inCampaign) };
      for (const user of [stranger, gm]) {
        expect(await save(user, inCampaign, at, JSON.stringify(doc('Taken', 0, 0)), summary(6))).toEqual({
          ok: false,
          code: 'PT404',
          message: 'Character not found.',
        });
      }
      expect(await save(null, inCampaign, at, JSON.stringify(doc('Taken', 0, 0)), null)).toMatchObject({
        ok: false,
        code: '42501',
      });
      expect(await characterRow(inCampaign)).toEqual(before.character);
      expect(await dashboardRow(inCampaign)).toEqual(before.row);
    });

    it('after a kick the save applies to the character alone', async () => {
      const row = await dashboardRow(inCampaign);
      await db.as(gm, (tx) => tx.query(`select public.kick_from_campaign($1)`, [row.id]));
      const at = await revision(inCampaign);
      const res = await save(player, inCampaign, at, JSON.stringify(doc('Ashe', 3, 3)), summary(6));
      expect(res.ok && res.value).toMatchObject({ campaign: null, revision: at + 1 });
    });
  });
});
