// The homebrew editors driven as a user does: open the editor of a kind, start from an SRD template, fill the
// labelled controls, switch optional parts on, save and read the toast. Authors who never open the app are
// made with newAuthor (./homebrew.ts); a signed-up author logs in through the login page here.
import { expect, type Locator, type Page } from '@playwright/test';
import { logIn, type TestAccount } from './account';
import { expectToast } from './campaign';
import type { Kind } from './homebrew';

/** One record of each kind, as the editors' headings and buttons call it. */
export const noun: Record<Kind, string> = {
  items: 'item',
  weapons: 'weapon',
  armor: 'armor',
  communities: 'community',
  ancestries: 'ancestry',
  subclasses: 'subclass',
  classes: 'class',
};

export const CAP_MESSAGES = {
  creation: "You have reached your account's limit on homebrew creations.",
  publish: "You have reached your account's limit on public homebrew creations.",
} as const;

/** Logs an account in through the login page and waits for the top bar to show it. */
export async function logInAs(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/auth/login');
  await logIn(page, account.email, account.password);
  await expect(
    page.locator('.shell-top-bar').getByRole('button', { name: account.displayName }),
  ).toBeVisible();
}

/** Opens the editor of a new record of a kind. */
export async function openNewEditor(page: Page, kind: Kind): Promise<Locator> {
  await page.goto(`/homebrew/new/${kind}`);
  await expect(page.getByRole('heading', { level: 1, name: `New ${noun[kind]}` })).toBeVisible();
  return editorForm(page, kind);
}

/** The editor's form (its controls, without the preview). */
export const editorForm = (page: Page, kind: Kind): Locator =>
  page.getByRole('form', { name: `${noun[kind]} editor` });

/** Starts the form from a copy of the SRD entry at `index` of the kind's template list. */
export async function startFromTemplate(form: Locator, kind: Kind, index = 1): Promise<void> {
  await expect(form.getByRole('button', { name: 'Use as template' })).toBeVisible();
  await form.getByLabel(`Start from a copy of an SRD ${noun[kind]}`).selectOption({ index });
  await form.getByRole('button', { name: 'Use as template' }).click();
  await expect(form.getByLabel('Name', { exact: true }).first()).toHaveValue(/\(copy\)$/);
}

/** The group (fieldset) of a part of the form, by its legend. */
export const part = (scope: Locator, legend: string | RegExp): Locator =>
  scope.getByRole('group', { name: legend, exact: typeof legend === 'string' }).first();

/** Switches an optional part on and answers its group. */
export async function switchOn(scope: Locator, label: string): Promise<Locator> {
  await scope.getByRole('checkbox', { name: label }).first().check();
  return part(scope, label);
}

/** Adds a feature to a list of features and fills its name and description; answers the feature's group. */
export async function addFeature(form: Locator, list: string, name: string): Promise<Locator> {
  const group = part(form, list);
  await group.getByRole('button', { name: `Add feature to ${list}` }).click();
  const feature = group.getByRole('group', { name: new RegExp(`^${list}: feature \\d+$`) }).last();
  await feature.getByLabel('Name', { exact: true }).fill(name);
  await feature.getByLabel('Description', { exact: true }).fill(`${name}: *steady* hands.`);
  return feature;
}

/**
 * Opens the editor section titled `title` by a tap on its summary, unless it is open already (on a phone only
 * the first section starts open).
 */
export async function openSection(form: Locator, title: string): Promise<Locator> {
  const section = form
    .locator('details.hb-section')
    .filter({ has: form.page().locator('.hb-section__title', { hasText: new RegExp(`^${title}$`) }) });
  if (!(await section.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await section.locator('summary').click();
  }
  await expect(section).toHaveAttribute('open', '');
  return section;
}

/** Adds a stat bonus row in a group and sets it. */
export async function addStatBonus(scope: Locator, stat: string, bonus: string): Promise<void> {
  const bonuses = part(scope, 'Stat bonuses');
  await bonuses.getByRole('button', { name: 'Add stat bonus' }).click();
  await bonuses
    .getByLabel(/^Stat \d+$/)
    .last()
    .selectOption(stat);
  await bonuses
    .getByLabel(/^Bonus \d+$/)
    .last()
    .fill(bonus);
}

/** Saves the form and waits for the store's toast (which is dismissed, so the next shows at once). */
export async function saveAndExpect(form: Locator, button: string, toast: string): Promise<void> {
  await form.getByRole('button', { name: button }).click();
  await expectToast(form.page(), toast);
}
