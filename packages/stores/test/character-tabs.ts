// The character store's test fixture: a real embedded backend in a temp folder (so a test can stop it and
// start it again on the same data and port) and "browser tabs" with their own client, bus, session, manual
// clock and local storage. Shared by the character store's test files; each file gets its own backend.
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Subject } from 'rxjs';
import { afterAll, beforeAll } from 'vitest';
import { createBus, type Bus, type EventPayload } from '@duality/bus';
import { memoryTmpdir, type Backend } from '@duality/supabase-local';
import type { DualityClient } from '@duality/supabase';
import { createSessionStore, type SessionStore } from '../src/session/session-store';
import { memoryKeyValueStorage } from '../src/shared/storage';
import { createCharacterStore, type CharacterStore } from '../src/characters/character-store';
import { eventually, memoryStorage, newClient, signUpUser, startTestBackend } from './backend';
import { createManualClock, type ManualClock } from './manual-clock';

export interface Player {
  client: DualityClient;
  bus: Bus;
  toasts: EventPayload<'toast.requested'>[];
  session: SessionStore;
  clock: ManualClock;
  storage: ReturnType<typeof memoryKeyValueStorage>;
  store: CharacterStore;
}

/** The file's backend; `restart()` starts it again on the same data and port after a test stopped it. */
export interface CharacterBackend {
  backend: Backend;
  restart(): Promise<void>;
}

/** Registers the file's backend (beforeAll/afterAll) and returns the tab helpers bound to it. */
export function characterBackendFixture() {
  let dataDir = '';
  let port = 0;
  const env: CharacterBackend = {
    backend: undefined as unknown as Backend,
    async restart() {
      env.backend = await startTestBackend({ dataDir, port });
    },
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(join(memoryTmpdir(), 'stores-characters-'));
    env.backend = await startTestBackend({ dataDir });
    port = Number(new URL(env.backend.url).port);
  });
  afterAll(async () => {
    await env.backend.stop();
    await rm(dataDir, { recursive: true, force: true });
    // The backend keeps the secrets it generated beside the data folder.
    await rm(`${dataDir}.secrets.json`, { force: true });
  });

  /** A browser tab: its own client, bus, session, clock and local storage (or those given, for a reload). */
  function openTab(
    sessionStorage = memoryStorage(),
    storage = memoryKeyValueStorage(),
    client = newClient(env.backend, sessionStorage),
    online$?: Subject<void>,
    offline$?: Subject<void>,
  ): Player {
    const bus = createBus();
    const toasts: EventPayload<'toast.requested'>[] = [];
    bus.on('toast.requested').subscribe((t) => toasts.push(t));
    const session = createSessionStore({ client, bus });
    const clock = createManualClock();
    const store = createCharacterStore({
      client,
      bus,
      session,
      storage,
      clock,
      ...(online$ ? { online$ } : {}),
      ...(offline$ ? { offline$ } : {}),
    });
    return { client, bus, toasts, session, clock, storage, store };
  }

  async function signedInTab(name: string) {
    const sessionStorage = memoryStorage();
    const client = newClient(env.backend, sessionStorage);
    await signUpUser(client, name);
    const tab = openTab(sessionStorage, memoryKeyValueStorage(), client);
    await eventually(() => tab.store.state.status === 'ready', 5000, 'characters loaded');
    return { tab, sessionStorage };
  }

  return { env, openTab, signedInTab };
}

export const close = async (tab: Player) => {
  tab.store.dispose();
  tab.session.dispose();
  await tab.client.removeAllChannels();
};

export async function serverRow(client: DualityClient, id: number) {
  const { data, error } = await client.from('characters').select('*').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data as { revision: number; version: string; data: Record<string, unknown> };
}
