// Editing and deleting one's own homebrew; others' records and unknown kinds are refused; the schema's messages
// stand beside their fields; an unreadable draft is set aside; axe finds nothing on an editor on a phone and on
// a desktop.
import { axeScan } from '../../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { fullDocuments, insertHomebrew, newAuthor } from '../../support/homebrew';
import {
  addFeature,
  logInAs,
  openNewEditor,
  openSection,
  saveAndExpect,
  switchOn,
  startFromTemplate,
} from '../../support/homebrew-editor';
import { expectToast } from '../../support/campaign';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await axeScan(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the owner edits and deletes a record; others and unknown kinds are refused', async ({ page }) => {
  test.setTimeout(60_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const { account, client } = await newAuthor('Owner');
  const { client: stranger } = await newAuthor('Stranger');
  await insertHomebrew(client, 'ancestries', `Stonefolk ${tag}`, fullDocuments().ancestries, false);
  const theirs = await insertHomebrew(stranger, 'ancestries', `Theirs ${tag}`, fullDocuments().ancestries);
  await logInAs(page, account);

  await page.goto('/homebrew/collection?kind=ancestries');
  await page.getByRole('link', { name: `Edit Stonefolk ${tag}` }).click();
  const form = page.getByRole('form', { name: 'ancestry editor' });
  await expect(form.getByLabel('Name', { exact: true }).first()).toHaveValue(`Stonefolk ${tag}`);
  await form.getByLabel('Name', { exact: true }).first().fill(`Hillfolk ${tag}`);
  await saveAndExpect(form, 'Save changes', `Saved changes to Hillfolk ${tag}`);
  await expect(page.locator('.hb-entry', { hasText: `Hillfolk ${tag}` })).toBeVisible();

  await page.getByRole('button', { name: `Delete Hillfolk ${tag}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, `Deleted Hillfolk ${tag}`);
  await expect(page.locator('.hb-entry', { hasText: `Hillfolk ${tag}` })).toHaveCount(0);

  await page.goto(`/homebrew/edit/ancestries/${theirs}`);
  await expect(page.getByRole('alert')).toContainText('Only its owner can edit it.');
  await page.goto('/homebrew/new/potions');
  await expect(page.getByRole('alert')).toHaveText('Invalid homebrew type');
});

test('messages beside the fields, an unreadable draft set aside, and axe on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { account } = await newAuthor('Checker');
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAs(page, account);
  await page.evaluate(() => localStorage.setItem('duality.homebrew.draft.armor.new', '{broken'));

  const form = await openNewEditor(page, 'armor');
  await expect(
    form.getByRole('status').filter({ hasText: 'could not be read, so they were set aside' }),
  ).toBeVisible();
  await form.getByLabel('Armor score').fill('lots');
  await form.getByRole('button', { name: 'Create armor' }).click();
  await expect(form.getByLabel('Armor score')).toHaveAccessibleDescription('Enter a whole number');
  await expect(form.getByLabel('Name', { exact: true }).first()).toHaveAccessibleDescription('Required');
  await expect(form.getByRole('alert')).toContainText('2 fields need attention before saving');
  await expect(form.getByRole('button', { name: 'Name' })).toBeFocused();
  // On a phone only the first section starts open: the Feature section opens by keyboard (Enter on its
  // summary, which says what it holds), then Space switches the optional feature on, and Tab goes on to its
  // first control.
  const featureSummary = form.locator('summary').filter({ hasText: 'An optional feature' });
  await expect(form.getByRole('checkbox', { name: 'Has a feature' })).toBeHidden();
  await featureSummary.focus();
  await page.keyboard.press('Enter');
  await expect(featureSummary.locator('..')).toHaveAttribute('open', '');
  await form.getByRole('checkbox', { name: 'Has a feature' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(
    form.getByRole('group', { name: 'Has a feature' }).getByLabel('Name', { exact: true }),
  ).toBeFocused();

  const subclass = await openNewEditor(page, 'subclasses');
  await startFromTemplate(subclass, 'subclasses');
  await openSection(subclass, 'Mastery');
  const feature = await addFeature(subclass, 'Mastery', 'Crown');
  await switchOn(feature, 'Has limited uses (charges)');
  await switchOn(feature, "Changes other features' charges");
  // Phone-first: nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
});
