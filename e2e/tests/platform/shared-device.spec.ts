// A shared device: the builder's draft and the homebrew editors' drafts belong to whoever made them. Two
// accounts take turns in one browser context: the second never sees the first one's unsaved work, and the
// first finds it again on signing back in. A draft started signed out goes to the account that signs in
// next (if it has none of its own), once: the visitor's builder is empty afterwards.
import { expect, test, type Page } from '@playwright/test';
import { logOut, newAccount, signUp, type TestAccount } from '../../support/account';
import { inStep, openStep, phone } from '../../support/builder';
import { editorForm, logInAs, openNewEditor } from '../../support/homebrew-editor';
import { declineConsentUpFront } from '../../support/menu';
import { storedKeys } from '../../support/reliability';

test.use({ viewport: phone, hasTouch: true });
test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const classGroup = (page: Page) => inStep(page).getByRole('group', { name: 'Class', exact: true });
const chosenClasses = (page: Page) => classGroup(page).getByRole('radio', { checked: true });

/** Opens the builder's class step and waits for it. */
const openClassStep = (page: Page) => openStep(page, 'class', 'Class and subclass');

test("a builder draft stays its user's: the next user and the visitor start empty, and the first finds it again", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const first = newAccount('Draft Keeper');
  const second = newAccount('Next Player');
  await signUp(page, first);
  await openClassStep(page);
  await classGroup(page).getByLabel('Rogue').check();
  await expect(classGroup(page).getByRole('radio', { name: 'Rogue', exact: true })).toBeChecked();

  await logOut(page);
  await openClassStep(page);
  await expect(chosenClasses(page)).toHaveCount(0);

  await signUp(page, second);
  await openClassStep(page);
  await expect(chosenClasses(page)).toHaveCount(0);
  await logOut(page);

  await logInAs(page, first);
  await openClassStep(page);
  await expect(classGroup(page).getByRole('radio', { name: 'Rogue', exact: true })).toBeChecked();
  await expect(chosenClasses(page)).toHaveCount(1);
});

test('a builder draft started signed out goes to the account that signs up, once', async ({ page }) => {
  test.setTimeout(60_000);
  await openClassStep(page);
  await classGroup(page).getByLabel('Druid').check();
  await expect(classGroup(page).getByRole('radio', { name: 'Druid', exact: true })).toBeChecked();

  await signUp(page, newAccount('Late Signer'));
  await openClassStep(page);
  await expect(classGroup(page).getByRole('radio', { name: 'Druid', exact: true })).toBeChecked();

  await logOut(page);
  await openClassStep(page);
  await expect(chosenClasses(page)).toHaveCount(0);
});

/** Types a name into a new item's editor and waits until the draft is kept on the device. */
async function startItemDraft(page: Page, name: string): Promise<void> {
  const form = await openNewEditor(page, 'items');
  await form.getByLabel('Name', { exact: true }).first().fill(name);
  await expect
    .poll(async () => {
      const keys = await storedKeys(page, 'duality.homebrew.');
      const values = await page.evaluate((ks) => ks.map((k) => window.localStorage.getItem(k)), keys);
      return values.some((value) => value?.includes(name) === true);
    })
    .toBe(true);
}

async function signUpAndOpenItems(page: Page, account: TestAccount) {
  await signUp(page, account);
  return openNewEditor(page, 'items');
}

test("a homebrew editor's unsaved draft stays its user's: the next user starts empty, and the first finds it again", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const first = newAccount('Brewer One');
  const note = `A private note ${first.email.slice(-16)}`;
  await signUp(page, first);
  await startItemDraft(page, note);
  await logOut(page);

  const form = await signUpAndOpenItems(page, newAccount('Brewer Two'));
  await expect(form.getByLabel('Name', { exact: true }).first()).toHaveValue('');
  await expect(
    form.getByRole('status').filter({ hasText: 'Your unsaved changes were restored.' }),
  ).toHaveCount(0);
  await expect(page.getByText(note)).toHaveCount(0); // nor in the preview
  await logOut(page);

  await logInAs(page, first);
  const again = await openNewEditor(page, 'items');
  await expect(
    again.getByRole('status').filter({ hasText: 'Your unsaved changes were restored.' }),
  ).toBeVisible();
  await expect(editorForm(page, 'items').getByLabel('Name', { exact: true }).first()).toHaveValue(note);
});
