// The game master's row follows the player's committed save, offline included (real embedded backend, the
// real data stores, supabase-js): an edit made offline and kept across a reload reaches the game master's
// dashboard once the player is back online, and the character and dashboard rows agree; a stale (409) save
// writes neither row.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { DualityClient } from '@duality/supabase';
import { createDataStores, type DataStores } from '../data-stores';
import { createDashboardStore } from '../dashboard/dashboard-store';
import { dashboardRowSchema } from '../rows/dashboard-rows';
import { memoryKeyValueStorage } from '../shared/storage';
import { testBackend } from '../../test/testing';
import { cuttableNetwork, eventually, memoryStorage, newClient } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { advanceUntil } from '../../test/manual-clock';
import { openTab, type Tab, requestsInFlight } from '../../test/players';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();

/** The character's row and its dashboard row, read by the player (owner) and the game master. */
async function rows(player: DualityClient, gm: DualityClient, id: number) {
  const character = await player.from('characters').select('*').eq('id', id).single();
  const read = await gm.from('campaign_dashboard').select('*').eq('character_id', id).single();
  if (character.error || read.error) throw new Error('rows unreadable');
  const dashboard = dashboardRowSchema.parse(read.data);
  const resources = (character.data.data as { resources: Record<string, number> }).resources;
  return { character: character.data, resources, dashboard };
}

/** The player's page: the real data stores over the given client, storage and online source. */
function playerPage(tab: Tab, storage: ReturnType<typeof memoryKeyValueStorage>, online$: Subject<void>) {
  return createDataStores({
    client: tab.client,
    bus: tab.bus,
    session: tab.session,
    storage,
    clock: tab.clock,
    online$,
  });
}

describe('the dashboard row follows the committed save', () => {
  it('an offline Hope and Stress edit kept across a reload reaches the game master once back online', async () => {
    const gm = await openTab(backend, 'Offline Gm');
    const campaignId = await createCampaign(gm.client, 'Lantern Moor');
    const net = cuttableNetwork();
    const player = await openTab(backend, 'Offline Player', { fetch: net.fetch });
    const id = await createCharacter(player.client, { name: 'Ysolde', level: 1 });
    await joinCampaign(gm.client, player.client, campaignId, id);
    const dashboard = createDashboardStore({ client: gm.client, bus: gm.bus, session: gm.session });
    await dashboard.watch(campaignId);
    await eventually(() => gm.client.getChannels()[0]?.state === 'joined', 5000, 'channel joined');
    const gmRow = () => dashboard.state.campaigns[campaignId]?.rows[0];

    const storage = memoryKeyValueStorage();
    const online$ = new Subject<void>();
    let page: DataStores = playerPage(player, storage, online$);
    await eventually(() => page.characters.state.status === 'ready', 5000, 'characters loaded');
    // As the join through the app does: the complete row (class, sizes) is written with a save.
    expect(await page.characters.publishDashboardRow(id)).toBe(true);
    await eventually(() => gmRow()?.hope.max === 6, 5000, 'the complete row');
    const before = gmRow()!;

    net.offline = true;
    page.characters.update(id, (c) => ({ ...c, resources: { ...c.resources, hope: 5, stress: 3 } }));
    await advanceUntil(player.clock, () => page.characters.state.status === 'offline', { what: 'offline' });
    expect(page.characters.state.unsynced).toEqual([id]);

    // Reload while offline: a new page over the same device storage, with the edit still waiting.
    await page.dispose();
    page = playerPage(player, storage, online$);
    await advanceUntil(player.clock, () => page.characters.state.status === 'offline', {
      what: 'offline after the reload',
    });
    expect(page.characters.state.unsynced).toEqual([id]);
    expect(gmRow()).toEqual(before); // nothing reached the game master while offline

    net.offline = false;
    online$.next(); // the browser's `online` event: sent at once, not at the next poll
    // The page loaded offline, so its catalog waits for campaigns it never read: the save waits for it at
    // most SUMMARY_WAIT_MS on the page's clock, then goes without the summary.
    await advanceUntil(player.clock, () => gmRow()?.hope.current === 5 && gmRow()?.stress.current === 3, {
      what: 'the GM sees',
      holdWhile: () => requestsInFlight(player) > 0,
    });
    await eventually(() => page.characters.state.unsynced.length === 0, 5000, 'outbox drained');

    const saved = await rows(player.client, gm.client, id);
    expect(saved.resources).toMatchObject({ hope: 5, stress: 3 });
    expect(saved.dashboard.hope).toEqual({ current: saved.resources.hope, max: 6 });
    expect(saved.dashboard.stress).toEqual({ current: saved.resources.stress, max: 6 });
    expect(saved.dashboard.health.current).toBe(saved.resources.health);
    expect(gmRow()).toEqual(saved.dashboard);
    // The player was told nothing raw: no toast while the sheet said offline.
    expect(player.toasts.filter((t) => /TypeError|fetch/i.test(t.message))).toEqual([]);

    await page.dispose();
    await dashboard.dispose();
    await player.close();
    await gm.close();
  });

  it('a stale (409) save writes neither the character nor its dashboard row', async () => {
    const gm = await openTab(backend, 'Stale Gm');
    const campaignId = await createCampaign(gm.client, 'Brass Hollow');
    const player = await openTab(backend, 'Stale Player');
    const id = await createCharacter(player.client, { name: 'Odo', level: 1 });
    await joinCampaign(gm.client, player.client, campaignId, id);
    const online$ = new Subject<void>();
    const phone = playerPage(player, memoryKeyValueStorage(), online$);
    await eventually(() => phone.characters.state.status === 'ready', 5000, 'phone loaded');
    expect(await phone.characters.publishDashboardRow(id)).toBe(true);

    // Another device of the same player saves first (Hope 4), straight through the save function.
    const laptop = newClient(backend, memoryStorage());
    await laptop.auth.setSession((await player.client.auth.getSession()).data.session!);
    const atStart = phone.characters.get(id)!;
    const other = { ...atStart.character, resources: { ...atStart.character.resources, hope: 4 } };
    const { campaign: _campaign, ...document } = other;
    const done = await laptop.rpc('save_character', {
      p_id: id,
      p_expected_revision: atStart.revision,
      p_version: other.version,
      p_data: JSON.parse(JSON.stringify(document)),
      p_summary: null,
    });
    expect(done.error).toBeNull();
    const accepted = await rows(player.client, gm.client, id);
    expect(accepted.dashboard.hope.current).toBe(4);

    // The phone, still at the old revision, marks Stress: refused as stale, so it becomes a conflict.
    phone.characters.update(id, (c) => ({ ...c, resources: { ...c.resources, stress: 5 } }));
    await advanceUntil(player.clock, () => phone.characters.state.conflicts.length === 1, {
      what: 'conflict',
    });
    const after = await rows(player.client, gm.client, id);
    expect(after.character).toEqual(accepted.character);
    expect(after.dashboard).toEqual(accepted.dashboard);
    expect(after.dashboard.stress.current).toBe(0);

    await phone.dispose();
    await laptop.removeAllChannels();
    await player.close();
    await gm.close();
  });
});
