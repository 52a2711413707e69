// The campaign's dice are the server's, through the real protocols on PGlite and PostgreSQL 15: roll_dice draws
// them and its outcome and total are the rules' (rollDualityDice, rollDamage) on many rolls; an action roll with
// Fear gives its Fear in the same call; a roll reported from the browser is checked, stored as offline and gives
// no Fear; nobody rolls for another player's character; the log takes no direct or bulk insert and a burst of
// rolls is limited; a dashboard row is written by the character's save only.
import { dualityOutcome, rollDamage, rollDualityDice, type RollEdge } from '@duality/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClients } from './harness/api-clients.js';
import { engines, sqlState, startDb } from './harness/db.js';
import type { TestDb } from './harness/db.js';
import { scriptDice, unlimitedRolls } from './harness/scripted-dice.js';
import { buildWorld, one } from './harness/world.js';
import type { World } from './harness/world.js';

interface RollRow {
  id: number;
  kind: string;
  hope_die: number | null;
  fear_die: number | null;
  dice: { die: number; value: number }[];
  modifier: number;
  total: number;
  outcome: string | null;
  offline: boolean;
  fear_given: boolean;
  character_name: string;
}

/** A dice source that gives back the faces the server drew, in the order it drew them. */
const replay = (faces: number[]) => {
  let i = 0;
  return (sides: number) => {
    const face = faces[i++];
    if (face === undefined || face > sides) throw new Error(`no face ${face} for a d${sides}`);
    return face;
  };
};

describe.each(engines())('dice the server rolls on $kind', ({ kind, skip }) => {
  let db: TestDb;
  let w: World;
  const { as, closeAll } = apiClients(() => db);
  const fear = () =>
    db.admin((tx) => one<number>(tx, `select fear from public.campaigns where id = $1`, [w.campaign]));
  const setFear = (n: number) =>
    db.admin((tx) => tx.query(`update public.campaigns set fear = $2 where id = $1`, [w.campaign, n]));
  const rollCount = () =>
    db.admin((tx) =>
      one<number>(tx, `select count(*)::int from public.campaign_rolls where campaign_id = $1`, [w.campaign]),
    );
  const roll = async (args: Record<string, unknown>, user = w.player) => {
    const res = await as(user).rpc('roll_dice', { p_character_id: w.playerCharacter, ...args });
    return res as { data: RollRow | null; error: { message: string; code: string } | null };
  };
  const report = async (args: Record<string, unknown>, user = w.player) => {
    const res = await as(user).rpc('report_offline_roll', {
      p_campaign_id: w.campaign,
      p_character_id: w.playerCharacter,
      p_label: 'Agility',
      p_dice: [],
      p_modifier: 0,
      ...args,
    });
    return res as { data: RollRow | null; error: { message: string; code: string } | null };
  };

  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    w = await buildWorld(db);
  });
  afterAll(async () => {
    await closeAll();
    await db?.stop();
  });

  describe.skipIf(skip)('rolls', () => {
    it('a burst of 10 rolls, then a refusal that says why, then rolls again after a moment', async () => {
      // No refill during the burst (a loaded machine must not change the count), then 2 a second again.
      const rate = (n: number) =>
        db.admin((tx) =>
          tx.query(`update private.settings set value = $1 where key = 'rolls_per_second'`, [n]),
        );
      await rate(0);
      const luck = {
        p_character_id: w.memberCharacter,
        p_kind: 'other',
        p_label: 'Luck',
        p_dice: [{ die: 6, count: 1 }],
      };
      const results = [];
      for (let i = 0; i < 11; i++) results.push(await roll(luck, w.member));
      expect(results.slice(0, 10).map((r) => r.error)).toEqual(Array(10).fill(null));
      expect(results[10]!.error).toMatchObject({
        code: 'PT429',
        message: 'Too many rolls at once: wait a moment and roll again (10 in a row, then 0 a second).',
      });
      await rate(2);
      await new Promise((r) => setTimeout(r, 700));
      expect((await roll(luck, w.member)).error).toBeNull();
    });

    it('agrees with the rules on every roll: outcome, critical and total of many action and damage rolls', async () => {
      await unlimitedRolls(db);
      const edges: RollEdge[] = ['none', 'advantage', 'disadvantage'];
      const hopeFaces = new Set<number>();
      for (let i = 0; i < 150; i++) {
        const edge = edges[i % 3]!;
        const modifier = (i % 9) - 3;
        const { data, error } = await roll({
          p_kind: 'action',
          p_label: 'Agility',
          p_modifier: modifier,
          p_edge: edge,
        });
        expect(error).toBeNull();
        const row = data!;
        expect(row.offline).toBe(false);
        const edgeDie = row.dice.map((d) => Math.abs(d.value));
        const rules = rollDualityDice(
          {
            kind: 'action',
            trait: null,
            traitValue: 0,
            edge,
            modifiers: [{ source: 'test', value: modifier }],
          },
          replay([row.hope_die!, row.fear_die!, ...edgeDie]),
        );
        expect(row.dice).toHaveLength(edge === 'none' ? 0 : 1);
        expect(row.outcome).toBe(rules.outcome);
        expect(row.outcome).toBe(dualityOutcome(row.hope_die!, row.fear_die!));
        expect(row.total).toBe(rules.total);
        hopeFaces.add(row.hope_die!);
      }
      // 150 cryptographic d12s show every face (a face missing has odds of about 1 in 400 000).
      expect([...hopeFaces].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (let i = 0; i < 40; i++) {
        const modifier = (i % 11) - 8;
        const { data, error } = await roll({
          p_kind: 'damage',
          p_label: 'Longsword',
          p_modifier: modifier,
          p_dice: [{ die: 10, count: 2 }],
        });
        expect(error).toBeNull();
        const row = data!;
        expect(row.hope_die).toBeNull();
        const rules = rollDamage(
          { damage: '2d10', proficiency: 1, bonus: modifier },
          replay(row.dice.map((d) => d.value)),
        );
        expect(rules.ok && rules.roll.total).toBe(row.total);
        expect(row.dice.every((d) => d.die === 10 && d.value >= 1 && d.value <= 10)).toBe(true);
      }
    });

    it('an action roll with Fear gives the game master one Fear in the same call; Hope, a critical or a reaction none', async () => {
      await unlimitedRolls(db);
      await setFear(2);
      await scriptDice(db, [4, 10]);
      const withFear = await roll({ p_kind: 'action', p_label: 'Agility', p_modifier: 1 });
      expect(withFear.data).toMatchObject({
        outcome: 'fear',
        total: 15,
        fear_given: true,
        character_name: 'Ashe',
      });
      expect(await fear()).toBe(3);
      // The old second step finds the Fear already given.
      const again = await as(w.player).rpc('add_fear_from_roll', { p_roll_id: withFear.data!.id });
      expect(again.error?.message).toBe('This roll has already given its Fear.');
      await scriptDice(db, [9, 2, 7, 7, 2, 9]);
      for (const k of ['action', 'action', 'reaction']) {
        const r = await roll({ p_kind: k, p_label: 'Agility' });
        expect(r.data?.fear_given).toBe(false);
      }
      expect(await fear()).toBe(3);
      await setFear(12);
      await scriptDice(db, [1, 8]);
      expect((await roll({ p_kind: 'action', p_label: 'Agility' })).data?.outcome).toBe('fear');
      expect(await fear()).toBe(12);
    });

    it('a forged roll is refused when it does not add up, and stored as offline with no Fear when it does', async () => {
      await unlimitedRolls(db);
      await setFear(0);
      const before = await rollCount();
      for (const forged of [
        {
          p_kind: 'action',
          p_hope_die: 1,
          p_fear_die: 12,
          p_dice: [{ die: 6, value: 99 }],
          p_modifier: 100,
          p_total: 10000,
        },
        {
          p_kind: 'action',
          p_hope_die: 12,
          p_fear_die: 12,
          p_dice: [{ die: 6, value: 60 }],
          p_modifier: 0,
          p_total: 84,
        },
        { p_kind: 'action', p_hope_die: 3, p_fear_die: 9, p_modifier: 1, p_total: 9999 },
        { p_kind: 'action', p_hope_die: 13, p_fear_die: 9, p_total: 22 },
        { p_kind: 'damage', p_dice: [{ die: 7, value: 5 }], p_total: 5 },
        { p_kind: 'damage', p_dice: [{ die: 8, value: -3 }], p_total: -3 },
        { p_kind: 'damage', p_dice: [{ die: 8, value: 3, pad: 'x' }], p_total: 3 },
      ]) {
        const res = await report(forged);
        expect(res.error?.code, JSON.stringify(forged)).toBe('PT400');
        expect(res.error?.message).toBeTruthy();
      }
      expect(await rollCount()).toBe(before);
      const withFear = await report({
        p_kind: 'action',
        p_hope_die: 2,
        p_fear_die: 11,
        p_dice: [{ die: 6, value: -4 }],
        p_modifier: 2,
        p_total: 11,
      });
      expect(withFear.error).toBeNull();
      expect(withFear.data).toMatchObject({ offline: true, outcome: 'fear', fear_given: false, total: 11 });
      const spend = await as(w.player).rpc('add_fear_from_roll', { p_roll_id: withFear.data!.id });
      expect(spend.error?.message).toBe('A roll made offline gives no Fear: only dice the server rolled do.');
      const damage = await report({
        p_kind: 'damage',
        p_label: 'Dagger',
        p_dice: [{ die: 4, value: 1 }],
        p_modifier: -3,
        p_total: 0,
      });
      expect(damage.data).toMatchObject({ offline: true, total: 0, outcome: null });
      expect(await fear()).toBe(0);
    });

    it("nobody rolls for another player's character, or in a campaign the character is not in", async () => {
      await unlimitedRolls(db);
      const message = 'You roll only for your own character, in the campaign it plays in.';
      const action = { p_kind: 'action', p_label: 'Agility' };
      expect((await roll(action, w.member)).error?.message).toBe(message);
      expect((await roll(action, w.gm)).error?.message).toBe(message);
      const spare = await as(w.stranger).rpc('roll_dice', { p_character_id: w.spare.stranger, ...action });
      expect(spare.error?.message).toBe(message);
      const reported = { p_kind: 'action', p_hope_die: 3, p_fear_die: 9, p_total: 12 };
      expect((await report(reported, w.member)).error?.message).toBe(message);
      expect((await report({ ...reported, p_campaign_id: w.emptyCampaign })).error?.message).toBe(message);
      const anon = await as(null).rpc('roll_dice', { p_character_id: w.playerCharacter, ...action });
      expect(anon.error).not.toBeNull();
    });

    it('the log takes no direct insert, one row or a thousand, from anyone but its two functions', async () => {
      const before = await rollCount();
      const row = {
        campaign_id: w.campaign,
        character_id: w.playerCharacter,
        kind: 'action',
        label: 'Agility',
        hope_die: 12,
        fear_die: 12,
        total: 24,
      };
      expect((await as(w.player).from('campaign_rolls').insert(row)).error?.code).toBe('42501');
      const bulk = Array.from({ length: 1000 }, () => row);
      expect((await as(w.player).from('campaign_rolls').insert(bulk)).error?.code).toBe('42501');
      expect((await as(w.gm).from('campaign_rolls').insert(row)).error?.code).toBe('42501');
      // Even the owner's connection takes one roll per statement (a bulk insert would empty the 200-roll log).
      const many = await sqlState(() =>
        db.admin((tx) =>
          tx.query(
            `insert into public.campaign_rolls (campaign_id, character_id, user_id, kind, label, total)
             select $1, $2, $3, 'damage', 'Longsword', n from generate_series(1, 2) n`,
            [w.campaign, w.playerCharacter, w.player.id],
          ),
        ),
      );
      expect(many).toBe('PT400');
      expect(await rollCount()).toBe(before);
    });
  });

  describe.skipIf(skip)('dashboard rows', () => {
    const save = async (name: string, summary: Record<string, unknown> | null) => {
      const at = await db.admin((tx) =>
        one<number>(tx, `select revision from public.characters where id = $1`, [w.playerCharacter]),
      );
      return as(w.player).rpc('save_character', {
        p_id: w.playerCharacter,
        p_expected_revision: at,
        p_version: '1.0.0',
        p_data: { name, level: 2, resources: { health: 1 } },
        p_summary: summary,
      });
    };
    const row = () =>
      db.admin(
        async (tx) =>
          (await tx.query(`select * from public.campaign_dashboard where id = $1`, [w.playerDashboard]))
            .rows[0],
      );

    it('a player cannot update their dashboard row directly; the save writes it', async () => {
      const before = await row();
      const direct = await as(w.player)
        .from('campaign_dashboard')
        .update({ health: { current: 0, max: 12, pad: 'y'.repeat(100_000) }, evasion: 99 })
        .eq('id', w.playerDashboard);
      expect(direct.error?.code).toBe('42501');
      expect(await row()).toEqual(before);
      const saved = await save('Ashe', { health: { max: 6 } });
      expect(saved.error).toBeNull();
      expect(await row()).toMatchObject({ character_name: 'Ashe', health: { current: 1, max: 6 } });
    });

    it("a save cannot take another character's name in the campaign", async () => {
      expect((await save('  bram ', null)).error).toBeNull();
      expect((await row())?.character_name).toBe('bram (2)');
      const r = await roll({ p_kind: 'action', p_label: 'Agility' });
      expect(r.data?.character_name).toBe('bram (2)');
      expect((await save('Ashe', null)).error).toBeNull();
      expect((await row())?.character_name).toBe('Ashe');
    });

    it("another player's save cannot write this row, and a track is exactly {current, max}", async () => {
      const at = await db.admin((tx) =>
        one<number>(tx, `select revision from public.characters where id = $1`, [w.playerCharacter]),
      );
      const theirs = await as(w.member).rpc('save_character', {
        p_id: w.playerCharacter,
        p_expected_revision: at,
        p_version: '1.0.0',
        p_data: { name: 'Mine now' },
        p_summary: null,
      });
      expect(theirs.error?.code).toBe('PT404');
      const padded = await sqlState(() =>
        db.admin((tx) =>
          tx.query(
            `update public.campaign_dashboard set health = '{"current": 1, "max": 6, "pad": "y"}' where id = $1`,
            [w.playerDashboard],
          ),
        ),
      );
      expect(padded).toBe('23514');
    });
  });
});
