// How each live table moves a campaign's table (the game master's and the players' view alike): its Fear (the
// campaigns row), the roll log, the log's sharing, the countdowns and the revealed adversary cards. One small
// reducer per table, on the campaign's one channel; each is harmless when the state already holds the change
// (it is replayed on top of a snapshot read meanwhile). RLS applies per subscriber: a player hears only
// visible countdowns, revealed cards, and rolls only while the log is shared (or their own). Deletes carry
// only the id, so they are heard unfiltered and matched by id.
import type { ChangeEvent } from '@duality/supabase';
import type { ChannelKey } from '../shared/keyed-channels';
import { liveTable, type LiveTable } from '../shared/live-table';
import {
  campaignFearRowSchema,
  campaignRollRowSchema,
  campaignSettingsRowSchema,
  countdownRowSchema,
  encounterCardRowSchema,
} from './gm-rows';
import { byPosition, ROLL_LOG_KEPT, type GmTableSnapshot } from './gm-table-reads';

const byCampaign = (id: ChannelKey) => `campaign_id=eq.${id}`;
// Deletes carry no campaign to filter on (only the old row's key): each reducer drops what it does not hold.
const insertsUpdatesAndDeletes = (id: ChannelKey): { event: ChangeEvent; filter?: string }[] => [
  { event: 'INSERT', filter: byCampaign(id) },
  { event: 'UPDATE', filter: byCampaign(id) },
  { event: 'DELETE' },
];

/** A row heard again after a later version of it was read (a replay on a newer snapshot) is not taken. */
const older = (row: { id: number; updated_at: string }, kept: { id: number; updated_at: string }[]) => {
  const known = kept.find((k) => k.id === row.id);
  return known !== undefined && Date.parse(known.updated_at) > Date.parse(row.updated_at);
};

/** The tables, with what re-reads the rolls a player may see once the log's sharing changes. */
export function gmTableTables(
  readRolls: (id: number) => Promise<GmTableSnapshot['rolls'] | null>,
): LiveTable<number, GmTableSnapshot>[] {
  return [
    liveTable({
      table: 'campaigns',
      schema: campaignFearRowSchema,
      bindings: (id) => [{ event: 'UPDATE', filter: `id=eq.${id}` }],
      reduce: (t, change, id) =>
        change.eventType === 'UPDATE' && change.new.id === id && t.fear !== change.new.fear
          ? { ...t, fear: change.new.fear }
          : t,
    }),
    liveTable({
      table: 'campaign_rolls',
      schema: campaignRollRowSchema,
      bindings: (id) => [{ event: 'INSERT', filter: byCampaign(id) }, { event: 'DELETE' }],
      reduce: (t, change, id) => {
        if (change.eventType === 'DELETE') {
          const { id: gone } = change.old;
          return t.rolls.some((r) => r.id === gone)
            ? { ...t, rolls: t.rolls.filter((r) => r.id !== gone) }
            : t;
        }
        const row = change.new;
        if (change.eventType !== 'INSERT' || row.campaign_id !== id || t.rolls.some((r) => r.id === row.id))
          return t;
        return { ...t, rolls: [row, ...t.rolls].sort((a, b) => b.id - a.id).slice(0, ROLL_LOG_KEPT) };
      },
    }),
    liveTable({
      table: 'campaign_settings',
      schema: campaignSettingsRowSchema,
      bindings: (id) => [
        { event: 'INSERT', filter: byCampaign(id) },
        { event: 'UPDATE', filter: byCampaign(id) },
      ],
      reduce: (t, change, id) =>
        change.eventType === 'DELETE' ||
        change.new.campaign_id !== id ||
        t.shared === change.new.roll_log_shared
          ? t
          : { ...t, shared: change.new.roll_log_shared },
      // Sharing (or no longer sharing) changes which rolls a player may read: read them again.
      effect: (change, { previous, patch }) => {
        if (change.eventType === 'DELETE' || previous.shared === change.new.roll_log_shared) return;
        void readRolls(change.new.campaign_id).then((rolls) => {
          if (rolls) patch((t) => ({ ...t, rolls }));
        });
      },
    }),
    liveTable({
      table: 'campaign_countdowns',
      schema: countdownRowSchema,
      bindings: insertsUpdatesAndDeletes,
      reduce: (t, change, id) => {
        if (change.eventType === 'DELETE') {
          const countdowns = withoutId(t.countdowns, change.old.id);
          return countdowns === t.countdowns ? t : { ...t, countdowns };
        }
        const row = change.new;
        if (row.campaign_id !== id || older(row, t.countdowns)) return t;
        const others = t.countdowns.filter((c) => c.id !== row.id);
        return { ...t, countdowns: [...others, row].sort((a, b) => a.id - b.id) };
      },
    }),
    liveTable({
      table: 'campaign_encounter_adversaries',
      schema: encounterCardRowSchema,
      bindings: insertsUpdatesAndDeletes,
      // A hidden card leaves by a delete (players are sent no update of a row they may no longer read).
      reduce: (t, change, id) => {
        if (change.eventType === 'DELETE') {
          const revealed = withoutId(t.revealed, change.old.id);
          return revealed === t.revealed ? t : { ...t, revealed };
        }
        const row = change.new;
        if (row.campaign_id !== id || older(row, t.revealed)) return t;
        const others = t.revealed.filter((c) => c.id !== row.id);
        return { ...t, revealed: row.revealed ? [...others, row].sort(byPosition) : others };
      },
    }),
  ];
}

/** The list without the row of this id; the same list when it holds none (so nothing redraws). */
function withoutId<T extends { id: number }>(rows: T[], id: number): T[] {
  return rows.some((r) => r.id === id) ? rows.filter((r) => r.id !== id) : rows;
}
