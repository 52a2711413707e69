// A live channel that comes back by itself: when the channel fails (the connection dropped, the join timed out,
// the server closed it) it is dropped and opened again after 1, 2, 5, then every 10 seconds, on the injected
// clock, until it is joined or stopped. A join that timed out because the socket itself never opened closes
// that socket first, so the next attempt opens a fresh one instead of waiting on the dead one again. The owner
// hears when it is lost and when it is joined again, so it can say "reconnecting" meanwhile and reload what it
// missed: changes made while no channel listened are never replayed by the server.
import {
  closeSocketStillConnecting,
  reconnectDelay,
  subscribeToChannel,
  type ChannelBinding,
  type DualityClient,
  type Unsubscribe,
} from '@duality/supabase';
import type { Clock } from './clock';

export interface LiveChannelOptions {
  client: DualityClient;
  clock: Clock;
  /** A topic no other channel of the client uses. */
  topic: string;
  /** Every table, event and filter the channel hears, each with its listener. */
  bindings: readonly ChannelBinding[];
  /** The channel is joined; `resumed` is true when it had been lost before (the owner reloads then). */
  onJoined?: (resumed: boolean) => void;
  /** The channel failed; a new one is opened after the next delay. */
  onLost?: () => void;
}

const FAILED = new Set(['CHANNEL_ERROR', 'TIMED_OUT', 'CLOSED']);

/** Opens the channel and keeps it open until the returned function runs. */
export function openLiveChannel(options: LiveChannelOptions): Unsubscribe {
  const { client, clock } = options;
  let stopped = false;
  let failures = 0;
  let lost = false;
  let opened = 0;
  let current: { stop: Unsubscribe } | null = null;
  let timer: unknown = null;

  const open = () => {
    timer = null;
    if (stopped) return;
    opened += 1;
    // A fresh topic for each attempt: supabase-js hands back an existing channel of the same topic, and the
    // failed one may still be leaving.
    const topic = opened === 1 ? options.topic : `${options.topic}:${opened}`;
    const attempt: { stop: Unsubscribe } = { stop: async () => {} };
    current = attempt;
    const isCurrent = () => !stopped && current === attempt;
    const bindings = options.bindings.map((binding) => ({
      ...binding,
      listener: (payload: Parameters<ChannelBinding['listener']>[0]) => {
        if (isCurrent()) binding.listener(payload);
      },
    }));
    attempt.stop = subscribeToChannel(client, topic, bindings, (status) => {
      if (!isCurrent()) return;
      if (status === 'SUBSCRIBED') {
        failures = 0;
        const resumed = lost;
        lost = false;
        options.onJoined?.(resumed);
      } else if (FAILED.has(status)) {
        current = null;
        void attempt.stop();
        failures += 1;
        if (!lost) {
          lost = true;
          options.onLost?.();
        }
        const retry = () => {
          if (!stopped) timer = clock.setTimeout(open, reconnectDelay(failures));
        };
        if (status === 'TIMED_OUT') void closeSocketStillConnecting(client).then(retry);
        else retry();
      }
    });
  };

  open();
  return async () => {
    if (stopped) return;
    stopped = true;
    if (timer !== null) clock.clearTimeout(timer);
    const last = current;
    current = null;
    await last?.stop();
  };
}
