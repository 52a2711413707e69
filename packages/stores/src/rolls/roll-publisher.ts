// Publishes a character's rolls to its campaign, so the game master sees the table's rolls: each roll is
// inserted into campaign_rolls and, for an action roll with Fear, add_fear_from_roll gives the game master
// their Fear. Through the sync engine: a roll made offline waits in a per-user persisted outbox (keyed by the
// roll's id, so one roll is sent once) and is sent when the backend answers again. The character's own log is
// the character document's and never depends on this: a roll the campaign refuses is told, and stays in the
// character's log. Reading the campaign's log is the game master's side (src/gm-table), not this module.
import { z } from '@duality/libs/zod';
import { rollOutboxKey } from '@duality/platform/storage-keys';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import { noRows, oneRow } from '../rows/read-rows';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, toastError, type DbContext } from '../shared/db';
import { openPersistedOutbox } from '../shared/persisted-outbox';
import { createSessionScopedStore, type ScopedSession } from '../shared/session-scoped-store';
import type { KeyValueStorage } from '../shared/storage';
import { createSyncEngine, type SendOutcome } from '../shared/sync-engine';
import { campaignRollSchema, givesFear, type CampaignRoll } from './campaign-roll';

export { campaignRollOf, campaignRollSchema, givesFear, type CampaignRoll } from './campaign-roll';

/** Told when the campaign refuses a roll (not offline: that waits). The roll stays in the character's log. */
export const ROLL_NOT_SHARED = 'Your roll is in your own log, but the campaign did not accept it';
const SEND_TIMEOUT_MS = 15_000;
const RETRY_MS = 3_000;

export interface RollPublisherState {
  /** Rolls waiting to reach the campaign (made offline, or being sent). */
  waiting: number;
}

export interface RollPublisher {
  readonly state: RollPublisherState;
  /** Sends the roll to its campaign now (kept and sent later when the backend cannot be reached). */
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

  async function send(key: string, roll: CampaignRoll, signal: AbortSignal) {
    let rowId = roll.rowId;
    if (rowId === undefined) {
      const res = await runQuery(
        ctx,
        () =>
          client
            .from('campaign_rolls')
            .insert({
              campaign_id: roll.campaignId,
              character_id: roll.characterId,
              kind: roll.kind,
              label: roll.label,
              hope_die: roll.hopeDie,
              fear_die: roll.fearDie,
              dice: roll.dice,
              modifier: roll.modifier,
              total: roll.total,
            })
            .select('id')
            .abortSignal(signal)
            .single(),
        idRow,
        { toast: false },
      );
      if (!res.ok) return res.network ? ({ kind: 'unreachable' } as const) : refused(res.message);
      rowId = res.data.id;
    }
    if (!givesFear(roll)) return { kind: 'saved' } as const;
    // The row is in: a retry after this point only asks for the Fear (never a second row).
    engine.keep(key, { ...roll, rowId });
    const id = rowId;
    const fear = await runQuery(
      ctx,
      () => client.rpc('add_fear_from_roll', { p_roll_id: id }).abortSignal(signal),
      noRows,
      { toast: false },
    );
    if (fear.ok || fear.code === 'PT409') return { kind: 'settled' } as const;
    return fear.network ? ({ kind: 'unreachable' } as const) : refused(fear.message);
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
