// The builder's draft and navigation at 360x740: a reload at any step resumes there with every choice kept,
// an unreadable stored draft is set aside with a message, back/next and the browser's history move between
// steps, the logged-out player is asked to log in and comes back to the review with the draft, homebrew from
// the player's library is offered and counts, the keyboard alone is enough, and axe finds nothing anywhere.
import { axeScan } from '../../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { logIn, logOut, newAccount, signUp } from '../../support/account';
import {
  buildCharacter,
  draftKeys,
  inStep,
  liveNumber,
  openStep,
  phone,
  planFor,
  srd,
} from '../../support/builder';
import { apiAs, readCharacter } from '../../support/api';
import { declineConsentUpFront } from '../../support/menu';

test.use({ viewport: phone, hasTouch: true });
test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const heading = (page: Page) => page.locator('#builder-step-title');
const bard = srd.classes.find((c) => c.name === 'Bard')!;

test('a reload at every step resumes at that step with every choice kept', async ({ page }) => {
  test.setTimeout(60_000);
  await buildCharacter(page, planFor(bard, 'core_ancestry_elf', 'core_community_seaborne'));
  const steps: [string, string][] = [
    ['class', 'Class and subclass'],
    ['heritage', 'Heritage'],
    ['traits', 'Traits'],
    ['equipment', 'Equipment'],
    ['experiences', 'Experiences'],
    ['domain-cards', 'Domain cards'],
    ['background', 'Background and connections'],
    ['description', 'Description'],
    ['name', 'Name and pronouns'],
    ['review', 'Review'],
  ];
  for (const [slug, title] of steps) {
    await page.getByRole('navigation', { name: 'Builder steps' }).getByRole('link', { name: title }).click();
    await expect(heading(page)).toHaveText(title);
    await page.reload();
    await expect(heading(page)).toHaveText(title);
    await expect(page).toHaveURL(new RegExp(`/builder/${slug}$`));
  }
  // Every choice is still there after ten reloads.
  await expect(inStep(page).getByText('Nothing: your character is complete.')).toBeVisible();
  await openStep(page, 'heritage', 'Heritage');
  await expect(inStep(page).getByLabel('Your ancestry')).toHaveValue('core_ancestry_elf');
  await openStep(page, 'name', 'Name and pronouns');
  await expect(inStep(page).getByLabel('Name')).toHaveValue('Test Bard');
  // /builder alone resumes at the saved step.
  await page.goto('/builder');
  await expect(page).toHaveURL(/\/builder\/name$/);
});

test('back, next and the browser history move between steps; leaving and coming back loses nothing', async ({
  page,
}) => {
  await openStep(page, 'class', 'Class and subclass');
  await inStep(page).getByRole('group', { name: 'Class', exact: true }).getByLabel('Rogue').check();
  await page.getByRole('link', { name: 'Next: Heritage' }).click();
  await expect(heading(page)).toHaveText('Heritage');
  await page.getByRole('link', { name: 'Next: Traits' }).click();
  await expect(heading(page)).toHaveText('Traits');
  await page.getByRole('link', { name: 'Back: Heritage' }).click();
  await expect(heading(page)).toHaveText('Heritage');
  await page.goBack();
  await expect(heading(page)).toHaveText('Traits');
  await page.goBack();
  await page.goBack();
  await expect(heading(page)).toHaveText('Class and subclass');
  await page.goForward();
  await expect(heading(page)).toHaveText('Heritage');
  await expect(page.getByRole('navigation', { name: 'Builder steps' })).toContainText('Step 2 of 10');
  await page.goto('/about');
  await page.goto('/builder');
  await expect(heading(page)).toHaveText('Heritage');
  await openStep(page, 'class', 'Class and subclass');
  await expect(inStep(page).getByRole('radio', { name: 'Rogue', exact: true })).toBeChecked();
  // "New character" asks first; cancelling keeps the draft, confirming starts over on the first step.
  await openStep(page, 'traits', 'Traits');
  await page.getByRole('button', { name: 'New character' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'New character' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start over' }).click();
  await expect(heading(page)).toHaveText('Class and subclass');
  await expect(inStep(page).getByRole('radio', { checked: true })).toHaveCount(0);
  await page.reload();
  await expect(inStep(page).getByRole('radio', { checked: true })).toHaveCount(0);
});

test('an unreadable stored draft is set aside with a message, and the builder starts afresh', async ({
  page,
}) => {
  await page.goto('/about');
  const corrupt = '{"version":"2.0","baseClass":42, not json';
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: draftKeys.character,
    value: corrupt,
  });
  await page.goto('/builder/traits');
  await expect(page.getByRole('alert')).toContainText(
    'Your saved draft could not be read (it is not valid JSON), so it was set aside and a new character was started.',
  );
  await expect(heading(page)).toHaveText('Traits');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), draftKeys.setAside)).toBe(corrupt);
  // A draft of another shape (a foreign record) is set aside the same way.
  await page.evaluate(
    (key) => window.localStorage.setItem(key, JSON.stringify({ version: '9.0', spells: [] })),
    draftKeys.character,
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('No migration from version 9.0');
  await openStep(page, 'class', 'Class and subclass');
  await inStep(page).getByRole('group', { name: 'Class', exact: true }).getByLabel('Druid').check();
  await page.reload();
  await expect(inStep(page).getByRole('radio', { name: 'Druid', exact: true })).toBeChecked();
});

test('logged out, the builder works and asks to log in to save, then comes back to the review', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const account = newAccount('Later Saver');
  await signUp(page, account);
  await logOut(page);
  const wizard = srd.classes.find((c) => c.name === 'Wizard')!;
  const plan = planFor(wizard, 'core_ancestry_dwarf', 'core_community_loreborne');
  await buildCharacter(page, plan);
  await expect(inStep(page).getByRole('button', { name: 'Save character' })).toHaveCount(0);
  await inStep(page).getByRole('link', { name: 'Log in to save' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fbuilder%2Freview$/);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/builder\/review$/);
  await expect(inStep(page).getByText('Nothing: your character is complete.')).toBeVisible();
  await inStep(page).getByRole('button', { name: 'Save character' }).click();
  await expect(page).toHaveURL(/\/character\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const client = await apiAs(account);
  expect((await readCharacter(client, id)).data.name).toBe('Test Wizard');
  await client.auth.signOut();
  // The draft is cleared: the builder starts a new character.
  await page.goto('/builder');
  await expect(heading(page)).toHaveText('Class and subclass');
  await expect(inStep(page).getByRole('radio', { checked: true })).toHaveCount(0);
});

test('homebrew armor from the player library is offered, marked, and its numbers count', async ({ page }) => {
  const account = newAccount('Brewer');
  await signUp(page, account);
  const client = await apiAs(account);
  const { error } = await client.from('homebrew_armor').insert({
    name: 'Moonweave Coat',
    data: { score: 5, majorThreshold: 9, severeThreshold: 18, tier: 1, feature: null },
  });
  expect(error).toBeNull();
  await client.auth.signOut();
  await page.reload();
  await openStep(page, 'equipment', 'Equipment');
  const armor = inStep(page).getByLabel('Armor', { exact: true });
  await expect(armor.locator('option', { hasText: 'Moonweave Coat (Homebrew)' })).toHaveCount(1);
  await armor.selectOption({ label: 'Moonweave Coat (Homebrew)' });
  await expect(inStep(page).getByRole('article', { name: 'Moonweave Coat' })).toContainText('Homebrew');
  await expect(liveNumber(page, 'Armor score')).toHaveText('5');
  await expect(liveNumber(page, 'Thresholds')).toHaveText('10 / 19');
});

test('keyboard alone: choose a class and subclass and go on to the next step', async ({ page }) => {
  await openStep(page, 'class', 'Class and subclass');
  const focused = () =>
    page.evaluate(() => document.activeElement?.getAttribute('value') ?? document.activeElement?.textContent);
  // Tab until the first class radio has focus, then choose with the arrow keys.
  for (let i = 0; i < 40 && (await focused()) !== bard.id; i++) await page.keyboard.press('Tab');
  expect(await focused()).toBe(bard.id);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(inStep(page).getByRole('radio', { name: 'Druid', exact: true })).toBeChecked();
  const druidSub = srd.subclasses.find((s) => s.class === 'core_class_druid')!;
  for (let i = 0; i < 40 && (await focused()) !== druidSub.id; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(inStep(page).getByRole('radio', { name: druidSub.name })).toBeChecked();
  for (let i = 0; i < 40 && !(await focused())?.startsWith('Next:'); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Heritage');
  await expect(heading(page)).toBeFocused();
});

test('the automated accessibility check finds nothing on any step, and each step starts in the first screen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await buildCharacter(page, planFor(bard, 'core_ancestry_elf', 'core_community_seaborne'));
  const tops: Record<string, number> = {};
  for (const slug of [
    'class',
    'heritage',
    'traits',
    'equipment',
    'experiences',
    'domain-cards',
    'background',
    'description',
    'name',
    'review',
  ]) {
    await page.goto(`/builder/${slug}`);
    await expect(heading(page)).toBeVisible();
    // The step's own content (its heading) starts above 300 px on a 360x740 phone, so a step is seen without
    // scrolling.
    tops[slug] = Math.round((await heading(page).boundingBox())?.y ?? Infinity);
    const result = await axeScan(page).analyze();
    expect(
      result.violations.map((v) => `${slug}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
  expect(Object.entries(tops).filter(([, top]) => top >= 300)).toEqual([]);
  // And on the empty draft, and the mixed-ancestry form.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/builder/heritage');
  await inStep(page).getByLabel('Mixed ancestry').check();
  expect((await axeScan(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});
