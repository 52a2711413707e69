// The game master's table through the real protocols (supabase-js → REST, RPC and realtime of the embedded
// backend), on PGlite and PostgreSQL 15: Fear only from a roll with Fear the server rolled, once per roll, capped
// at 12, never set by a player; the roll log for the GM and, when shared, the players; a hidden countdown or card never reaches a
// player; a third user reads none of it; every JSON column is size-limited.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { COUNTDOWN_KINDS, COUNTDOWN_LOOPS, COUNTDOWN_MAX, ENCOUNTER_LIMITS, FEAR_MAX } from '@duality/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClients, waitFor } from './harness/api-clients.js';
import { engines, sqlState, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { rollValues } from './harness/gm-world.js';
import { scriptDice, unlimitedRolls } from './harness/scripted-dice.js';
import { buildWorld, one } from './harness/world.js';
import type { World } from './harness/world.js';

const GM_TABLES = [
  'campaign_settings',
  'campaign_rolls',
  'campaign_countdowns',
  'campaign_encounters',
  'campaign_encounter_adversaries',
];

describe.each(engines())("the game master's table on $kind", ({ kind, skip }) => {
  let db: TestDb;
  let w: World;
  const { as, closeAll } = apiClients(() => db);
  const fear = () =>
    db.admin((tx) => one<number>(tx, `select fear from public.campaigns where id = $1`, [w.campaign]));
  const setFear = (n: number) =>
    db.admin((tx) => tx.query(`update public.campaigns set fear = $2 where id = $1`, [w.campaign, n]));
  /** A roll the server makes for the user's character, its Duality Dice scripted; returns its row. */
  const roll = async (user: TestUser, character: number, hope: number, fearDie: number, kind = 'action') => {
    await scriptDice(db, [hope, fearDie]);
    const { data, error } = await as(user).rpc('roll_dice', {
      p_character_id: character,
      p_kind: kind,
      p_label: 'Agility',
      p_modifier: 1,
    });
    expect(error).toBeNull();
    return data as {
      id: number;
      outcome: string;
      character_name: string;
      fear_given: boolean;
      total: number;
    };
  };

  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    w = await buildWorld(db);
    await unlimitedRolls(db);
  });
  afterAll(async () => {
    await closeAll();
    await db?.stop();
  });

  describe.skipIf(skip)('Fear from rolls', () => {
    it('a roll with Fear gives exactly one Fear, once, and the outcome comes from the dice', async () => {
      await setFear(2);
      const r = await roll(w.player, w.playerCharacter, 4, 10);
      expect(r).toMatchObject({ outcome: 'fear', character_name: 'Ashe', fear_given: true, total: 15 });
      expect(await fear()).toBe(3);
      const again = await as(w.player).rpc('add_fear_from_roll', { p_roll_id: r.id });
      expect(again.error?.message).toBe('This roll has already given its Fear.');
      expect(await fear()).toBe(3);
    });
    it('two rolls with Fear at once add two Fear, and asking again at once adds none', async () => {
      await setFear(0);
      await scriptDice(db, [1, 12, 2, 11]);
      const rolls = await Promise.all(
        [w.player, w.member].map((user) =>
          as(user).rpc('roll_dice', {
            p_character_id: user === w.player ? w.playerCharacter : w.memberCharacter,
            p_kind: 'action',
            p_label: 'Agility',
          }),
        ),
      );
      expect(rolls.map((r) => [r.error, r.data?.outcome])).toEqual([
        [null, 'fear'],
        [null, 'fear'],
      ]);
      expect(await fear()).toBe(2);
      const id = (rolls[1]!.data as { id: number }).id;
      const results = await Promise.all(
        [1, 2].map(() => as(w.member).rpc('add_fear_from_roll', { p_roll_id: id })),
      );
      expect(results.filter((x) => x.error === null)).toHaveLength(0);
      expect(await fear()).toBe(2);
    });
    it('no Fear without a roll with Fear: Hope, a critical, a reaction roll, or no roll at all', async () => {
      await setFear(5);
      const player = as(w.player);
      for (const [h, f, k] of [
        [9, 2, 'action'],
        [7, 7, 'action'],
        [2, 9, 'reaction'],
      ] as const) {
        const r = await roll(w.player, w.playerCharacter, h, f, k);
        expect(r.fear_given).toBe(false);
        const res = await player.rpc('add_fear_from_roll', { p_roll_id: r.id });
        expect(res.error?.message).toBe('Only an action roll with Fear gives the game master a Fear.');
      }
      const none = await player.rpc('add_fear_from_roll', { p_roll_id: 999_999 });
      expect(none.error?.message).toBe('That roll is not one of yours in this campaign.');
      expect(await fear()).toBe(5);
    });
    it("nobody spends another player's roll, and a stranger cannot reach one", async () => {
      await setFear(5);
      const r = await roll(w.player, w.playerCharacter, 1, 8);
      expect(await fear()).toBe(6);
      for (const user of [w.member, w.stranger, w.gm]) {
        const res = await as(user).rpc('add_fear_from_roll', { p_roll_id: r.id });
        expect(res.error?.message, user.name).toBe('That roll is not one of yours in this campaign.');
      }
      expect(await fear()).toBe(6);
    });
    it('Fear never goes above 12', async () => {
      await setFear(12);
      const r = await roll(w.player, w.playerCharacter, 1, 8);
      expect(r.fear_given).toBe(true);
      expect(await fear()).toBe(12);
    });
    it('the game master changes Fear by an amount, and a Fear from a roll at the same moment is kept', async () => {
      await setFear(5);
      await scriptDice(db, [2, 11]);
      const [spent, given] = await Promise.all([
        as(w.gm).rpc('change_fear', { p_campaign_id: w.campaign, p_delta: -1 }),
        as(w.player).rpc('roll_dice', {
          p_character_id: w.playerCharacter,
          p_kind: 'action',
          p_label: 'Agility',
        }),
      ]);
      expect(spent.error).toBeNull();
      expect(given.error).toBeNull();
      expect(await fear()).toBe(5);
      expect((await as(w.gm).rpc('change_fear', { p_campaign_id: w.campaign, p_delta: 12 })).data).toBe(12);
      expect((await as(w.gm).rpc('change_fear', { p_campaign_id: w.campaign, p_delta: -12 })).data).toBe(0);
      const tooMuch = await as(w.gm).rpc('change_fear', { p_campaign_id: w.campaign, p_delta: 13 });
      expect(tooMuch.error?.message).toBe('Fear changes by at most 12 at a time.');
      for (const user of [w.player, w.member, w.stranger]) {
        const res = await as(user).rpc('change_fear', { p_campaign_id: w.campaign, p_delta: 1 });
        expect(res.error?.message, user.name).toBe('Only the game master of this campaign changes its Fear.');
      }
      expect(await fear()).toBe(0);
    });
    it('a player cannot set or spend Fear; the game master can', async () => {
      await setFear(4);
      for (const user of [w.player, w.member, w.stranger]) {
        const res = await as(user).from('campaigns').update({ fear: 12 }).eq('id', w.campaign).select('id');
        expect(res.data ?? [], user.name).toEqual([]);
      }
      expect(await fear()).toBe(4);
      const spent = await as(w.gm).from('campaigns').update({ fear: 3 }).eq('id', w.campaign).select('fear');
      expect(spent.data).toEqual([{ fear: 3 }]);
    });
    it('a player cannot log a roll for someone else’s character or in a campaign they are not in', async () => {
      const refused = 'You roll only for your own character, in the campaign it plays in.';
      const theirs = await as(w.member).rpc('roll_dice', {
        p_character_id: w.playerCharacter,
        p_kind: 'action',
        p_label: 'Agility',
      });
      expect(theirs.error?.message).toBe(refused);
      const elsewhere = await as(w.stranger).rpc('report_offline_roll', {
        p_campaign_id: w.campaign,
        p_character_id: w.spare.stranger,
        p_kind: 'action',
        p_label: 'Agility',
        p_hope_die: 1,
        p_fear_die: 9,
        p_modifier: 1,
        p_total: 11,
      });
      expect(elsewhere.error?.message).toBe(refused);
      // The server's columns are not the client's: no direct insert, so no forged fear_given either.
      const forged = await as(w.player)
        .from('campaign_rolls')
        .insert({
          campaign_id: w.campaign,
          character_id: w.playerCharacter,
          ...rollValues(1, 9),
          fear_given: true,
        });
      expect(forged.error?.code).toBe('42501');
    });
  });

  describe.skipIf(skip)('the roll log', () => {
    it('the game master reads every roll; the other player only once the log is shared', async () => {
      const r = await roll(w.player, w.playerCharacter, 6, 5);
      const read = async (user: TestUser) =>
        (await as(user).from('campaign_rolls').select('id').eq('id', r.id)).data ?? [];
      expect(await read(w.gm)).toHaveLength(1);
      expect(await read(w.player)).toHaveLength(1);
      expect(await read(w.member)).toEqual([]);
      const share = await as(w.gm)
        .from('campaign_settings')
        .update({ roll_log_shared: true })
        .eq('campaign_id', w.campaign)
        .select('roll_log_shared');
      expect(share.data).toEqual([{ roll_log_shared: true }]);
      expect(await read(w.member)).toHaveLength(1);
      expect(await read(w.stranger)).toEqual([]);
      await as(w.gm)
        .from('campaign_settings')
        .update({ roll_log_shared: false })
        .eq('campaign_id', w.campaign);
      expect(await read(w.member)).toEqual([]);
    });
    it('keeps the last 200 rolls of the campaign', async () => {
      // One row per statement (the log refuses a bulk insert, even the owner's).
      await db.admin((tx) =>
        tx.query(
          `do $$ begin for n in 1..230 loop
             insert into public.campaign_rolls (campaign_id, character_id, user_id, kind, label, total)
             values (${w.campaign}, ${w.playerCharacter}, '${w.player.id}', 'damage', 'Longsword', n);
           end loop; end $$`,
        ),
      );
      const last = await roll(w.player, w.playerCharacter, 2, 3);
      const kept = await db.admin((tx) =>
        tx.query<{ n: number; newest: string }>(
          `select count(*)::int as n, max(id)::text as newest from public.campaign_rolls where campaign_id = $1`,
          [w.campaign],
        ),
      );
      expect(kept.rows[0]).toEqual({ n: 200, newest: String(last.id) });
    });
  });

  describe.skipIf(skip)('countdowns and encounter cards', () => {
    it('a player reads visible countdowns and revealed cards only, and no encounter', async () => {
      const member = as(w.member);
      const countdowns = await member.from('campaign_countdowns').select('id').eq('campaign_id', w.campaign);
      expect(countdowns.data).toEqual([{ id: w.gmTable.visibleCountdown }]);
      const cards = await member.from('campaign_encounter_adversaries').select('id, adversary_id');
      expect(cards.data).toEqual([{ id: w.gmTable.revealedCard, adversary_id: 'core_adversary_bear' }]);
      expect((await member.from('campaign_encounters').select('id')).data).toEqual([]);
      const gm = as(w.gm);
      expect(
        (await gm.from('campaign_countdowns').select('id').eq('campaign_id', w.campaign)).data,
      ).toHaveLength(2);
      expect((await gm.from('campaign_encounter_adversaries').select('id')).data).toHaveLength(2);
    });
    it('a player cannot tick, reveal or add anything', async () => {
      const player = as(w.player);
      const tick = await player
        .from('campaign_countdowns')
        .update({ value: 1 })
        .eq('id', w.gmTable.visibleCountdown)
        .select();
      expect(tick.data).toEqual([]);
      const reveal = await player
        .from('campaign_encounter_adversaries')
        .update({ revealed: true })
        .eq('id', w.gmTable.hiddenCard)
        .select();
      expect(reveal.data).toEqual([]);
      const add = await player
        .from('campaign_countdowns')
        .insert({ campaign_id: w.campaign, name: 'Mine', start: 3, value: 3 });
      expect(add.error?.code).toBe('42501');
    });
    it('a hidden countdown never reaches a player over realtime, while a visible one does', async () => {
      const seen: { name: string; visible: boolean }[] = [];
      const member = as(w.member);
      await member.realtime.setAuth(db.token(w.member));
      const channel: RealtimeChannel = member.channel('countdowns-member');
      channel.on(
        'postgres_changes' as never,
        { event: '*', schema: 'public', table: 'campaign_countdowns' },
        (p: { new: { name: string; visible: boolean } }) =>
          seen.push({ name: p.new.name, visible: p.new.visible }),
      );
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
        }),
      );
      const gm = as(w.gm);
      const writes = [
        await gm
          .from('campaign_countdowns')
          .insert({ campaign_id: w.campaign, name: 'Secret plan', start: 4, value: 4 }),
        await gm.from('campaign_countdowns').update({ value: 3 }).eq('id', w.gmTable.hiddenCountdown),
        await gm.from('campaign_countdowns').update({ value: 5 }).eq('id', w.gmTable.visibleCountdown),
      ];
      expect(writes.map((x) => x.error)).toEqual([null, null, null]);
      // Under a loaded machine the first event of a freshly joined table can take a few seconds.
      // The visible tick comes after the hidden writes: once it arrives, the hidden ones have had their chance.
      await waitFor(() => seen.length > 0, 20_000, 'the visible countdown to tick on the player’s page');
      expect(seen).toEqual([{ name: 'The bridge gives way', visible: true }]);
    });
    it('hiding a revealed card reaches a player as a delete; the game master keeps a hidden copy with its marks', async () => {
      const gm = as(w.gm);
      const made = await gm
        .from('campaign_encounter_adversaries')
        .insert({
          encounter_id: w.gmTable.encounter,
          campaign_id: w.campaign,
          adversary_id: 'core_adversary_dire_wolf',
          label: 'Wolf',
          position: 5,
          hp_marked: 2,
          conditions: ['Restrained'],
          revealed: true,
        })
        .select('id')
        .single();
      expect(made.error).toBeNull();
      const cardId = (made.data as { id: number }).id;
      const member = as(w.member);
      await member.realtime.setAuth(db.token(w.member));
      const heard: { type: string; id: number }[] = [];
      const channel: RealtimeChannel = member.channel('cards-member');
      channel.on(
        'postgres_changes' as never,
        { event: '*', schema: 'public', table: 'campaign_encounter_adversaries' },
        (p: { eventType: string; new: { id?: number }; old: { id?: number } }) =>
          heard.push({ type: p.eventType, id: (p.eventType === 'DELETE' ? p.old.id : p.new.id) ?? 0 }),
      );
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
        }),
      );
      // Neither a player nor a stranger hides it.
      for (const user of [w.member, w.stranger]) {
        const refused = await as(user).rpc('conceal_encounter_card', { p_card_id: cardId });
        expect(refused.error?.message, user.name).toBe(
          'Only the game master of this campaign hides its adversary cards.',
        );
      }
      const hidden = await gm.rpc('conceal_encounter_card', { p_card_id: cardId });
      expect(hidden.error).toBeNull();
      const [copy] = hidden.data as {
        id: number;
        label: string;
        position: number;
        hp_marked: number;
        conditions: string[];
        revealed: boolean;
      }[];
      expect(copy).toMatchObject({
        label: 'Wolf',
        position: 5,
        hp_marked: 2,
        conditions: ['Restrained'],
        revealed: false,
      });
      expect(copy?.id).not.toBe(cardId);
      await waitFor(
        () => heard.some((h) => h.type === 'DELETE'),
        20_000,
        'the hidden card to leave the player’s page',
      );
      expect(heard).toEqual([{ type: 'DELETE', id: cardId }]);
      const read = await member
        .from('campaign_encounter_adversaries')
        .select('id')
        .eq('id', copy?.id ?? 0);
      expect(read.data).toEqual([]);
      // Hiding a hidden card changes nothing.
      const again = await gm.rpc('conceal_encounter_card', { p_card_id: copy?.id ?? 0 });
      expect((again.data as { id: number }[])[0]?.id).toBe(copy?.id);
      await member.removeChannel(channel);
      await gm
        .from('campaign_encounter_adversaries')
        .delete()
        .eq('id', copy?.id ?? 0);
    });
    it('hiding a countdown is one update: a player hears a delete, the game master gets a hidden copy with its values', async () => {
      const gm = as(w.gm);
      const made = await gm
        .from('campaign_countdowns')
        .insert({
          campaign_id: w.campaign,
          name: 'Storm',
          kind: 'progress',
          loop: 'loop',
          start: 5,
          value: 2,
          long_term: true,
          visible: true,
        })
        .select('id, created_at')
        .single();
      expect(made.error).toBeNull();
      const shown = made.data as { id: number; created_at: string };
      const member = as(w.member);
      await member.realtime.setAuth(db.token(w.member));
      const heard: { type: string; id: number }[] = [];
      const channel: RealtimeChannel = member.channel('countdowns-hide-member');
      channel.on(
        'postgres_changes' as never,
        { event: '*', schema: 'public', table: 'campaign_countdowns' },
        (p: { eventType: string; new: { id?: number }; old: { id?: number } }) =>
          heard.push({ type: p.eventType, id: (p.eventType === 'DELETE' ? p.old.id : p.new.id) ?? 0 }),
      );
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
        }),
      );
      // Neither a player nor a stranger hides it.
      for (const user of [w.member, w.stranger]) {
        const refused = await as(user)
          .from('campaign_countdowns')
          .update({ visible: false })
          .eq('id', shown.id)
          .select('id');
        expect(refused.data, user.name).toEqual([]);
      }
      const hidden = await gm.from('campaign_countdowns').update({ visible: false }).eq('id', shown.id);
      expect(hidden.error).toBeNull();
      const found = await gm.from('campaign_countdowns').select('*').eq('name', 'Storm');
      expect(found.data).toHaveLength(1);
      const [copy] = found.data as { id: number }[];
      expect(copy).toMatchObject({
        campaign_id: w.campaign,
        name: 'Storm',
        kind: 'progress',
        loop: 'loop',
        start: 5,
        value: 2,
        long_term: true,
        visible: false,
        created_at: shown.created_at,
      });
      expect(copy?.id).not.toBe(shown.id);
      await waitFor(
        () => heard.some((h) => h.type === 'DELETE'),
        20_000,
        'the hidden countdown to leave the player’s page',
      );
      expect(heard).toEqual([{ type: 'DELETE', id: shown.id }]);
      expect(
        (
          await member
            .from('campaign_countdowns')
            .select('id')
            .eq('id', copy?.id ?? 0)
        ).data,
      ).toEqual([]);
      const left = await gm
        .from('campaign_countdowns')
        .select('id')
        .in('id', [shown.id, copy?.id ?? 0]);
      expect(left.data).toEqual([{ id: copy?.id }]);
      // Hiding a hidden countdown, or showing one, keeps its id.
      await gm
        .from('campaign_countdowns')
        .update({ visible: false, value: 1 })
        .eq('id', copy?.id ?? 0);
      await gm
        .from('campaign_countdowns')
        .update({ visible: true })
        .eq('id', copy?.id ?? 0);
      const kept = await gm.from('campaign_countdowns').select('id, value, visible').eq('name', 'Storm');
      expect(kept.data).toEqual([{ id: copy?.id, value: 1, visible: true }]);
      await member.removeChannel(channel);
      await gm
        .from('campaign_countdowns')
        .delete()
        .eq('id', copy?.id ?? 0);
    });
    it('hides a countdown of a campaign at its cap of 50 countdowns (the shown row goes before its copy comes)', async () => {
      const gm = as(w.gm);
      const campaign = await gm.from('campaigns').insert({ name: 'Fifty clocks' }).select('id').single();
      expect(campaign.error).toBeNull();
      const id = (campaign.data as { id: number }).id;
      const clocks = Array.from({ length: 50 }, (_, i) => ({
        campaign_id: id,
        name: `Clock ${i + 1}`,
        start: 4,
        value: 4,
        visible: true,
      }));
      const made = await gm.from('campaign_countdowns').insert(clocks).select('id').order('id');
      expect(made.error).toBeNull();
      const first = (made.data as { id: number }[])[0]!.id;
      const hidden = await gm.from('campaign_countdowns').update({ visible: false }).eq('id', first);
      expect(hidden.error).toBeNull();
      const rows = await gm.from('campaign_countdowns').select('name, visible').eq('campaign_id', id);
      expect(rows.data).toHaveLength(50);
      expect((rows.data as { name: string; visible: boolean }[]).filter((r) => !r.visible)).toEqual([
        { name: 'Clock 1', visible: false },
      ]);
      await gm.from('campaigns').delete().eq('id', id);
    });
  });

  describe.skipIf(skip)('a third user and the limits', () => {
    it('a stranger reads none of the game master’s table through the API', async () => {
      const stranger = as(w.stranger);
      for (const table of GM_TABLES) {
        const { data, error } = await stranger.from(table).select('*');
        expect(error, table).toBeNull();
        expect(data, table).toEqual([]);
      }
    });
    it('every JSON column refuses an oversized value', async () => {
      const huge = Array.from({ length: 30 }, () => ({ die: 6, value: 'x'.repeat(100) }));
      // The sheet's report is refused before it reaches the column; the column refuses it too.
      const reported = await as(w.player).rpc('report_offline_roll', {
        p_campaign_id: w.campaign,
        p_character_id: w.playerCharacter,
        p_kind: 'action',
        p_label: 'Agility',
        p_hope_die: 1,
        p_fear_die: 2,
        p_dice: huge,
        p_modifier: 1,
        p_total: 4,
      });
      expect(reported.error?.code).toBe('PT400');
      const dice = await sqlState(() =>
        db.admin((tx) =>
          tx.query(
            `insert into public.campaign_rolls (campaign_id, character_id, user_id, kind, label, hope_die, fear_die, dice, total)
             values ($1, $2, $3, 'action', 'Agility', 1, 2, $4, 3)`,
            [w.campaign, w.playerCharacter, w.player.id, JSON.stringify(huge)],
          ),
        ),
      );
      expect(dice).toBe('23514');
      const gm = as(w.gm);
      const plan = await gm
        .from('campaign_encounters')
        .insert({ campaign_id: w.campaign, name: 'Big', plan: { note: 'x'.repeat(5000) } });
      expect(plan.error?.code).toBe('23514');
      for (const conditions of [['x'.repeat(41)], Array(11).fill('Hidden'), [3], { a: 1 }]) {
        const card = await gm
          .from('campaign_encounter_adversaries')
          .update({ conditions })
          .eq('id', w.gmTable.hiddenCard);
        expect(card.error?.code, JSON.stringify(conditions)).toBe('23514');
      }
      const ok = await gm
        .from('campaign_encounter_adversaries')
        .update({ conditions: ['Vulnerable', 'Poisoned'], hp_marked: 4 })
        .eq('id', w.gmTable.hiddenCard)
        .select('conditions, hp_marked');
      expect(ok.data).toEqual([{ conditions: ['Vulnerable', 'Poisoned'], hp_marked: 4 }]);
    });
    it('the database takes exactly the countdowns, cards and Fear the rules define', async () => {
      const insert = (kind: string, loop: string, start: number) =>
        sqlState(() =>
          db.as(
            w.gm,
            (tx) =>
              tx.query(
                `insert into public.campaign_countdowns (campaign_id, name, kind, loop, start, value)
                 values ($1, 'Rule', $2, $3, $4, $4)`,
                [w.campaign, kind, loop, start],
              ),
            { rollback: true },
          ),
        );
      for (const kind of COUNTDOWN_KINDS)
        for (const loop of COUNTDOWN_LOOPS) expect(await insert(kind, loop, COUNTDOWN_MAX)).toBeUndefined();
      expect(await insert('looping', 'none', 3)).toBe('23514');
      expect(await insert('standard', 'none', COUNTDOWN_MAX + 1)).toBe('23514');
      const marked = (n: number) =>
        sqlState(() =>
          db.as(
            w.gm,
            (tx) =>
              tx.query(`update public.campaign_encounter_adversaries set hp_marked = $2 where id = $1`, [
                w.gmTable.hiddenCard,
                n,
              ]),
            { rollback: true },
          ),
        );
      expect(await marked(ENCOUNTER_LIMITS.marked)).toBeUndefined();
      expect(await marked(ENCOUNTER_LIMITS.marked + 1)).toBe('23514');
      expect(await sqlState(() => setFear(FEAR_MAX + 1))).toBe('23514');
    });
    it('a card cannot point at another campaign’s encounter, and a row cannot move campaigns', async () => {
      const code = await sqlState(() =>
        db.as(w.gm, (tx) =>
          tx.query(
            `insert into public.campaign_encounter_adversaries (encounter_id, campaign_id, adversary_id)
             values ($1, $2, 'core_adversary_bear')`,
            [w.gmTable.encounter, w.emptyCampaign],
          ),
        ),
      );
      expect(code).toBe('23503');
      const move = await sqlState(() =>
        db.as(w.gm, (tx) =>
          tx.query(`update public.campaign_countdowns set campaign_id = $2 where id = $1`, [
            w.gmTable.visibleCountdown,
            w.emptyCampaign,
          ]),
        ),
      );
      expect(move).toBe('42501');
    });
    it('the tables are in the realtime publication the backend uses', async () => {
      // A server with publications uses supabase_realtime; one without reads the emulated list instead.
      const published = await db.admin(async (tx) => {
        const hasPub = await one<boolean>(
          tx,
          `select exists (select 1 from pg_publication where pubname = 'supabase_realtime')`,
        );
        return tx.query<{ t: string }>(
          hasPub
            ? `select tablename as t from pg_publication_tables where pubname = 'supabase_realtime'`
            : `select tablename as t from realtime.emulated_publication_tables`,
        );
      });
      expect(published.rows.map((r) => r.t)).toEqual(expect.arrayContaining(GM_TABLES));
    });
  });
});
