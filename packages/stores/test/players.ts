// A "browser tab" for store tests: its own supabase client (own session storage), bus with the toasts it
// received, the real session store and a manual clock.
import { createBus, type Bus, type EventPayload } from '@duality/bus';
import type { Backend } from '@duality/supabase-local';
import type { DualityClient } from '@duality/supabase';
import { createSessionStore, type SessionStore } from '../src/session/session-store';
import {
  eventually,
  memoryStorage,
  newClient,
  signUpUser,
  type ClientOptions,
  type SignedUpUser,
} from './backend';
import { createManualClock, type ManualClock } from './manual-clock';

export interface Tab {
  client: DualityClient;
  bus: Bus;
  toasts: EventPayload<'toast.requested'>[];
  session: SessionStore;
  clock: ManualClock;
  user: SignedUpUser | null;
  close(): Promise<void>;
}

// Kept beside the tabs rather than on them: `Tab` is part of `@duality/stores/testing`'s recorded surface.
const counters = new WeakMap<Tab, () => number>();

/** Requests the tab has sent and not yet had answered (for `advanceUntil`'s `holdWhile`). */
export function requestsInFlight(tab: Tab): number {
  return counters.get(tab)?.() ?? 0;
}

/**
 * Opens a tab; with a name, signs a new user up and waits until the profile is loaded. In a DOM test
 * environment supabase-js tells other clients of the same storage key about a sign-in (a BroadcastChannel, as
 * between a browser's tabs), so tabs that stand for different browsers each pass a key of their own;
 * `fetch` is the tab's network (cuttableNetwork().fetch to take it offline).
 */
export async function openTab(
  backend: Pick<Backend, 'url' | 'anonKey'>,
  name?: string,
  options: ClientOptions = {},
): Promise<Tab> {
  let inFlight = 0;
  const counted = (async (input, init) => {
    inFlight += 1;
    try {
      return await (options.fetch ?? globalThis.fetch)(input, init);
    } finally {
      inFlight -= 1;
    }
  }) as typeof fetch;
  const client = newClient(backend, memoryStorage(), { ...options, fetch: counted });
  const user = name ? await signUpUser(client, name) : null;
  const bus = createBus();
  const toasts: EventPayload<'toast.requested'>[] = [];
  bus.on('toast.requested').subscribe((t) => toasts.push(t));
  const session = createSessionStore({ client, bus });
  if (user) await eventually(() => session.state.profile !== null, 5000, `${name}'s profile`);
  else await eventually(() => session.state.status !== 'loading', 5000, 'session read');
  const tab: Tab = {
    client,
    bus,
    toasts,
    session,
    clock: createManualClock(),
    user,
    async close() {
      session.dispose();
      await client.removeAllChannels();
    },
  };
  counters.set(tab, () => inFlight);
  return tab;
}
