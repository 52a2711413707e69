// A table a live query follows: which of its changes the key's channel hears, and a small reducer that moves
// the query's state by one change. The reducer is pure and harmless when the state already holds the change,
// because the changes heard while a snapshot is read are applied again on top of it. Work a change sets going
// (a record to fetch, a read to repeat) is its effect, whose results come back as patches, replayed the same.
import { changeListener, type ChangeEvent, type ChangeListener, type RowChange } from '@duality/supabase';
import type { z } from '@duality/libs/zod';
import type { ChannelKey } from './keyed-channels';

/** A change that could be read (a malformed one is told, never reduced). */
export type LiveChange<Row> = Exclude<RowChange<Row>, { eventType: 'MALFORMED' }>;

/** What a change may do to one watched key besides its reducer. */
export interface LiveTools<K, S> {
  key: K;
  /** The key's state before this change. */
  previous: S;
  /** Moves the key's state (also replayed on a snapshot being read). */
  patch(reduce: (state: S) => S): void;
  /** Reads the key's snapshot again (after the one in flight, if any). */
  refetch(): void;
}

export interface LiveTableSpec<K, S, Row> {
  table: string;
  schema: z.ZodType<Row>;
  /** The events (and filters) the channel of `channelKey` hears for this table. */
  bindings(channelKey: ChannelKey): { event: ChangeEvent; filter?: string }[];
  /** The state after `change`; the same state when it does not concern the key. */
  reduce(state: S, change: LiveChange<Row>, key: K): S;
  effect?(change: LiveChange<Row>, tools: LiveTools<K, S>): void;
}

/** A table with its row type kept inside, so one query lists tables of different rows. */
export interface LiveTable<K, S> {
  table: string;
  bindings(channelKey: ChannelKey): { event: ChangeEvent; filter?: string }[];
  /** A channel listener: each readable change goes to `deliver` as what it does to one key. */
  listen(
    deliver: (apply: (tools: LiveTools<K, S>) => void) => void,
    malformed: (message: string) => void,
  ): ChangeListener;
}

export function liveTable<K, S, Row>(spec: LiveTableSpec<K, S, Row>): LiveTable<K, S> {
  return {
    table: spec.table,
    bindings: (channelKey) => spec.bindings(channelKey),
    listen: (deliver, malformed) =>
      changeListener(spec.table, spec.schema, (change) => {
        if (change.eventType === 'MALFORMED') return malformed(change.message);
        deliver((tools) => {
          tools.patch((state) => spec.reduce(state, change, tools.key));
          spec.effect?.(change, tools);
        });
      }),
  };
}
