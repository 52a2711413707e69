// The dashboard across a backend restart: the channel is lost (status `reconnecting`, the last rows kept),
// opened again on the 1, 2, 5, 10 s delays, and the rows are read again, so a change made while the game master
// was disconnected shows. Also across a socket whose opening handshake is never answered.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@duality/supabase-local';
import { eventually, startTestBackend } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { advanceUntil } from '../../test/manual-clock';
import { openTab } from '../../test/players';
import { createDashboardStore } from './dashboard-store';
import { memoryTmpdir } from '@duality/supabase-local';

let backend: Backend;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(memoryTmpdir(), 'stores-dashboard-'));
  backend = await startTestBackend({ dataDir });
});
afterAll(async () => {
  await backend.stop();
  await rm(dataDir, { recursive: true, force: true });
  // The backend keeps the secrets it generated beside the data folder.
  await rm(`${dataDir}.secrets.json`, { force: true });
});

/** A game master watching a campaign's dashboard, joined, with one player's character on it. */
async function watchedDashboard(names: { gm: string; campaign: string; player: string; character: string }) {
  const gm = await openTab(backend, names.gm);
  const campaignId = await createCampaign(gm.client, names.campaign);
  const player = await openTab(backend, names.player);
  const characterId = await createCharacter(player.client, { name: names.character });
  const rowId = await joinCampaign(gm.client, player.client, campaignId, characterId);
  const store = createDashboardStore({
    client: gm.client,
    bus: gm.bus,
    clock: gm.clock,
    session: gm.session,
  });
  await store.watch(campaignId);
  await eventually(() => gm.client.getChannels()[0]?.state === 'joined', 5000, 'channel joined');
  const dashboard = () => store.state.campaigns[campaignId];
  return {
    gm,
    player,
    rowId,
    dashboard,
    /** The row's Hope changes (as the player's save would write it: players cannot update the row directly). */
    async setHope(current: number) {
      const changed = await backend.db.admin((tx) =>
        tx.query(`update public.campaign_dashboard set hope = $2 where id = $1 returning id`, [
          rowId,
          JSON.stringify({ current, max: 6 }),
        ]),
      );
      expect(changed.rows).toHaveLength(1);
    },
    /** Moves the game master's clock until the dashboard is ready again and shows `current` Hope. */
    readyWithHope: (current: number) =>
      advanceUntil(
        gm.clock,
        () => dashboard()?.status === 'ready' && dashboard()?.rows[0]?.hope.current === current,
        { step: 500, ms: 40_000, what: 'reconnected with the current values' },
      ),
    async close() {
      await store.dispose();
      await player.close();
      await gm.close();
    },
  };
}

describe('dashboard reconnection', () => {
  it('says it is reconnecting while the backend is down, then shows the current values', async () => {
    const watched = await watchedDashboard({
      gm: 'Restart Gm',
      campaign: 'Stormwatch',
      player: 'Restart Player',
      character: 'Vale',
    });
    const { gm, dashboard, rowId } = watched;
    expect(dashboard()?.rows[0]?.hope).toEqual({ current: 0, max: 0 });

    const port = Number(new URL(backend.url).port);
    await backend.stop();
    await eventually(() => dashboard()?.status === 'reconnecting', 15_000, 'reconnecting');
    expect(dashboard()?.rows.map((r) => r.id)).toEqual([rowId]);

    backend = await startTestBackend({ dataDir, port });
    // Changed while the game master's channel is down: no live event reaches them for it.
    await watched.setHope(4);
    await watched.readyWithHope(4);
    expect(dashboard()?.rows[0]?.hope).toEqual({ current: 4, max: 6 });

    // Live again after the restart.
    await eventually(
      () => gm.client.getChannels().some((c) => c.state === 'joined'),
      10_000,
      'channel joined again',
    );
    await watched.setHope(5);
    await eventually(() => dashboard()?.rows[0]?.hope.current === 5, 5000, 'live again');
    await watched.close();
  }, 60_000);

  it('replaces a socket whose opening handshake is never answered, then shows the current values', async () => {
    const watched = await watchedDashboard({
      gm: 'Silent Gm',
      campaign: 'Hushed Vale',
      player: 'Silent Player',
      character: 'Wren',
    });
    const { gm } = watched;

    // The backend goes away and, in its place, something takes connections and never answers: the socket
    // supabase-js opens next waits for its handshake for good.
    const port = Number(new URL(backend.url).port);
    await backend.stop();
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((listening) => silent.listen(port, listening));
    try {
      await eventually(
        () => held.length > 0 && gm.client.realtime.isConnecting(),
        15_000,
        'a socket waiting on the silent server',
      );
      silent.close(); // stops taking connections; the one taken stays open and silent
      backend = await startTestBackend({ dataDir, port });
      await watched.setHope(3);

      // The join times out (10 s) on the silent socket; that socket is closed and the next join opens a new one.
      await watched.readyWithHope(3);
      expect(gm.client.realtime.isConnected()).toBe(true);
    } finally {
      for (const socket of held) socket.destroy();
    }
    await watched.close();
  }, 60_000);
});
