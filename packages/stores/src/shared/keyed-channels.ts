// One realtime channel per key (a campaign, a user), shared by every live query over it: each query binds its
// tables once, when it is made, and the channel of a key carries all of them, so a page that follows a
// campaign's dashboard, table and homebrew costs the server one join, not one per table. The channel opens
// when the first watcher of its key attaches and closes when the last detaches (reference-counted); it comes
// back by itself (openLiveChannel) and tells every watcher when it is lost and joined again.
// Bindings are fixed when a channel joins, so a channel opens at the end of the task that asked for it (the
// stores made in the same task have bound their tables by then); a query bound later reopens the open ones.
import type { ChannelBinding, DualityClient, Unsubscribe } from '@duality/supabase';
import type { Clock } from './clock';
import { openLiveChannel } from './live-channel';

export type ChannelKey = string | number;

/** What a query hears of the channel of one key. */
export interface ChannelWatcher {
  /** The channel joined; `resumed` when this watcher had seen it joined before (it reads again then). */
  joined(resumed: boolean): void;
  /** The channel failed; it is opened again after the next delay. */
  lost(): void;
}

export interface KeyedChannels<K extends ChannelKey> {
  /** Adds a query's bindings to the channel of every key (the listeners pick their own watchers). */
  bind(bindings: (key: K) => ChannelBinding[]): void;
  /** Follows the channel of `key` (opening it for the first watcher); the answer detaches. */
  attach(key: K, watcher: ChannelWatcher): Unsubscribe;
}

type State = 'waiting' | 'joined' | 'lost';

interface Channel {
  watchers: Map<ChannelWatcher, { seenJoined: boolean }>;
  state: State;
  stop: Unsubscribe | null;
}

// Topics are unique per set of channels: supabase-js hands back an existing channel of the same topic, and
// two sets over one client (another page's stores in tests) must not share one.
let sets = 0;

export function createKeyedChannels<K extends ChannelKey>(deps: {
  client: DualityClient;
  clock: Clock;
  /** Names the channels in the topic (`campaign`, `user`). */
  name: string;
}): KeyedChannels<K> {
  const { client, clock } = deps;
  const prefix = `${deps.name}:${(sets += 1)}`;
  const bound: ((key: K) => ChannelBinding[])[] = [];
  const channels = new Map<K, Channel>();

  /** The bindings of every query for `key`, one binding per table, event and filter however many ask. */
  const bindingsOf = (key: K): ChannelBinding[] => {
    const merged = new Map<string, { binding: ChannelBinding; listeners: ChannelBinding['listener'][] }>();
    for (const binding of bound.flatMap((of) => of(key))) {
      const id = `${binding.table}|${binding.event ?? '*'}|${binding.filter ?? ''}`;
      const known = merged.get(id);
      if (known) known.listeners.push(binding.listener);
      else merged.set(id, { binding, listeners: [binding.listener] });
    }
    return [...merged.values()].map(({ binding, listeners }) => ({
      ...binding,
      listener: (payload) => {
        for (const listener of listeners) listener(payload);
      },
    }));
  };

  const tell = (channel: Channel, state: State) => {
    channel.state = state;
    for (const [watcher, seen] of channel.watchers) {
      if (state === 'joined') {
        watcher.joined(seen.seenJoined);
        seen.seenJoined = true;
      } else if (state === 'lost') watcher.lost();
    }
  };

  const open = (key: K, channel: Channel) => {
    if (channels.get(key) !== channel) return;
    channel.stop = openLiveChannel({
      client,
      clock,
      topic: `${prefix}:${key}`,
      bindings: bindingsOf(key),
      onJoined: () => tell(channel, 'joined'),
      onLost: () => tell(channel, 'lost'),
    });
  };

  return {
    bind(bindings) {
      bound.push(bindings);
      // Channels already open lack the new bindings: they are opened again (their watchers read again).
      for (const [key, channel] of channels) {
        if (!channel.stop) continue;
        const stop = channel.stop;
        channel.stop = null;
        void stop();
        if (channel.state === 'joined') tell(channel, 'lost');
        open(key, channel);
      }
    },
    attach(key, watcher) {
      let channel = channels.get(key);
      if (!channel) {
        channel = { watchers: new Map(), state: 'waiting', stop: null };
        channels.set(key, channel);
        const opening = channel;
        queueMicrotask(() => open(key, opening));
      }
      const seen = { seenJoined: false };
      channel.watchers.set(watcher, seen);
      const attached = channel;
      // A channel already joined (or failing) tells its new watcher at once, after the caller has set up.
      if (attached.state !== 'waiting') {
        queueMicrotask(() => {
          if (!attached.watchers.has(watcher)) return;
          if (attached.state === 'joined') {
            watcher.joined(false);
            seen.seenJoined = true;
          } else if (attached.state === 'lost') watcher.lost();
        });
      }
      let detached = false;
      return async () => {
        if (detached) return;
        detached = true;
        attached.watchers.delete(watcher);
        if (attached.watchers.size > 0 || channels.get(key) !== attached) return;
        channels.delete(key);
        const stop = attached.stop;
        attached.stop = null;
        await stop?.();
      };
    },
  };
}
