// Hiding a countdown is one write: the game master's update, after which the database replaces the shown row by
// a hidden copy in the same statement. Against the real embedded backend, over a connection that drops after one
// write and in a campaign at its cap of 50 countdowns (where a copy made first was refused).
import { describe, expect, it } from 'vitest';
import { testBackend } from '../../test/testing';
import { eventually } from '../../test/backend';
import { createCampaign } from '../../test/campaigns';
import { openTab } from '../../test/players';
import { createGmTableStore } from './gm-table-store';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

describe('hiding a countdown', () => {
  it('is whole over a connection that drops after one write, in a campaign at its cap of 50', async () => {
    // Once armed, the game master's connection carries one write, then drops every request until disarmed.
    let armed = false;
    let writes = 0;
    const dropping = (async (input, init) => {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (armed && method !== 'GET' && method !== 'HEAD') {
        writes += 1;
        if (writes > 1) throw new TypeError('Failed to fetch');
      }
      return globalThis.fetch(input, init);
    }) as typeof fetch;
    const gm = await openTab(backend, 'Dropped Gm', { fetch: dropping });
    const campaignId = await createCampaign(gm.client, 'Dropped Line');
    const gmStore = createGmTableStore({
      client: gm.client,
      bus: gm.bus,
      clock: gm.clock,
      session: gm.session,
    });
    const clocks = Array.from({ length: 50 }, (_, i) => ({
      campaign_id: campaignId,
      name: `Clock ${i + 1}`,
      start: 4,
      value: i % 4,
      visible: true,
    }));
    expect((await gm.client.from('campaign_countdowns').insert(clocks)).error).toBeNull();
    await gmStore.watch(campaignId);
    await eventually(() => gmStore.state.campaigns[campaignId]?.countdowns.length === 50, 5000, 'countdowns');
    const first = gmStore.state.campaigns[campaignId]!.countdowns.find((c) => c.name === 'Clock 1')!;

    armed = true;
    let result: boolean | undefined;
    const hiding = gmStore.setCountdownVisible(first, false).then((ok) => (result = ok));
    // Retries after a failure wait on the tab's clock.
    while (result === undefined) {
      await gm.clock.advance(1000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await hiding;
    armed = false;
    expect(result).toBe(true);
    const rows = await gm.client
      .from('campaign_countdowns')
      .select('name, value, visible')
      .eq('campaign_id', campaignId)
      .eq('name', 'Clock 1');
    // Never the shown countdown beside a hidden copy: the one countdown, hidden, with its value.
    expect(rows.data).toEqual([{ name: 'Clock 1', value: 0, visible: false }]);
    expect(gm.toasts).toEqual([]);
  });
});
