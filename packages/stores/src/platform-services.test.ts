// The page's services against the real embedded backend. They are made as a page makes them (no test
// options); Node 20 has no WebSocket, so the package's test setup (test/node-websocket.ts) gives the global
// one a page would have.
import { describe, expect, it } from 'vitest';
import { createBus } from '@duality/bus';
import { getSupabase } from '@duality/supabase';
import { testBackend } from '../test/testing';
import { eventually } from '../test/backend';
import { getDataStores } from './data-stores';
import { createPlatformServices } from './platform-services';
import { getSessionStore } from './session/session-registry';
import { memoryKeyValueStorage } from './shared/storage';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

describe('createPlatformServices', () => {
  it('creates and provides one client, session store and data stores, wired to each other', async () => {
    const bus = createBus();
    const backendConfig = { url: backend.url, anonKey: backend.anonKey };
    const services = createPlatformServices(backendConfig, { bus, storage: memoryKeyValueStorage() });
    expect(getSupabase()).toBe(services.client);
    expect(getSessionStore()).toBe(services.session);
    expect(getDataStores()).toBe(services.data);

    const signUp = await services.session.signUp({
      email: `services-${Date.now()}@example.test`,
      password: 'correct horse battery',
      displayName: 'Wired',
    });
    expect(signUp.error).toBeNull();
    // The data stores follow the session they were given: signing in loads the user's characters.
    await eventually(() => services.data.characters.state.status === 'ready', 5000, 'characters loaded');
    expect(services.data.characters.state.characters).toEqual([]);

    expect(() => createPlatformServices(backendConfig, { bus, storage: memoryKeyValueStorage() })).toThrow(
      'already initialised',
    );
    expect(await services.session.signOut()).toBeNull();
    await services.data.dispose();
    services.session.dispose();
  });
});
