// A character's rolls in its campaign. Online, the campaign's dice are the server's:
// `roll` asks roll_dice, which draws them, logs the row and gives the game master a Fear for an action roll
// with Fear, all in one transaction, and the sheet shows that row. A roll made while the backend could not be
// reached is rolled on the sheet and waits in a per-user persisted outbox (keyed by the roll's id, so one roll
// is sent once); when the backend answers again it is reported through report_offline_roll, checked there and
// stored marked `offline`, and never gives Fear. The character's own log is the character document's and never
// depends on this: a roll the campaign refuses is told, and stays in the character's log.
// Reading the campaign's log is the game master's side (src/gm-table), not this module.
import { z } from '@duality/libs/zod';
import { rollOutboxKey } from '@duality/platform/storage-keys';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import { campaignRollRowSchema, type CampaignRollRow } from '../gm-table/gm-rows';
import { oneRow } from '../rows/read-rows';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, toastError, type DbContext } from '../shared/db';
import { openPersistedOutbox } from '../shared/persisted-outbox';
import { createSessionScopedStore, type ScopedSession } from '../shared/session-scoped-store';
import type { KeyValueStorage } from '../shared/storage';
import { createSyncEngine, type SendOutcome } from '../shared/sync-engine';
import { campaignRollSchema, type CampaignRoll } from './campaign-roll';

export { campaignRollOf, campaignRollSchema, givesFear, type CampaignRoll } from './campaign-roll';

/** Told when the campaign refuses a roll (not offline: that waits). The roll stays in the character's log. */
export const ROLL_NOT_SHARED = 'Your roll is in your own log, but the campaign did not accept it';
const SEND_TIMEOUT_MS = 15_000;
const RETRY_MS = 3_000;

/** A roll for the server to make: what roll_dice takes. */
export interface ServerRollRequest {
  characterId: number;
  kind: CampaignRoll['kind'];
  label: string;
  /** Every number added after the dice, summed (-100..100). */
  modifier: number;
  /** The advantage or disadvantage d6 (action and reaction rolls only). */
  edge: 'none' | 'advantage' | 'disadvantage';
  /** Dice besides the Duality Dice: `[{ die: 8, count: 2 }]` (d4-d20, 40 at most). */
  dice: { die: number; count: number }[];
}

/**
 * The server's roll: its logged row, or why there is none. `unreachable`: the backend could not be reached, so
 * the sheet rolls itself and reports the roll later (offline); otherwise the server refused, with its message.
 */
export type ServerRollOutcome =
  { ok: true; row: CampaignRollRow } | { ok: false; unreachable: boolean; message: string };

export interface RollPublisherState {
  /** Rolls waiting to reach the campaign (made offline, or being sent). */
  waiting: number;
}

/** @output What the stores hand out: callers use it and never build one, so it may gain members (a minor). */
export interface RollPublisher {
  readonly state: RollPublisherState;
  /** Has the server roll (roll_dice): what the sheet then shows is the campaign log's row. Never retried. */
  roll(request: ServerRollRequest): Promise<ServerRollOutcome>;
  /** Reports a roll made on the sheet to its campaign, as made offline (kept and sent when the backend is back). */
  publish(id: string, roll: CampaignRoll): void;
  /** Sends every waiting roll now; resolves when each has been tried. */
  flush(): Promise<void>;
  dispose(): void;
}

export interface RollPublisherDeps {
  client: DualityClient;
  bus: Bus;
  session: ScopedSession<{ user: { id: string } | null }>;
  storage: KeyValueStorage;
  clock?: Clock;
  online$?: Parameters<typeof createSyncEngine>[0]['online$'];
  pageHidden$?: Parameters<typeof createSyncEngine>[0]['pageHidden$'];
}

const idRow = oneRow(z.object({ id: z.number().int() }), 'roll');
const rollRow = oneRow(campaignRollRowSchema, 'roll');

export function createRollPublisher(deps: RollPublisherDeps): RollPublisher {
  const { client, bus } = deps;
  const clock = deps.clock ?? realClock;
  const ctx: DbContext = { bus, clock };
  const kernel = createSessionScopedStore<RollPublisherState, { user: { id: string } | null }>({
    initial: () => ({ waiting: 0 }),
    session: deps.session,
    onLeave: () => engine.reset(null),
    onUser: (userId) => {
      engine.reset(openPersistedOutbox(deps.storage, rollOutboxKey(userId), campaignRollSchema));
      void engine.flush();
    },
  });
  const refused = (message: string): SendOutcome<CampaignRoll> => {
    toastError(bus, `${ROLL_NOT_SHARED}: ${message}`);
    return { kind: 'settled' };
  };

  async function send(_key: string, roll: CampaignRoll, signal: AbortSignal) {
    // A roll logged before the server rolled the dice (an outbox kept from then) is already in the log.
    if (roll.rowId !== undefined) return { kind: 'settled' } as const;
    const res = await runQuery(
      ctx,
      () =>
        client
          .rpc('report_offline_roll', {
            p_campaign_id: roll.campaignId,
            p_character_id: roll.characterId,
            p_kind: roll.kind,
            p_label: roll.label,
            p_total: roll.total,
            // Read for action and reaction rolls only (a damage roll has no Duality Dice).
            p_hope_die: roll.hopeDie ?? 0,
            p_fear_die: roll.fearDie ?? 0,
            p_dice: roll.dice,
            p_modifier: roll.modifier,
          })
          .abortSignal(signal),
      idRow,
      { toast: false },
    );
    if (!res.ok) return res.network ? ({ kind: 'unreachable' } as const) : refused(res.message);
    return { kind: 'saved' } as const;
  }

  async function roll(request: ServerRollRequest): Promise<ServerRollOutcome> {
    // Never sent twice: an answer lost on the way would otherwise be a second roll in the log.
    const res = await runQuery(
      ctx,
      () =>
        client.rpc('roll_dice', {
          p_character_id: request.characterId,
          p_kind: request.kind,
          p_label: request.label.slice(0, 100),
          p_modifier: request.modifier,
          p_edge: request.edge,
          p_dice: request.dice,
        }),
      rollRow,
      { toast: false, retryWhile: () => false },
    );
    return res.ok
      ? { ok: true, row: res.data }
      : { ok: false, unreachable: res.network || res.status >= 500, message: res.message };
  }

  const engine = createSyncEngine<CampaignRoll>({
    clock,
    send,
    debounceMs: 0,
    saveTimeoutMs: SEND_TIMEOUT_MS,
    offlineRetryMs: RETRY_MS,
    online$: deps.online$,
    pageHidden$: deps.pageHidden$,
    onChange: () => kernel.patch({ waiting: engine.pending().size }),
  });

  kernel.start();
  return {
    get state() {
      return kernel.state;
    },
    roll,
    publish(id, roll) {
      if (!kernel.userId) return;
      engine.put(id, campaignRollSchema.parse(roll));
    },
    flush: () => engine.flush(),
    dispose() {
      engine.dispose();
      kernel.dispose();
    },
  };
}
