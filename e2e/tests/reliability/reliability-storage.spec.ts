// Local storage faults lose nothing and crash no page. Foreign or corrupt data under the product's keys is
// reported and set aside under another key; a full quota (setItem throws QuotaExceededError) is reported and
// the work stays in memory (and still reaches the server). The builder draft's corrupt case is proven in
// builder-draft.spec.ts ("an unreadable stored draft is set aside with a message"); its quota case is here.
import { expect, test } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, readCharacter } from '../../support/api';
import { draftKeys, inStep, openStep } from '../../support/builder';
import { LEVEL_ONE, openSheet, tracker } from '../../support/character';
import { declineConsentUpFront } from '../../support/menu';
import { markPrerendered, waitForTakeOver } from '../../support/perf-paint';
import {
  expectToastMessage,
  fillQuota,
  freeQuota,
  installQuota,
  plant,
  storageKeys,
  storageMessages,
  stored,
  storedKeys,
  userIdOf,
} from '../../support/reliability';

const saved = (page: import('@playwright/test').Page) => page.locator('.sheet-saving');

test('a corrupt or foreign consent record is set aside, the dialog says why it asks again, and the page works', async ({
  page,
}) => {
  const dialog = page.getByRole('alertdialog', { name: 'Cookies and analytics' });
  await markPrerendered(page);
  await page.goto('/about');
  // The app has started (the page's HTML asks a first visit even before): planted any sooner, the record
  // could be read and set aside by this page, not by the reloaded one that the test watches.
  await waitForTakeOver(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText(storageMessages.consentSetAside);
  // Every unreadable record is kept, in the order met: the second goes beside the first, never over it.
  const setAside = async () => {
    const keys = (await storedKeys(page, storageKeys.consentSetAside)).sort();
    return Promise.all(keys.map((key) => stored(page, key)));
  };
  const planted: string[] = [];
  for (const raw of ['{"consentGranted": tru', JSON.stringify({ tracking: 'all', version: 7 })]) {
    planted.push(raw);
    await plant(page, storageKeys.consent, raw);
    await page.reload();
    await expect(dialog).toContainText(storageMessages.consentSetAside);
    expect(await setAside()).toEqual(planted);
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog).toHaveCount(0);
    expect(JSON.parse((await stored(page, storageKeys.consent))!)).toMatchObject({ consentGranted: false });
    expect(await setAside()).toEqual(planted); // the choice did not overwrite them
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  }
});

test('corrupt sheet settings and a foreign character outbox are each reported and set aside; the sheet works and saves', async ({
  page,
}) => {
  await declineConsentUpFront(page);
  const account = newAccount('Corrupt Store');
  await signUpQuickly(page, account);
  const client = await apiAs(account);
  const userId = await userIdOf(client);
  const id = await createCharacter(client, { ...LEVEL_ONE.guardian, name: 'Stored Tor' });
  const before = (await readCharacter(client, id)).revision;

  const settings = '{"printShowGold":"yes please"}';
  await plant(page, storageKeys.sheetSettings(id), settings);
  await openSheet(page, id, 'Stored Tor');
  await expectToastMessage(page, storageMessages.settingsSetAside);
  expect(await stored(page, storageKeys.setAside(storageKeys.sheetSettings(id)))).toBe(settings);

  const outbox = JSON.stringify({ [id]: { spells: ['not a character edit'] } });
  await plant(page, storageKeys.outbox(userId), outbox);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Stored Tor' })).toBeVisible();
  await expectToastMessage(page, storageMessages.outboxSetAside);
  const aside = await storedKeys(page, storageKeys.outboxSetAsidePrefix(userId));
  expect(aside).toHaveLength(1);
  expect(await stored(page, aside[0]!)).toBe(outbox);
  // Nothing of the foreign data reached the server, and the sheet still saves, once.
  expect((await readCharacter(client, id)).revision).toBe(before);
  await tracker(page, 'Hit Points').getByRole('button', { name: 'Hit Point 1', exact: true }).click();
  await expect(saved(page)).toHaveText('Saved');
  await expect.poll(async () => (await readCharacter(client, id)).data.resources?.health).toBe(1);
  expect((await readCharacter(client, id)).revision).toBe(before + 1);
  expect(await stored(page, aside[0]!)).toBe(outbox);
});

test('a full storage quota while building is reported and every choice is kept in memory, then stored when space returns', async ({
  page,
}) => {
  await declineConsentUpFront(page);
  await installQuota(page);
  await openStep(page, 'class', 'Class and subclass');
  const classes = inStep(page).getByRole('group', { name: 'Class', exact: true });
  await classes.getByLabel('Rogue').check();
  await fillQuota(page);
  await classes.getByLabel('Druid').check();
  await expect(page.getByRole('alert').filter({ hasText: storageMessages.draftFull })).toBeVisible();
  // The storage still holds the Rogue; the page holds the Druid, across steps (no reload).
  expect(JSON.parse((await stored(page, draftKeys.character))!)).toMatchObject({
    baseClass: 'core_class_rogue',
  });
  await page.getByRole('link', { name: 'Next: Heritage' }).click();
  await expect(page.locator('#builder-step-title')).toHaveText('Heritage');
  await page.getByRole('link', { name: 'Back: Class and subclass' }).click();
  await expect(inStep(page).getByRole('radio', { name: 'Druid', exact: true })).toBeChecked();

  await freeQuota(page);
  const druidSubclass = inStep(page)
    .getByRole('group', { name: 'Druid subclass' })
    .getByRole('radio')
    .first();
  await druidSubclass.check();
  await expect(page.getByRole('alert').filter({ hasText: storageMessages.draftFull })).toHaveCount(0);
  expect(JSON.parse((await stored(page, draftKeys.character))!)).toMatchObject({
    baseClass: 'core_class_druid',
  });
});

test('a full storage quota on the sheet is reported; the edit still reaches the server exactly once and settings apply', async ({
  page,
}) => {
  await declineConsentUpFront(page);
  await installQuota(page);
  const account = newAccount('Full Quota');
  await signUpQuickly(page, account);
  const client = await apiAs(account);
  const id = await createCharacter(client, { ...LEVEL_ONE.rogue, name: 'Full Quill' });
  const before = (await readCharacter(client, id)).revision;
  await openSheet(page, id, 'Full Quill');
  await fillQuota(page);

  await tracker(page, 'Stress').getByRole('button', { name: 'Stress 2', exact: true }).click();
  await expectToastMessage(page, storageMessages.outboxFull);
  await expect(tracker(page, 'Stress')).toHaveAccessibleName(/^Stress: 2 of \d+ marked/);
  await expect(saved(page)).toHaveText('Saved');
  await expect.poll(async () => (await readCharacter(client, id)).data.resources?.stress).toBe(2);
  expect((await readCharacter(client, id)).revision).toBe(before + 1);

  await page.locator('.sheet').getByRole('link', { name: 'Print', exact: true }).click(); // no reload
  const gold = page.getByRole('group', { name: 'Print options' }).getByLabel('Print gold');
  await gold.check();
  await expectToastMessage(page, storageMessages.settingsFull);
  await expect(gold).toBeChecked();
  expect(await stored(page, storageKeys.sheetSettings(id))).toBeNull();
});
