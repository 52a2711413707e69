// Live subscriptions that always come with their unsubscribe: a channel per call, removed from the client
// when the returned function runs, so a forgotten channel cannot outlive its owner.
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { DualityClient } from './client';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE' | '*';

export interface ChangeBinding {
  event?: ChangeEvent;
  /** PostgREST-style filter, e.g. `campaign_id=eq.12`. */
  filter?: string;
}

export interface ChangeSubscription extends ChangeBinding {
  /** A unique channel topic, e.g. `campaign-dashboard:12`. */
  topic: string;
  table: string;
  schema?: string;
  /**
   * Several listeners on the one channel instead of `event`/`filter`. Deletes carry only the primary key, so
   * a filter on another column never matches them: bind `{event: 'INSERT'|'UPDATE', filter}` plus
   * `{event: 'DELETE'}` to hear a campaign's inserts and updates and every delete.
   */
  bindings?: ChangeBinding[];
}

export type Unsubscribe = () => Promise<void>;

/** Status callbacks: `SUBSCRIBED`, `CHANNEL_ERROR`, `TIMED_OUT`, `CLOSED`. */
export type StatusListener = (status: string, error?: Error) => void;

/** Subscribes to row changes of one table; returns the function that ends the subscription. */
export function subscribeToChanges<Row extends Record<string, unknown>>(
  client: DualityClient,
  sub: ChangeSubscription,
  onChange: (payload: RealtimePostgresChangesPayload<Row>) => void,
  onStatus?: StatusListener,
): Unsubscribe {
  const channel = client.channel(sub.topic);
  for (const binding of sub.bindings ?? [{ event: sub.event, filter: sub.filter }]) {
    channel.on(
      'postgres_changes' as never,
      {
        event: binding.event ?? '*',
        schema: sub.schema ?? 'public',
        table: sub.table,
        ...(binding.filter ? { filter: binding.filter } : {}),
      } as never,
      onChange as never,
    );
  }
  channel.subscribe((status, error) => onStatus?.(status, error));
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    await client.removeChannel(channel);
  };
}

/** How many realtime channels the client holds (for tests and the dev page). */
export const openChannelCount = (client: DualityClient): number => client.getChannels().length;
