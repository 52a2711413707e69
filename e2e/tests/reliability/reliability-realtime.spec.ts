// The realtime connection drops during a campaign session (the page's socket is closed under it, and new
// sockets are refused for a while): the page says it is reconnecting, keeps the last values, and once a
// socket is allowed again it shows the values as they are on the server, including a Fear and a track changed
// while it was cut off (no live event carries those), then is live again. The backend-restart variant of the
// game master's dashboard is campaign-restart.spec.ts.
import { expect, test, type WebSocketRoute } from '@playwright/test';
import { productBackend, saveHope } from '../../support/api';
import { trackOf } from '../../support/campaign';
import { declineConsentUpFront } from '../../support/menu';
import { openSignedIn, playedCampaign } from '../../support/reliability-campaign';

test('a dropped realtime connection: the player page reconnects and shows the Fear and track changed meanwhile, then is live again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const backend = await productBackend();
  const game = await playedCampaign(backend, 'Stormwatch');
  // As the sheet changes it: the character's save writes the dashboard row (players cannot update it directly).
  const setHope = async (current: number) =>
    expect((await saveHope(game.player, game.characterId, current)).error).toBeNull();
  const setFear = async (fear: number) =>
    expect((await game.gm.from('campaigns').update({ fear }).eq('id', game.campaignId)).error).toBeNull();
  await setHope(1);

  // Every realtime socket of the page passes here: while `cut`, a new one is closed as soon as it opens.
  let cut = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
    if (cut) return void ws.close();
    ws.connectToServer();
    sockets.push(ws);
  });
  await declineConsentUpFront(page);
  await openSignedIn(page, backend, game.playerSession, `/campaign/${game.campaignId}`);
  const fear = page.getByTestId('fear-value');
  const hope = trackOf(page, game.characterName, 'hope');
  await expect(hope).toHaveText('1 / 6');
  await expect(fear).toHaveText('0');
  // Live before the drop.
  await setFear(2);
  await expect(fear).toHaveText('2');
  await setHope(2);
  await expect(hope).toHaveText('2 / 6');

  cut = true;
  await Promise.all(sockets.splice(0).map((ws) => ws.close()));
  const reconnecting = page.getByRole('status').filter({ hasText: 'reconnecting' });
  await expect(reconnecting).toBeVisible({ timeout: 15_000 });
  await setFear(5);
  await setHope(4);
  // Cut off, the page keeps the last values.
  await expect(fear).toHaveText('2');
  await expect(hope).toHaveText('2 / 6');

  cut = false;
  await expect(fear).toHaveText('5', { timeout: 30_000 });
  await expect(hope).toHaveText('4 / 6', { timeout: 30_000 });
  await expect(reconnecting).toHaveCount(0);
  // And live again, over the new socket.
  await setFear(6);
  await expect(fear).toHaveText('6');
  await setHope(5);
  await expect(hope).toHaveText('5 / 6');
});
