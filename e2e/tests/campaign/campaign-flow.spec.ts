// The campaign area with a game master and a player in two browser contexts: create, invite, join with a
// character, tracker changes live on the dashboard, Fear live on the player's page, campaign homebrew in the
// player's catalog, kick (with the offer to reset the invite), leave and delete; a third user sees none of it.
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../../support/account';
import { userPage } from '../../support/user-page';
import { apiAs, createCharacter } from '../../support/api';
import { catalogItemNames, createHomebrewItemApi, expectToast, trackOf } from '../../support/campaign';
import { openSheet, tracker } from '../../support/character';

test('game master and player: create, invite, join, live tracks and Fear, homebrew, kick, leave, delete', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const gmAccount = newAccount('Gamemaster');
  const playerAccount = newAccount('Rowan');
  const gm = await userPage(browser, gmAccount);
  const player = await userPage(browser, playerAccount);
  const playerApi = await apiAs(playerAccount);
  const thornId = await createCharacter(playerApi, {
    name: 'Thorn',
    level: 2,
    baseClass: 'core_class_bard',
    resources: { health: 1, stress: 2, armor: 0, hope: 3 },
  });

  // Create.
  await gm.goto('/campaign');
  await expect(gm.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await gm.getByLabel('Campaign name').fill('Ember Court');
  await gm.getByRole('button', { name: 'Create campaign' }).click();
  await expectToast(gm, 'Created new campaign: Ember Court');
  const listed = gm.getByRole('list', { name: 'Your campaigns' }).getByRole('listitem');
  await expect(listed).toHaveText(['Ember CourtGame master']);
  await listed.getByRole('link', { name: 'Ember Court' }).click();
  await expect(gm).toHaveURL(/\/campaign\/\d+$/);
  const campaignPath = new URL(gm.url()).pathname;
  const campaignId = Number(campaignPath.split('/').pop());
  await expect(gm.getByRole('heading', { level: 1, name: 'Ember Court' })).toBeVisible();

  // Invite: a link, its QR code.
  await gm.getByRole('button', { name: 'Create invite link' }).click();
  const linkField = gm.getByLabel('Invite link');
  await expect(linkField).toHaveValue(/\/campaign\/invite\/[0-9a-f]{32}$/);
  const inviteLink = await linkField.inputValue();
  await expect(gm.getByRole('img', { name: 'QR code of the invite link' })).toBeVisible();

  // Join with a character: the page says what is shared; the row is complete at once.
  await player.goto(new URL(inviteLink).pathname);
  await expect(player.getByRole('heading', { level: 1, name: 'Join Ember Court' })).toBeVisible();
  await expect(player.getByText('Gamemaster invites you to play in this campaign.')).toBeVisible();
  await expect(player.getByRole('heading', { name: 'What the game master will see' })).toBeVisible();
  await player.getByRole('radio', { name: /Thorn/ }).check();
  await player.getByRole('button', { name: 'Join campaign' }).click();
  await expect(player.getByRole('alert')).toHaveText('Agree to share these details to join.');
  await player.getByRole('checkbox', { name: 'I agree to share these details with the campaign' }).check();
  await player.getByRole('button', { name: 'Join campaign' }).click();
  await expect(player).toHaveURL(new RegExp(`${campaignPath}$`));
  await expect(player.getByText('Player', { exact: true })).toBeVisible();
  await expect(gm.getByRole('heading', { name: 'Thorn' })).toBeVisible();
  const card = gm.getByRole('listitem').filter({ has: gm.getByRole('heading', { name: 'Thorn' }) });
  await expect(card).toContainText('Bard · Level 2');
  await expect(trackOf(gm, 'Thorn', 'health')).toHaveText('1 / 5');
  await expect(trackOf(gm, 'Thorn', 'hope')).toHaveText('3 / 6');

  // The player's taps on their sheet reach the game master's card, each before the next tap (the sheet's save
  // waits out its debounce first). How fast is measured by bench/campaign-dashboard.bench.ts, not here.
  await openSheet(player, thornId, 'Thorn');
  const taps = [
    ['Hit Points', 'Hit Point 2', 'health', '2 / 5'],
    ['Stress', 'Stress 3', 'stress', '3 / 6'],
    ['Hope', 'Hope 5', 'hope', '5 / 6'],
  ] as const;
  for (const [track, box, dashboardTrack, shown] of taps) {
    await tracker(player, track).getByRole('button', { name: box, exact: true }).click();
    await expect(trackOf(gm, 'Thorn', dashboardTrack), `${box} on the dashboard`).toHaveText(shown);
  }
  await player.goto(campaignPath);
  await expect(player.getByRole('heading', { level: 1, name: 'Ember Court' })).toBeVisible();

  // Fear: one tap each, live on the player's page.
  await gm.getByRole('button', { name: 'Add Fear' }).click();
  await expect(gm.getByTestId('fear-value')).toHaveText('1');
  await gm.getByRole('button', { name: 'Add Fear' }).click();
  await expect(gm.getByTestId('fear-value')).toHaveText('2');
  await expect(player.getByTestId('fear-value')).toHaveText('2');
  await gm.getByRole('button', { name: 'Spend Fear' }).click();
  await expect(player.getByTestId('fear-value')).toHaveText('1');
  await expect(player.getByRole('button', { name: 'Add Fear' })).toHaveCount(0);

  // Homebrew made through the API, linked on the page, in the player's catalog.
  const gmApi = await apiAs(gmAccount);
  await createHomebrewItemApi(gmApi, 'Lantern of Embers');
  await gm.reload(); // the libraries were read at login
  await gm.getByLabel('Kind').selectOption('items');
  await gm.getByLabel('Homebrew', { exact: true }).selectOption({ label: 'Lantern of Embers' });
  await gm.getByRole('button', { name: 'Share with the campaign' }).click();
  const shared = (page: Page) => page.getByRole('list', { name: 'Homebrew shared with the campaign' });
  await expect(shared(gm)).toContainText('Lantern of Embers');
  await expect(shared(player)).toContainText('Lantern of Embers');
  await expect.poll(() => catalogItemNames(player)).toContain('Lantern of Embers');

  // A third user can neither open the dashboard nor read its rows.
  const strangerAccount = newAccount('Stranger');
  const stranger = await userPage(browser, strangerAccount);
  await stranger.goto(campaignPath);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Campaign not found' })).toBeVisible();
  await expect(stranger.getByText('Thorn')).toHaveCount(0);
  const strangerApi = await apiAs(strangerAccount);
  const rows = await strangerApi.from('campaign_dashboard').select('*').eq('campaign_id', campaignId);
  expect(rows.error).toBeNull();
  expect(rows.data).toEqual([]);
  const campaigns = await strangerApi.from('campaigns').select('*').eq('id', campaignId);
  expect(campaigns.data).toEqual([]);
  const fear = await strangerApi.from('campaigns').update({ fear: 9 }).eq('id', campaignId).select('id');
  expect(fear.data).toEqual([]);

  // Kick, then the offer to reset the invite: the old link stops working.
  await gm.getByRole('button', { name: 'More actions for Thorn' }).click();
  await gm.getByRole('menuitem', { name: 'Kick Thorn' }).click();
  await gm.getByRole('alertdialog', { name: 'Kick Thorn?' }).getByRole('button', { name: 'Kick' }).click();
  await expect(gm.locator('.dh-toast')).toContainText('Kicked Thorn from Ember Court');
  await gm
    .getByRole('alertdialog', { name: 'Reset the invite?' })
    .getByRole('button', { name: 'Reset invite' })
    .click();
  await expectToast(gm, 'Kicked Thorn from Ember Court');
  await expect(linkField).not.toHaveValue(inviteLink);
  const newLink = await linkField.inputValue();
  await expect(gm.getByRole('heading', { name: 'Thorn' })).toHaveCount(0);
  await expect(player.getByRole('heading', { level: 1, name: 'Campaign not found' })).toBeVisible();
  await player.goto(new URL(inviteLink).pathname);
  await expect(player.getByRole('alert')).toHaveText(
    'This invite is not valid: it may have been replaced by a newer one.',
  );

  // Join again with the new link, then leave: the sharing stops at once.
  await player.goto(new URL(newLink).pathname);
  await player.getByRole('radio', { name: /Thorn/ }).check();
  await player.getByRole('checkbox', { name: 'I agree to share these details with the campaign' }).check();
  await player.getByRole('button', { name: 'Join campaign' }).click();
  await expect(player).toHaveURL(new RegExp(`${campaignPath}$`));
  await expect(gm.getByRole('heading', { name: 'Thorn' })).toBeVisible();
  await player.getByRole('button', { name: 'Leave campaign' }).click();
  await player.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expectToast(player, 'Left Ember Court');
  await expect(player).toHaveURL(/\/campaign$/);
  await expect(gm.getByRole('heading', { name: 'Thorn' })).toHaveCount(0);
  const afterLeave = await gmApi.from('campaign_dashboard').select('id').eq('campaign_id', campaignId);
  expect(afterLeave.data).toEqual([]);

  // Delete, with confirmation.
  await gm.getByRole('button', { name: 'Delete campaign' }).click();
  await gm
    .getByRole('alertdialog', { name: 'Delete Ember Court?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectToast(gm, 'Deleted Ember Court');
  await expect(gm).toHaveURL(/\/campaign$/);
  await expect(gm.getByRole('link', { name: 'Ember Court' })).toHaveCount(0);
  const gone = await gmApi.from('campaigns').select('id').eq('id', campaignId);
  expect(gone.data).toEqual([]);
});
