// The database's caps seen through the editors: publishing past the publish cap and creating past the creation
// cap give the spec's messages, and the refused work survives in the editor, across a reload too.
// The caps are global settings of the shared test backend, so instead of lowering them (which would fail other
// specs running at the same time) the author is brought up to them with two bulk inserts through the API.
import { expect, test } from '@playwright/test';
import { newAuthor } from '../../support/homebrew';
import {
  CAP_MESSAGES,
  logInAs,
  openNewEditor,
  saveAndExpect,
  startFromTemplate,
} from '../../support/homebrew-editor';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

// The values in private.settings (supabase/migrations, the caps' one home).
const CREATION_CAP = 200;
const PUBLISH_CAP = 50;

test('both caps give their messages and the refused record is kept', async ({ page }) => {
  test.setTimeout(60_000);
  const { account, client } = await newAuthor('Capped');
  const rows = (count: number, isPublic: boolean) =>
    Array.from({ length: count }, (_, i) => ({
      name: `Filler ${isPublic ? 'public' : 'private'} ${i}`,
      public: isPublic,
      data: { description: '' },
    }));
  for (const batch of [rows(PUBLISH_CAP, true), rows(CREATION_CAP - PUBLISH_CAP - 1, false)]) {
    const { error } = await client.from('homebrew_items').insert(batch);
    expect(error).toBeNull();
  }
  await logInAs(page, account);

  // One more public record: over the publish cap.
  let form = await openNewEditor(page, 'weapons');
  await startFromTemplate(form, 'weapons');
  await form.getByLabel('Name', { exact: true }).first().fill('Capped Blade');
  await form.getByRole('checkbox', { name: 'Public: others can find and bookmark it' }).check();
  await saveAndExpect(form, 'Create weapon', CAP_MESSAGES.publish);
  await expect(page).toHaveURL(/\/homebrew\/new\/weapons$/);

  // The work survives a reload, and is saved once it stays private (the 200th record).
  await page.reload();
  form = page.getByRole('form', { name: 'weapon editor' });
  await expect(
    form.getByRole('status').filter({ hasText: 'Your unsaved changes were restored.' }),
  ).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true }).first()).toHaveValue('Capped Blade');
  await form.getByRole('checkbox', { name: 'Public: others can find and bookmark it' }).uncheck();
  await saveAndExpect(form, 'Create weapon', 'Created new item: Capped Blade');

  // One more record of any kind: over the creation cap.
  form = await openNewEditor(page, 'items');
  await form.getByLabel('Name', { exact: true }).first().fill('One Too Many');
  await saveAndExpect(form, 'Create item', CAP_MESSAGES.creation);
  await expect(form.getByLabel('Name', { exact: true }).first()).toHaveValue('One Too Many');
  await page.goto('/homebrew/collection?kind=weapons');
  await expect(page.locator('[data-usage="created"]')).toHaveText(`${CREATION_CAP} of ${CREATION_CAP}`);
  await expect(page.locator('[data-usage="published"]')).toHaveText(`${PUBLISH_CAP} of ${PUBLISH_CAP}`);
});
