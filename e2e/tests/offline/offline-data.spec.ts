// Playable with no network (a game night without Wi-Fi): a signed-in player opens the character list, a sheet
// and the builder online, and the service worker keeps the app's files; the browser goes offline
// (Playwright's emulation: every request and socket fails) and the pages are loaded again with no network
// (the worker serves the app, the stores what this device kept): the list shows what this device kept, the
// sheet takes Hope and Stress and still shows them after another load, and a new character is built and opens
// on its sheet. Back online, the server has both, and the game master's open dashboard card follows within
// 2 s. The sign-in page offline says it needs a connection.
import { expect, test } from '@playwright/test';
import { invokeFunction } from '@duality/supabase';
import { z } from 'zod';
import { newAccount } from '../../support/account';
import { userPage } from '../../support/user-page';
import { apiAs, createCharacter } from '../../support/api';
import { buildCharacter, planFor, srd } from '../../support/builder';
import { trackOf } from '../../support/campaign';
import { LEVEL_ONE, saveFailed, tracker } from '../../support/character';
import { createCampaignApi } from '../../support/campaign-api';
import { declineConsentUpFront, goViaMenu } from '../../support/menu';
import { waitForAreaCached, waitForServiceWorker } from '../../support/service-worker';

test.use({ serviceWorkers: 'allow' });

test('offline after one visit: the kept list, Hope and Stress across a reload, a new character; back online the server and the game master follow', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const gmAccount = newAccount('Offline Data Gm');
  const playerAccount = newAccount('Offline Data Player');
  const gm = await userPage(browser, gmAccount);
  const player = await userPage(browser, playerAccount);
  const gmApi = await apiAs(gmAccount);
  const playerApi = await apiAs(playerAccount);
  const id = await createCharacter(playerApi, { ...LEVEL_ONE.wizard, name: 'Wren' });
  const campaignId = await createCampaignApi(gmApi, 'Cellar Table');
  const { invite } = await invokeFunction(
    gmApi,
    'generate-campaign-invite',
    { campaignId },
    z.object({ invite: z.string() }),
  );
  await invokeFunction(
    playerApi,
    'join-campaign',
    { invite, characterId: id },
    z.object({ dashboard: z.object({ id: z.number() }) }),
  );
  await gm.goto(`/campaign/${campaignId}`);
  await expect(gm.getByRole('heading', { name: 'Wren' })).toBeVisible();

  // Online: the builder, then the list (through the menu) and the sheet; the worker keeps the app's files.
  await player.goto('/builder/class');
  await expect(player.locator('#builder-step-title')).toHaveText('Class and subclass');
  await waitForServiceWorker(player);
  await goViaMenu(player, 'Characters');
  await player.getByRole('link', { name: 'Wren' }).click();
  await expect(player.getByRole('heading', { level: 1, name: 'Wren' })).toBeVisible();
  const sheetUrl = player.url();
  await waitForAreaCached(player, 'character');
  await waitForAreaCached(player, 'builder');

  await player.context().setOffline(true);
  // The list, loaded again with no network (a goto: Playwright's reload skips the worker), says it is
  // offline and still lists the character.
  await player.goto('/character');
  await expect(player.getByRole('status').filter({ hasText: /^Offline:/ })).toBeVisible();
  await player.getByRole('link', { name: 'Wren' }).click();
  await expect(player.getByRole('heading', { level: 1, name: 'Wren' })).toBeVisible();
  const refused = saveFailed(player, '"stress":2');
  await tracker(player, 'Hope').getByRole('button', { name: 'Hope 5', exact: true }).click();
  await tracker(player, 'Stress').getByRole('button', { name: 'Stress 2', exact: true }).click();
  await expect(player.locator('.sheet-saving')).toHaveText('Offline: 1 change waiting', { timeout: 15_000 });
  // The sheet loaded again offline keeps the waiting change. (It is loaded once the edit's push has failed:
  // a push that starts during a navigation can slip past the offline emulation and reach the server.)
  await refused;
  await player.goto(sheetUrl);
  await expect(player.getByRole('heading', { level: 1, name: 'Wren' })).toBeVisible();
  await expect(tracker(player, 'Hope')).toHaveAccessibleName(/^Hope: 5 of /);
  await expect(tracker(player, 'Stress')).toHaveAccessibleName(/^Stress: 2 of /);

  // A new character, built and saved offline: kept on this device, open on its sheet.
  await goViaMenu(player, 'Characters');
  await player.getByRole('link', { name: 'Create a character' }).click();
  const seraph = srd.classes.find((c) => c.name === 'Seraph')!;
  const plan = {
    ...planFor(seraph, 'core_ancestry_katari', 'core_community_wildborne'),
    name: 'Lamplit Seraph',
  };
  await buildCharacter(player, plan, { inApp: true });
  await player.locator('.builder-step').getByRole('button', { name: 'Save character' }).click();
  await expect(player).toHaveURL(/\/character\/\d+$/);
  await expect(player.getByRole('heading', { level: 1, name: 'Lamplit Seraph' })).toBeVisible();
  await goViaMenu(player, 'Characters');
  await expect(player.getByRole('link', { name: 'Lamplit Seraph' })).toBeVisible();
  await expect(player.getByRole('link', { name: 'Wren' })).toBeVisible();
  await expect(player.getByRole('status').filter({ hasText: /changes? waits? to be sent/ })).toBeVisible();
  expect((await playerApi.from('characters').select('id')).data).toHaveLength(1); // nothing arrived yet
  await expect(trackOf(gm, 'Wren', 'hope')).not.toHaveText('5 / 6');

  // Back online: the waiting edit and the new character reach the server; the card follows within 2 s. (A page
  // loaded under the offline emulation keeps navigator.onLine true, so no `online` event comes: the stores
  // notice the way back by the first request answered, here the new character's held insert, not at the
  // next retry three seconds on.)
  await player.context().setOffline(false);
  const reconnected = Date.now();
  await expect(trackOf(gm, 'Wren', 'hope')).toHaveText('5 / 6', { timeout: 2000 });
  await expect(trackOf(gm, 'Wren', 'stress')).toHaveText('2 / 6', { timeout: 2000 });
  test.info().annotations.push({ type: 'reconnect to card', description: `${Date.now() - reconnected} ms` });
  await expect
    .poll(async () => {
      const { data } = await playerApi.from('characters').select('data');
      return (data ?? []).map((r) => (r.data as { name?: string }).name).sort();
    })
    .toEqual(['Lamplit Seraph', 'Wren']);
  const wren = await playerApi.from('characters').select('data').eq('id', id).single();
  expect(wren.data?.data).toMatchObject({ resources: { hope: 5, stress: 2 } });
  await expect(player.getByRole('status').filter({ hasText: /^Offline:/ })).toHaveCount(0);
  await expect(player.locator('.dh-toast', { hasText: /TypeError|Failed to fetch/ })).toHaveCount(0);
});

test('the sign-in page offline says signing in needs a connection', async ({ page, context }) => {
  await declineConsentUpFront(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByLabel('Password').fill('long enough 1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(
    page.getByText('Signing in needs a connection. Your characters on this device still open.'),
  ).toBeVisible();
});
