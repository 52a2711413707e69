// The homebrew libraries' test fixture: the file's real embedded backend and a signed-in tab with its
// libraries hydrated (built-ins loaded). Shared by the libraries' test files; each file gets its own backend.
import { afterAll, beforeAll } from 'vitest';
import { HOMEBREW_KINDS, type HomebrewKind } from '@duality/rules';
import type { Backend } from '@duality/supabase-local';
import { createHomebrewLibraries, type HomebrewLibraries } from '../src/homebrew/libraries';
import type { HomebrewDraft } from '../src/homebrew/records';
import { eventually, startTestBackend } from './backend';
import { openTab, type Tab } from './players';

export const item = (name: string, extra: Partial<HomebrewDraft<'items'>> = {}): HomebrewDraft<'items'> => ({
  name,
  description: `${name} description`,
  public: false,
  ...extra,
});

export const profileList = async (tab: Tab, kind: HomebrewKind) => {
  const { data } = await tab.client.from('user_profiles').select('*').eq('user_id', tab.user!.id).single();
  return data![kind];
};

/** Registers the file's backend (beforeAll/afterAll) and returns it with `withLibraries` bound to it. */
export function librariesBackendFixture() {
  const env = { backend: undefined as unknown as Backend };
  beforeAll(async () => {
    env.backend = await startTestBackend();
  });
  afterAll(() => env.backend.stop());

  async function withLibraries(name: string): Promise<{ tab: Tab; libs: HomebrewLibraries }> {
    const tab = await openTab(env.backend, name);
    const libs = createHomebrewLibraries({
      client: tab.client,
      bus: tab.bus,
      session: tab.session,
      clock: tab.clock,
    });
    await libs.loadBuiltins();
    await eventually(() => HOMEBREW_KINDS.every((k) => libs.library(k).hydrated), 5000, 'hydrated');
    return { tab, libs };
  }

  return { env, withLibraries };
}
