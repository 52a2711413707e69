// The game master's writes to the table: share the roll log, and create, tick, show or hide and remove
// countdowns. The rules (packages/rules) say what a countdown may be and what a tick does; the database's
// policies say who may write (only the game master). Every failure is a toast in our words or the server's.
import type { DualityClient } from '@duality/supabase';
import { newCountdown, tickCountdown, type Countdown } from '@duality/rules';
import { oneRow, noRows } from '../rows/read-rows';
import { runQuery, type DbContext } from '../shared/db';
import { countdownRowSchema, type CountdownRow } from './gm-rows';

export interface NewCountdownInput {
  name: string;
  kind: Countdown['kind'];
  start: number;
  loop?: Countdown['loop'];
  longTerm?: boolean;
  visible?: boolean;
}

export interface GmTableWrites {
  /** Shares the roll log with the players (or stops sharing it). */
  setRollLogShared(campaignId: number, shared: boolean): Promise<boolean>;
  /** Creates a countdown at its start value; an invalid one is refused with the reason (nothing is sent). */
  addCountdown(
    campaignId: number,
    input: NewCountdownInput,
  ): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Ticks by `steps` (negative ticks back up); says whether it triggered. */
  tickCountdown(row: CountdownRow, steps?: number): Promise<{ ok: boolean; triggered: boolean }>;
  /**
   * Shows or hides a countdown, in one update. Hiding makes the database replace the shown row by a hidden copy
   * under a new id in the same statement: realtime never tells a player about an update they may no longer
   * read, but every watcher hears a removal.
   */
  setCountdownVisible(row: CountdownRow, visible: boolean): Promise<boolean>;
  removeCountdown(row: CountdownRow): Promise<boolean>;
}

const toCountdown = (row: CountdownRow): Countdown => ({
  name: row.name,
  kind: row.kind,
  loop: row.loop,
  start: row.start,
  value: row.value,
  longTerm: row.long_term,
  visible: row.visible,
});

export function createGmTableWrites(deps: { client: DualityClient; ctx: DbContext }): GmTableWrites {
  const { client, ctx } = deps;
  const insertCountdown = (campaignId: number, c: Countdown) =>
    runQuery(
      ctx,
      () =>
        client
          .from('campaign_countdowns')
          .insert({
            campaign_id: campaignId,
            name: c.name,
            kind: c.kind,
            loop: c.loop,
            start: c.start,
            value: c.value,
            long_term: c.longTerm,
            visible: c.visible,
          })
          .select('*')
          .single(),
      oneRow(countdownRowSchema, 'countdown'),
    );
  const remove = async (row: CountdownRow) =>
    (await runQuery(ctx, () => client.from('campaign_countdowns').delete().eq('id', row.id), noRows)).ok;

  return {
    async setRollLogShared(campaignId, shared) {
      const res = await runQuery(
        ctx,
        () =>
          client
            .from('campaign_settings')
            .upsert({ campaign_id: campaignId, roll_log_shared: shared }, { onConflict: 'campaign_id' }),
        noRows,
      );
      return res.ok;
    },
    async addCountdown(campaignId, input) {
      let countdown: Countdown;
      try {
        countdown = newCountdown(input);
      } catch {
        const name = input.name.trim();
        if (name.length === 0) return { ok: false, message: 'Give the countdown a name.' };
        if (name.length > 80) return { ok: false, message: 'A countdown name is at most 80 characters.' };
        return { ok: false, message: 'A countdown starts at a whole number from 1 to 99.' };
      }
      const res = await insertCountdown(campaignId, countdown);
      return res.ok ? { ok: true } : { ok: false, message: res.message };
    },
    async tickCountdown(row, steps = 1) {
      const { countdown, triggered } = tickCountdown(toCountdown(row), steps);
      const res = await runQuery(
        ctx,
        () =>
          client
            .from('campaign_countdowns')
            .update({ value: countdown.value, start: countdown.start, loop: countdown.loop })
            .eq('id', row.id),
        noRows,
      );
      return { ok: res.ok, triggered: res.ok && triggered };
    },
    async setCountdownVisible(row, visible) {
      // One update either way. Hiding: the database replaces the row by a hidden copy in the same statement.
      const res = await runQuery(
        ctx,
        () => client.from('campaign_countdowns').update({ visible }).eq('id', row.id),
        noRows,
      );
      return res.ok;
    },
    removeCountdown: remove,
  };
}
