// The live-data kernel: a keyed, reference-counted live query, the read-side twin of the sync engine (after
// TanStack Query's query and observers). However many views watch a key, it has one state, and one watcher
// on the key's shared channel (keyed-channels.ts). In order, for each key:
//  1. it follows the channel and waits until the channel has joined (or failed once): a change made between
//     a snapshot read first and a later join would reach neither;
//  2. it reads the snapshot; the changes heard while it is read (each table's reducer, and the patches their
//     effects and the store's own writes make) are applied again on top of it, so a snapshot read before a
//     change that arrives after that change's live event never undoes it;
//  3. a lost channel says `reconnecting` (the last state kept); once it is back the snapshot is read again,
//     because the server never replays what no channel heard;
//  4. the last watcher leaving drops the key's state and detaches from the channel.
// A store keeps its own state shape: every change of an entry is handed to `onEntry`.
import type { Bus } from '@duality/bus';
import type { ChannelBinding, Unsubscribe } from '@duality/supabase';
import { toastError } from './db';
import { heardDuringRead } from './heard-during-read';
import type { ChannelKey, KeyedChannels } from './keyed-channels';
import type { LiveTable, LiveTools } from './live-table';

export type LiveStatus = 'loading' | 'ready' | 'reconnecting' | 'error';

export interface LiveEntry<S> {
  status: LiveStatus;
  data: S;
  /** Why the last snapshot read failed (status `error`). */
  error: string | null;
}

/** A snapshot read: the data, or why not (with the data to show instead, when not the last shown). */
export type SnapshotOutcome<S> = { ok: true; data: S } | { ok: false; message: string; data?: S };

export interface LiveQueryOptions<K extends ChannelKey, S, C extends ChannelKey> {
  channels: KeyedChannels<C>;
  /** Which channel a key is heard on (its own campaign's, or the user's). */
  channelKey: (key: K) => C;
  tables: LiveTable<K, S>[];
  initial: (key: K) => S;
  /** Reads a key's snapshot; `shown` is its state now. */
  read: (key: K, shown: S) => Promise<SnapshotOutcome<S>>;
  /** Every change of a key's entry; undefined when its last watcher left. */
  onEntry: (key: K, entry: LiveEntry<S> | undefined) => void;
  /** Where a change that cannot be read is told. */
  bus: Bus;
}

export interface LiveQuery<K, S> {
  /** Watches a key; resolves once its first snapshot has settled, with the function that ends this watch. */
  watch(key: K): Promise<() => Promise<void>>;
  entry(key: K): LiveEntry<S> | undefined;
  /** Moves a watched key's state (the server's answer to a write), replayed on a snapshot being read. */
  patch(key: K, reduce: (state: S) => S): void;
  /** Reads a watched key's snapshot again (once more after the read in flight, if any). */
  refetch(key: K): Promise<void>;
  /** Ends every watch (sign-out); the store resets its own state. */
  releaseAll(): Promise<void>;
}

type Patch<S> = (state: S) => S;

interface Entry<S, C> extends LiveEntry<S> {
  count: number;
  channelKey: C;
  joined: boolean;
  detach: Unsubscribe;
  ready: Promise<void>;
  reading: Promise<void> | null;
  again: boolean;
}

export function createLiveQuery<K extends ChannelKey, S, C extends ChannelKey>(
  options: LiveQueryOptions<K, S, C>,
): LiveQuery<K, S> {
  const entries = new Map<K, Entry<S, C>>();
  const heard = heardDuringRead<Patch<S>, K>();
  const publish = (key: K, e: Entry<S, C>) =>
    options.onEntry(key, { status: e.status, data: e.data, error: e.error });

  const patchEntry = (key: K, entry: Entry<S, C>, reduce: Patch<S>) => {
    if (entries.get(key) !== entry) return;
    heard.hear(key, reduce);
    const data = reduce(entry.data);
    if (data === entry.data) return;
    entry.data = data;
    publish(key, entry);
  };

  const read = (key: K, entry: Entry<S, C>): Promise<void> => {
    if (entry.reading) {
      entry.again = true;
      return entry.reading;
    }
    const run = async () => {
      do {
        entry.again = false;
        const { value, heard: patches } = await heard.read(key, () =>
          options.read(key, entry.data).catch((err: unknown): SnapshotOutcome<S> => ({
            ok: false,
            message: err instanceof Error ? err.message : String(err),
          })),
        );
        if (entries.get(key) !== entry) return;
        const base = value.data ?? entry.data;
        entry.data = value.data === undefined ? base : patches.reduce((data, patch) => patch(data), base);
        entry.status = value.ok ? 'ready' : 'error';
        entry.error = value.ok ? null : value.message;
        publish(key, entry);
      } while (entry.again && entries.get(key) === entry);
    };
    entry.reading = run().finally(() => (entry.reading = null));
    return entry.reading;
  };

  const toolsOf = (key: K, entry: Entry<S, C>): LiveTools<K, S> => ({
    key,
    previous: entry.data,
    patch: (reduce) => patchEntry(key, entry, reduce),
    refetch: () => void (entry.joined && read(key, entry)),
  });

  options.channels.bind((channelKey): ChannelBinding[] =>
    options.tables.flatMap((table) => {
      const watching = () => [...entries].filter(([, e]) => e.channelKey === channelKey);
      const listener = table.listen(
        (apply) => {
          for (const [key, entry] of watching()) apply(toolsOf(key, entry));
        },
        (message) => {
          if (watching().length > 0) toastError(options.bus, message);
        },
      );
      return table.bindings(channelKey).map((binding) => ({ ...binding, table: table.table, listener }));
    }),
  );

  const releaser = (key: K, entry: Entry<S, C>) => {
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      entry.count -= 1;
      if (entry.count > 0 || entries.get(key) !== entry) return;
      entries.delete(key);
      options.onEntry(key, undefined);
      await entry.detach();
    };
  };

  return {
    async watch(key) {
      const existing = entries.get(key);
      if (existing) {
        existing.count += 1;
        await existing.ready;
        return releaser(key, existing);
      }
      let firstJoin: () => void = () => undefined;
      const joined = new Promise<void>((resolve) => (firstJoin = resolve));
      const entry: Entry<S, C> = {
        count: 1,
        channelKey: options.channelKey(key),
        status: 'loading',
        data: options.initial(key),
        error: null,
        joined: false,
        detach: async () => undefined,
        ready: Promise.resolve(),
        reading: null,
        again: false,
      };
      entries.set(key, entry);
      publish(key, entry);
      entry.detach = options.channels.attach(entry.channelKey, {
        joined: (resumed) => {
          firstJoin();
          if (resumed && entries.get(key) === entry) void read(key, entry);
        },
        lost: () => {
          firstJoin();
          if (entries.get(key) !== entry) return;
          entry.status = 'reconnecting';
          publish(key, entry);
        },
      });
      entry.ready = joined.then(() => {
        entry.joined = true;
        return read(key, entry);
      });
      await entry.ready;
      return releaser(key, entry);
    },
    entry(key) {
      const e = entries.get(key);
      return e && { status: e.status, data: e.data, error: e.error };
    },
    patch(key, reduce) {
      const entry = entries.get(key);
      if (entry) patchEntry(key, entry, reduce);
    },
    async refetch(key) {
      const entry = entries.get(key);
      if (!entry) return;
      await (entry.joined ? read(key, entry) : entry.ready);
    },
    async releaseAll() {
      const all = [...entries.values()];
      entries.clear();
      await Promise.all(all.map((entry) => entry.detach()));
    },
  };
}
