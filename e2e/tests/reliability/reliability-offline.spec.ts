// The browser goes offline and comes back (Playwright's offline emulation: every request and socket fails)
// during play on the sheet and in the builder (a character saved offline is kept on the device and sent once
// back online): nothing typed or tapped is lost, and once back online each
// change reaches the server exactly once (the server's rows are read afterwards).
// Homebrew: the collection's bookmarks (made offline, saved once back online), and an edit in the editor made
// offline: the failed save keeps the form and its draft (a reload restores it), and once back online the
// record is saved once, its revision one higher.
import { expect, test } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, readCharacter } from '../../support/api';
import { buildCharacter, inStep, planFor, srd } from '../../support/builder';
import { LEVEL_ONE, openSheet, tracker } from '../../support/character';
import { fullDocuments, insertHomebrew, newAuthor } from '../../support/homebrew';
import { logInAs } from '../../support/homebrew-editor';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(({ page }) => declineConsentUpFront(page));

test('offline during play: taps wait on the sheet and reach the server once, when the browser is back online', async ({
  page,
  context,
}) => {
  const account = newAccount('Offline Play');
  await signUpQuickly(page, account);
  const client = await apiAs(account);
  const id = await createCharacter(client, { ...LEVEL_ONE.wizard, name: 'Offline Ysolde' });
  const before = (await readCharacter(client, id)).revision;
  await openSheet(page, id, 'Offline Ysolde');
  const status = page.locator('.sheet-saving');

  await context.setOffline(true);
  await tracker(page, 'Hit Points').getByRole('button', { name: 'Hit Point 2', exact: true }).click();
  await tracker(page, 'Stress').getByRole('button', { name: 'Stress 1', exact: true }).click();
  await expect(status).toHaveText('Offline: 1 change waiting', { timeout: 15_000 });
  await expect(tracker(page, 'Hit Points')).toHaveAccessibleName(/^Hit Points: 2 of \d+ marked/);
  expect((await readCharacter(client, id)).revision).toBe(before); // nothing arrived while offline

  await context.setOffline(false);
  await expect(status).toHaveText('Saved', { timeout: 15_000 });
  const after = await readCharacter(client, id);
  expect(after.data.resources).toMatchObject({ health: 2, stress: 1 });
  // Both taps in one push (they were one waiting change), never a duplicate.
  expect(after.revision).toBe(before + 1);
});

test('offline in the builder: the walk goes on, saving keeps the character on the device and opens it, and back online it reaches the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const account = newAccount('Offline Builder');
  await signUpQuickly(page, account);
  const seraph = srd.classes.find((c) => c.name === 'Seraph')!;
  const plan = {
    ...planFor(seraph, 'core_ancestry_katari', 'core_community_wildborne'),
    name: 'Offline Seraph',
  };
  // Online for the first page load; offline from the second step to the end of the walk.
  const secondStep = page.waitForURL(/\/builder\/heritage$/).then(() => context.setOffline(true));
  await buildCharacter(page, plan);
  await secondStep;
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await inStep(page).getByRole('button', { name: 'Save character' }).click();
  // Kept on this device (offline play): the sheet opens by the id this device gave it; nothing reached the
  // server.
  await expect(page).toHaveURL(/\/character\/\d+$/);
  const client = await apiAs(account);
  expect((await client.from('characters').select('id')).data).toEqual([]);
  await context.setOffline(false);
  await expect
    .poll(async () => {
      const { data: rows } = await client.from('characters').select('id, data');
      return rows?.map((r) => (r.data as { name?: string }).name);
    })
    .toEqual(['Offline Seraph']);
});

test('offline while browsing homebrew: a bookmark made offline is kept, told, and saved to the profile once back online', async ({
  page,
  context,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const { client: author } = await newAuthor('Offline Author');
  const id = await insertHomebrew(author, 'items', `Offline Lamp ${tag}`, fullDocuments().items);
  const reader = newAccount('Offline Reader');
  await signUpQuickly(page, reader);
  await page.goto(`/homebrew?kind=items&q=${tag}`);
  const entry = page.locator(`.hb-entry[data-record-id="${id}"]`);
  await expect(entry).toBeVisible();
  // The page has everything it loads before the network goes (the game content's code among it): a request
  // cut mid-way would be told first, and the toasts come one at a time.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await entry.getByRole('button', { name: `Bookmark Offline Lamp ${tag}` }).click();
  await expect(
    entry.getByRole('button', { name: `Remove Offline Lamp ${tag} from my collection` }),
  ).toBeVisible();
  await expect(page.locator('.dh-toast')).toContainText('There was an error saving your collection', {
    timeout: 15_000,
  });
  await context.setOffline(false);
  const client = await apiAs(reader);
  const items = async () => (await client.from('user_profiles').select('items').single()).data?.items;
  await expect.poll(items, { timeout: 15_000 }).toEqual([id]);
});

test('offline in the homebrew editor: the failed save keeps the work across a reload, and back online it is saved once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const { account, client } = await newAuthor('Offline Editor');
  const id = await insertHomebrew(client, 'items', `Rope ${tag}`, { description: 'Fifty feet.' }, false);
  await logInAs(page, account);
  await page.goto(`/homebrew/edit/items/${id}`);
  const form = page.getByRole('form', { name: 'item editor' });
  const name = form.getByLabel('Name', { exact: true }).first();
  await expect(name).toHaveValue(`Rope ${tag}`);

  await context.setOffline(true);
  await name.fill(`Silk Rope ${tag}`);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('.dh-toast')).toBeVisible(); // the failure is told
  await expect(name).toHaveValue(`Silk Rope ${tag}`);
  const read = async () =>
    (await client.from('homebrew_items').select('name, revision').eq('id', id).single()).data;
  expect(await read()).toEqual({ name: `Rope ${tag}`, revision: 1 });

  await context.setOffline(false);
  await page.reload();
  await expect(
    form.getByRole('status').filter({ hasText: 'Your unsaved changes were restored.' }),
  ).toBeVisible();
  await expect(name).toHaveValue(`Silk Rope ${tag}`);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('.dh-toast', { hasText: `Saved changes to Silk Rope ${tag}` })).toBeVisible();
  expect(await read()).toEqual({ name: `Silk Rope ${tag}`, revision: 2 });
});
