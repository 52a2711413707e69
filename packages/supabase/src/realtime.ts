// Live subscriptions that always come with their unsubscribe: a channel per call, removed from the client
// when the returned function runs, so a forgotten channel cannot outlive its owner.
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { DualityClient } from './client';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE' | '*';

export interface ChangeSubscription {
  /** A unique channel topic, e.g. `campaign-dashboard:12`. */
  topic: string;
  table: string;
  event?: ChangeEvent;
  /** PostgREST-style filter, e.g. `campaign_id=eq.12`. */
  filter?: string;
  schema?: string;
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
  const channel = client
    .channel(sub.topic)
    .on(
      'postgres_changes' as never,
      {
        event: sub.event ?? '*',
        schema: sub.schema ?? 'public',
        table: sub.table,
        ...(sub.filter ? { filter: sub.filter } : {}),
      } as never,
      onChange as never,
    )
    .subscribe((status, error) => onStatus?.(status, error));
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    await client.removeChannel(channel);
  };
}

/** How many realtime channels the client holds (for tests and the dev page). */
export const openChannelCount = (client: DualityClient): number => client.getChannels().length;
