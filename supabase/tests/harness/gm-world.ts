// The game master's table in the policy cast: a roll with Fear the player reported from offline, a visible and a hidden
// countdown, a saved encounter with a revealed and a hidden card, and the campaign's settings (log not shared).
import type { TestDb, TestUser } from './db.js';
import { one } from './world.js';

export interface GmTableRows {
  /** The player's action roll with Fear (Hope 3, Fear 9), reported from offline. */
  playerRoll: number;
  visibleCountdown: number;
  hiddenCountdown: number;
  encounter: number;
  revealedCard: number;
  hiddenCard: number;
}

/** A roll's columns as the sheet sends them (the server fills name, time and outcome). */
export const rollValues = (hope: number, fear: number) => ({
  kind: 'action',
  label: 'Agility',
  hope_die: hope,
  fear_die: fear,
  modifier: 1,
  total: hope + fear + 1,
});

export async function buildGmTable(
  db: TestDb,
  cast: { gm: TestUser; player: TestUser; campaign: number; playerCharacter: number },
): Promise<GmTableRows> {
  const { gm, player, campaign } = cast;
  const asGm = <T>(sql: string, params: unknown[]) => db.as(gm, (tx) => one<T>(tx, sql, params));
  await asGm(`insert into public.campaign_settings (campaign_id) values ($1) returning campaign_id`, [
    campaign,
  ]);
  // Reported as the sheet reports a roll made offline (the only way a player chooses the dice).
  const r = rollValues(3, 9);
  const playerRoll = Number(
    await db.as(player, (tx) =>
      one<string>(tx, `select (public.report_offline_roll($1, $2, $3, $4, $5, $6, $7, '[]', $8)).id`, [
        campaign,
        cast.playerCharacter,
        r.kind,
        r.label,
        r.total,
        r.hope_die,
        r.fear_die,
        r.modifier,
      ]),
    ),
  );
  const countdown = (name: string, visible: boolean) =>
    asGm<number>(
      `insert into public.campaign_countdowns (campaign_id, name, start, value, visible)
       values ($1, $2, 6, 6, $3) returning id`,
      [campaign, name, visible],
    );
  const visibleCountdown = await countdown('The bridge gives way', true);
  const hiddenCountdown = await countdown('Reinforcements arrive', false);
  const encounter = await asGm<number>(
    `insert into public.campaign_encounters (campaign_id, name, environment_id)
     values ($1, 'Ambush at the ford', 'core_environment_raging_river') returning id`,
    [campaign],
  );
  const card = (adversary: string, revealed: boolean) =>
    asGm<number>(
      `insert into public.campaign_encounter_adversaries (encounter_id, campaign_id, adversary_id, revealed)
       values ($1, $2, $3, $4) returning id`,
      [encounter, campaign, adversary, revealed],
    );
  const revealedCard = await card('core_adversary_bear', true);
  const hiddenCard = await card('core_adversary_jagged_knife_shadow', false);
  return { playerRoll, visibleCountdown, hiddenCountdown, encounter, revealedCard, hiddenCard };
}
