// A character built offline keeps its address. A signed-in player's browser goes offline (Playwright's
// emulation), a character is built and saved there and opens on its sheet under the id this device gave it;
// back online the sync inserts it, the address becomes the server's id, and loading the page again opens the
// sheet, at the server's address and at the device's old one (a link or a bookmark made while offline).
import { expect, test } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs } from '../../support/api';
import { buildCharacter, planFor, srd } from '../../support/builder';
import { declineConsentUpFront, goViaMenu } from '../../support/menu';
import { waitForAreaCached, waitForServiceWorker } from '../../support/service-worker';

test.use({ serviceWorkers: 'allow' });

test('built offline, synced, loaded again at its address: the sheet opens', async ({ page, context }) => {
  test.setTimeout(120_000);
  const account = newAccount('Offline Address');
  await declineConsentUpFront(page);
  await signUpQuickly(page, account);
  const api = await apiAs(account);

  // Online once: the worker keeps the app's files, so the pages open offline.
  await page.goto('/builder/class');
  await expect(page.locator('#builder-step-title')).toHaveText('Class and subclass');
  await waitForServiceWorker(page);
  await goViaMenu(page, 'Characters');
  await waitForAreaCached(page, 'character');
  await waitForAreaCached(page, 'builder');

  await context.setOffline(true);
  await page.goto('/character');
  await page.getByRole('link', { name: 'Create a character' }).click();
  const bard = srd.classes.find((c) => c.name === 'Bard')!;
  const plan = { ...planFor(bard, 'core_ancestry_katari', 'core_community_wildborne'), name: 'Moth Lantern' };
  await buildCharacter(page, plan, { inApp: true });
  await page.locator('.builder-step').getByRole('button', { name: 'Save character' }).click();
  await expect(page).toHaveURL(/\/character\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moth Lantern' })).toBeVisible();
  const deviceAddress = new URL(page.url()).pathname;
  expect((await api.from('characters').select('id')).data).toEqual([]);

  // Back online: the character is inserted, and the open sheet's address becomes the server's.
  await context.setOffline(false);
  await expect
    .poll(async () => (await api.from('characters').select('id')).data ?? [], { timeout: 20_000 })
    .toHaveLength(1);
  const { data } = await api.from('characters').select('id').single();
  const serverAddress = `/character/${data!.id}`;
  expect(serverAddress).not.toBe(deviceAddress);
  await expect(page).toHaveURL(new RegExp(`${serverAddress}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Moth Lantern' })).toBeVisible();

  // Loaded again: at the server's address, and at the device's old one (which then shows the server's).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Moth Lantern' })).toBeVisible();
  await page.goto(deviceAddress);
  await expect(page.getByRole('heading', { level: 1, name: 'Moth Lantern' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Character not found' })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${serverAddress}$`));
});
