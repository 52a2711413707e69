// The reads an area shows on its own, against the real embedded backend: the campaign's current invite and the
// user's homebrew counts. One error policy for both: the answer parsed, a failure returned in our words (never
// toasted, never turned into "no invite" or a count).
import { afterAll, describe, expect, it } from 'vitest';
import { invokeFunction } from '@duality/supabase';
import { testBackend } from '../../test/testing';
import { createCampaign } from '../../test/campaigns';
import { openTab, type Tab } from '../../test/players';
import { createCampaignInvites } from '../campaigns/campaign-invites';
import { createHomebrewUsageReader } from '../homebrew/homebrew-usage';
import { inviteResultSchema } from '../rows/function-results';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();
const tabs: Tab[] = [];
afterAll(async () => {
  await Promise.all(tabs.map((t) => t.close()));
});

async function tab(name?: string): Promise<Tab> {
  const opened = await openTab(backend, name);
  tabs.push(opened);
  return opened;
}

/** The tab's client and bus, on the real clock (the tab's manual clock would hold a retry's wait). */
const real = ({ client, bus }: Tab) => ({ client, bus });

/** A tab whose backend is gone: every request fails without an answer (a refused connection). */
const unreachable = () => openTab({ url: 'http://127.0.0.1:9', anonKey: backend.anonKey });

describe('the current invite', () => {
  it('is null until the owner makes one, then the token; others never read it', async () => {
    const gm = await tab('Invite Owner');
    const stranger = await tab('Invite Stranger');
    const id = await createCampaign(gm.client, 'Glass Tower');
    const invites = createCampaignInvites({ client: gm.client, bus: gm.bus });
    expect(await invites.current(id)).toEqual({ ok: true, data: null });

    const { invite } = await invokeFunction(
      gm.client,
      'generate-campaign-invite',
      { campaignId: id },
      inviteResultSchema,
    );
    expect(await invites.current(id)).toEqual({ ok: true, data: invite });
    // The select policy shows the token to its owner only.
    expect(await createCampaignInvites(real(stranger)).current(id)).toEqual({ ok: true, data: null });
    expect(gm.toasts).toEqual([]);
  });

  it('a read that cannot reach the server is an error in our words, not "no invite", and no toast', async () => {
    const offline = await unreachable();
    const outcome = await createCampaignInvites({ client: offline.client, bus: offline.bus }).current(1);
    expect(outcome).toEqual({
      ok: false,
      message:
        'The invite link could not be loaded: the server could not be reached. Check your connection, then try again.',
    });
    expect(offline.toasts).toEqual([]);
  });
});

describe('the homebrew usage', () => {
  it("reads the user's counts and the caps the database holds", async () => {
    const user = await tab('Usage Reader');
    const { error } = await user.client
      .from('homebrew_items')
      .insert({ name: 'Lamp', data: { description: 'A lamp.' }, public: true });
    expect(error).toBeNull();
    const outcome = await createHomebrewUsageReader(real(user)).read();
    expect(outcome.ok && outcome.data).toMatchObject({ created: 1, published: 1 });
    expect(outcome.ok && outcome.data.creation_cap).toBeGreaterThan(0);
    expect(outcome.ok && outcome.data.publish_cap).toBeGreaterThan(0);
  });

  it('a refusal (signed out) and an unreachable server are errors in our words, never toasted', async () => {
    const visitor = await tab();
    expect(await createHomebrewUsageReader(real(visitor)).read()).toEqual({
      ok: false,
      message: 'Your homebrew counts could not be loaded. Try again in a moment.',
    });
    const offline = await unreachable();
    const outcome = await createHomebrewUsageReader(real(offline)).read();
    expect(outcome.ok ? '' : outcome.message).toMatch(
      /^Your homebrew counts could not be loaded: the server could not be reached/,
    );
    expect([...visitor.toasts, ...offline.toasts]).toEqual([]);
  });
});
