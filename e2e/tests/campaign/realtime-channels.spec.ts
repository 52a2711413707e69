// What a page costs the realtime server, measured in Chromium against the product: the game master's campaign
// page (dashboard, Fear, roll log, countdowns, revealed cards, the campaign's homebrew) joins at most two
// channels for its campaign (the campaign's and the user's), and a player's sheet at most two. Counted on the
// wire (`phx_join` frames on the page's realtime socket, retries included), once every join was answered and
// the page shows its live parts; on the campaign page a live change then still arrives over those channels.
import { expect, test } from '@playwright/test';
import { newAccount } from '../../support/account';
import { apiAs } from '../../support/api';
import { trackOf } from '../../support/campaign';
import { createCampaignApi, joinWithNewCharacter } from '../../support/campaign-api';
import { openSheet } from '../../support/character';
import { countRealtimeJoins } from '../../support/realtime-joins';
import { userPage } from '../../support/user-page';

const MOST_CHANNELS = 2;

test('the campaign page and the sheet each join at most two realtime channels', async ({ browser }) => {
  test.setTimeout(90_000);
  const accounts = { gm: newAccount('Channel Gm'), player: newAccount('Channel Player') };
  const [gm, player] = await Promise.all([
    userPage(browser, accounts.gm),
    userPage(browser, accounts.player),
  ]);
  const [gmApi, playerApi] = await Promise.all([apiAs(accounts.gm), apiAs(accounts.player)]);
  const campaignId = await createCampaignApi(gmApi, 'Quiet Wires');
  await joinWithNewCharacter(gmApi, playerApi, campaignId, 'Lark');
  const { data: character } = await playerApi
    .from('characters')
    .select('id')
    .eq('campaign', campaignId)
    .single();

  // The game master's campaign page, from a fresh load.
  const gmJoins = countRealtimeJoins(gm);
  await gm.goto(`/campaign/${campaignId}`);
  await expect(gm.getByRole('heading', { level: 1, name: 'Quiet Wires' })).toBeVisible();
  await expect(trackOf(gm, 'Lark', 'hope')).toBeVisible();
  await expect(gm.getByTestId('fear-value')).toHaveText('0');
  await expect(gm.getByText('No roll yet this session.')).toBeVisible();
  await expect.poll(() => gmJoins.topics().length).toBeGreaterThan(0);
  await expect.poll(() => gmJoins.allAnswered()).toBe(true);
  // Live over those channels: Fear the game master's other device adds shows here.
  const fear = await gmApi.rpc('change_fear', { p_campaign_id: campaignId, p_delta: 1 });
  expect(fear.error).toBeNull();
  await expect(gm.getByTestId('fear-value')).toHaveText('1');
  test.info().annotations.push({ type: 'campaign page joins', description: gmJoins.topics().join(', ') });
  expect(gmJoins.topics().length, `joined ${gmJoins.topics().join(', ')}`).toBeLessThanOrEqual(MOST_CHANNELS);

  // The player's sheet of the character in that campaign.
  const playerJoins = countRealtimeJoins(player);
  await openSheet(player, character!.id, 'Lark');
  await expect.poll(() => playerJoins.topics().length).toBeGreaterThan(0);
  await expect.poll(() => playerJoins.allAnswered()).toBe(true);
  test.info().annotations.push({ type: 'sheet joins', description: playerJoins.topics().join(', ') });
  expect(playerJoins.topics().length, `joined ${playerJoins.topics().join(', ')}`).toBeLessThanOrEqual(
    MOST_CHANNELS,
  );
});
