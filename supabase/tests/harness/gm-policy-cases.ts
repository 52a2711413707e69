// The policy matrix rows of the game master's table (policy-matrix.test.ts spreads them into its cases).
// Owner of a row: the player for their roll, the game master for everything else.
import type { TestUser } from './db.js';
import type { World } from './world.js';

type Verdict = 'allowed' | 'denied';
const v = (select: Verdict, insert: Verdict, update: Verdict, del: Verdict) => ({
  select,
  insert,
  update,
  delete: del,
});
const gmOnly = {
  anon: v('denied', 'denied', 'denied', 'denied'),
  owner: v('allowed', 'allowed', 'allowed', 'allowed'),
  stranger: v('denied', 'denied', 'denied', 'denied'),
  campaignOwner: v('allowed', 'allowed', 'allowed', 'allowed'),
  campaignMember: v('denied', 'denied', 'denied', 'denied'),
};
/** Players read it, only the game master writes it. */
const gmWritesMembersRead = { ...gmOnly, campaignMember: v('allowed', 'denied', 'denied', 'denied') };

/** The actor's character in the campaign, or a spare one outside it (the gm's, the stranger's). */
const characterOf = (w: World, u: TestUser | null): number =>
  u === w.member
    ? w.memberCharacter
    : u === w.gm
      ? w.spare.gm
      : u === w.stranger
        ? w.spare.stranger
        : w.playerCharacter;

const countdownInsert = (w: World) => ({
  sql: `insert into public.campaign_countdowns (campaign_id, name, start, value) values ($1, 'New', 4, 4)`,
  params: [w.campaign],
});
const cardInsert = (w: World) => ({
  sql: `insert into public.campaign_encounter_adversaries (encounter_id, campaign_id, adversary_id)
        values ($1, $2, 'core_adversary_bear')`,
  params: [w.gmTable.encounter, w.campaign],
});

export const gmPolicyCases = [
  {
    table: 'campaign_settings',
    label: "the campaign's settings (roll log not shared)",
    owner: (w: World) => w.gm,
    key: 'campaign_id',
    id: (w: World) => w.campaign,
    // One row per campaign: the insert goes to the game master's other campaign.
    insert: (w: World) => ({
      sql: `insert into public.campaign_settings (campaign_id) values ($1)`,
      params: [w.emptyCampaign],
    }),
    set: `roll_log_shared = true`,
    expect: gmWritesMembersRead,
  },
  {
    table: 'campaign_rolls',
    label: "the player's roll with Fear",
    owner: (w: World) => w.player,
    id: (w: World) => w.gmTable.playerRoll,
    // A roll for the actor's own character: refused for everyone, the log's two functions are the only way in
    // (roll_dice, report_offline_roll; tests/server-dice.test.ts).
    insert: (w: World, actor: TestUser | null) => ({
      sql: `insert into public.campaign_rolls (campaign_id, character_id, kind, label, hope_die, fear_die, total)
            values ($1, $2, 'action', 'Agility', 2, 11, 14)`,
      params: [w.campaign, characterOf(w, actor)],
    }),
    set: `label = 'Edited', total = 30`,
    expect: {
      anon: v('denied', 'denied', 'denied', 'denied'),
      owner: v('allowed', 'denied', 'denied', 'denied'),
      stranger: v('denied', 'denied', 'denied', 'denied'),
      campaignOwner: v('allowed', 'denied', 'denied', 'allowed'),
      // Not shared: the other player does not read it.
      campaignMember: v('denied', 'denied', 'denied', 'denied'),
    },
  },
  {
    table: 'campaign_countdowns',
    label: 'a visible countdown',
    owner: (w: World) => w.gm,
    id: (w: World) => w.gmTable.visibleCountdown,
    insert: countdownInsert,
    set: `value = 5`,
    expect: gmWritesMembersRead,
  },
  {
    table: 'campaign_countdowns',
    label: 'a hidden countdown',
    owner: (w: World) => w.gm,
    id: (w: World) => w.gmTable.hiddenCountdown,
    insert: countdownInsert,
    set: `value = 5`,
    expect: gmOnly,
  },
  {
    table: 'campaign_encounters',
    label: 'a saved encounter',
    owner: (w: World) => w.gm,
    id: (w: World) => w.gmTable.encounter,
    insert: (w: World) => ({
      sql: `insert into public.campaign_encounters (campaign_id, name) values ($1, 'New fight')`,
      params: [w.campaign],
    }),
    set: `name = 'Renamed'`,
    expect: gmOnly,
  },
  {
    table: 'campaign_encounter_adversaries',
    label: 'a revealed adversary card',
    owner: (w: World) => w.gm,
    id: (w: World) => w.gmTable.revealedCard,
    insert: cardInsert,
    set: `hp_marked = 2`,
    expect: gmWritesMembersRead,
  },
  {
    table: 'campaign_encounter_adversaries',
    label: 'a hidden adversary card',
    owner: (w: World) => w.gm,
    id: (w: World) => w.gmTable.hiddenCard,
    insert: cardInsert,
    set: `hp_marked = 2`,
    expect: gmOnly,
  },
];
