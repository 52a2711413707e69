// Live subscriptions that always come with their unsubscribe: a channel per call, removed from the client
// when the returned function runs, so a forgotten channel cannot outlive its owner. Every payload is parsed
// before the listener sees it: a row that does not fit the table's schema arrives as a `MALFORMED` change
// with a readable message, never as a half-typed object.
import type { RealtimePostgresChangesFilter, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { z } from '@duality/libs/zod';
import type { DualityClient } from './client';
import { describeIssues } from './issues';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE' | '*';

export interface ChangeBinding {
  event?: ChangeEvent;
  /** PostgREST-style filter, e.g. `campaign_id=eq.12`. */
  filter?: string;
  /** Another table whose rows have the same shape (one channel hears several tables); the subscription's by default. */
  table?: string;
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

/** What a delete tells: only the primary key. Every table watched live is keyed by an integer `id`. */
export const deletedRowSchema = z.object({ id: z.number().int() });
export type DeletedRow = z.infer<typeof deletedRowSchema>;

/** One parsed change of a row. */
export type RowChange<Row> =
  | { eventType: 'INSERT'; new: Row }
  | { eventType: 'UPDATE'; new: Row }
  | { eventType: 'DELETE'; old: DeletedRow }
  | {
      eventType: 'MALFORMED';
      /** Which event carried the row that could not be read. */
      event: 'INSERT' | 'UPDATE' | 'DELETE';
      /** "Could not read a live change of {table}: {field}: {problem}". */
      message: string;
    };

export type Unsubscribe = () => Promise<void>;

/** Status callbacks: `SUBSCRIBED`, `CHANNEL_ERROR`, `TIMED_OUT`, `CLOSED`. */
export type StatusListener = (status: string, error?: Error) => void;

/** Parses a raw payload into a change of `schema`'s rows. */
export function parseChange<Row>(
  table: string,
  schema: z.ZodType<Row>,
  payload: RealtimePostgresChangesPayload<Record<string, unknown>>,
): RowChange<Row> {
  const event = payload.eventType;
  const malformed = (error: z.ZodError): RowChange<Row> => ({
    eventType: 'MALFORMED',
    event,
    message: `Could not read a live change of ${table}: ${describeIssues(error)}`,
  });
  if (event === 'DELETE') {
    const key = deletedRowSchema.safeParse(payload.old);
    return key.success ? { eventType: 'DELETE', old: key.data } : malformed(key.error);
  }
  const row = schema.safeParse(payload.new);
  if (!row.success) return malformed(row.error);
  return event === 'INSERT' ? { eventType: 'INSERT', new: row.data } : { eventType: 'UPDATE', new: row.data };
}

/** What one binding of a channel does with a raw change: parse it with its own schema and act on it. */
export type ChangeListener = (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => void;

/** A listener that parses each change of `table` with `schema` (a `MALFORMED` change when a row does not fit). */
export function changeListener<Row>(
  table: string,
  schema: z.ZodType<Row>,
  onChange: (change: RowChange<Row>) => void,
): ChangeListener {
  return (payload) => onChange(parseChange(table, schema, payload));
}

/** One binding of a channel that hears several tables, each with its own listener. */
export interface ChannelBinding extends ChangeBinding {
  table: string;
  listener: ChangeListener;
}

/**
 * Joins ONE channel carrying every binding (a table, an event and a filter, each with its own listener), so a
 * page that follows many tables costs the server one join; returns the function that ends it (safe twice).
 */
export function subscribeToChannel(
  client: DualityClient,
  topic: string,
  bindings: readonly ChannelBinding[],
  onStatus?: StatusListener,
  schema = 'public',
): Unsubscribe {
  const channel = client.channel(topic);
  for (const binding of bindings) {
    const filter: RealtimePostgresChangesFilter<ChangeEvent> = {
      event: binding.event ?? '*',
      schema,
      table: binding.table,
      ...(binding.filter ? { filter: binding.filter } : {}),
    };
    channel.on('postgres_changes', filter, binding.listener);
  }
  channel.subscribe((status, error) => onStatus?.(status, error));
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    await client.removeChannel(channel);
  };
}

/** Subscribes to row changes of one table, parsed with `schema`; returns the function that ends it. */
export function subscribeToChanges<Row>(
  client: DualityClient,
  sub: ChangeSubscription,
  schema: z.ZodType<Row>,
  onChange: (change: RowChange<Row>) => void,
  onStatus?: StatusListener,
): Unsubscribe {
  const bindings = (sub.bindings ?? [{ event: sub.event, filter: sub.filter }]).map((binding) => {
    const table = binding.table ?? sub.table;
    return { ...binding, table, listener: changeListener(table, schema, onChange) };
  });
  return subscribeToChannel(client, sub.topic, bindings, onStatus, sub.schema);
}

/**
 * Closes the client's realtime socket if its opening handshake is still waiting for an answer, and resolves
 * once it is closed (never rejects). supabase-js never gives up on such a socket (a server or network that
 * took the connection and then went silent leaves it so) and opens no other while it waits, so every channel
 * would time out on it for good; once it is closed, the next channel that subscribes opens a fresh socket.
 * Call it when a join timed out: a join waits for the socket, so a socket still connecting then is the cause.
 */
export async function closeSocketStillConnecting(client: DualityClient): Promise<boolean> {
  if (!client.realtime.isConnecting()) return false;
  try {
    await client.realtime.disconnect();
  } catch {
    // A socket that fails while closing is closed all the same.
  }
  return true;
}
