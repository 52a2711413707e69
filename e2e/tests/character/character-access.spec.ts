// The character area with the keyboard alone and under the automated accessibility check (on a phone and on a
// desktop), and the print layout under emulated print media: a paper sheet without the site's chrome or any
// button. The keyboard walk reaches every control by Tab alone and checks that the focus can be seen.
import { axeScan } from '../../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, readCharacter } from '../../support/api';
import { LEVEL_FIVE, tracker } from '../../support/character';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(({ page }) => declineConsentUpFront(page));

const GUARDIAN = {
  ...LEVEL_FIVE.guardian,
  name: 'Paper Tor',
  experience: [{ name: 'Mountain guide', score: 2 }],
  inventory: {
    ...(LEVEL_FIVE.guardian.inventory as object),
    items: [{ id: 'rope', itemId: 'rope', name: 'Fifty feet of rope', custom: true, notes: 'knotted' }],
    gold: { handfuls: 3, bags: 2, chests: 0 },
  },
  resources: { health: 2, stress: 1, hope: 4, armor: 1 },
  domainCards: { loadout: ['core_domain_card_get_back_up'], vault: [] },
};

const PHONE = { width: 360, height: 740 };

/** The automated accessibility check finds nothing on this view, at the test's size and at a phone's. */
async function expectNoViolations(page: Page, where: string) {
  const size = page.viewportSize()!;
  for (const viewport of [size, PHONE]) {
    await page.setViewportSize(viewport);
    const result = await axeScan(page)
      .options({ resultTypes: ['violations'] })
      .analyze();
    expect(
      result.violations.map(
        (v) =>
          `${where} at ${viewport.width}x${viewport.height}: ${v.id} ${v.help} ${v.nodes
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      ),
    ).toEqual([]);
  }
  await page.setViewportSize(size);
}

/** The name a keyboard user hears for the focused element: aria-label, its label, or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const label = (el as HTMLInputElement | null)?.labels?.[0]?.textContent;
    return (el?.getAttribute('aria-label') ?? label ?? el?.textContent ?? '').trim();
  });

/** Presses Tab (or Shift+Tab) until the focused element has this name, failing after `max` presses. */
async function tabTo(page: Page, accessibleName: string, { back = false, max = 150 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if ((await focusedName(page)) === accessibleName) return expectVisibleFocus(page);
  }
  throw new Error(`Tab never reached "${accessibleName}"`);
}

/** The focused element shows the focus ring (an outline of at least 2px, not hidden). */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      shown: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
    };
  });
  expect(ring, 'the focused element shows its focus ring').toEqual({ outline: true, shown: true });
}

test('list, sheet, edit and print pass the accessibility check on a phone and a desktop, and work with the keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('Keys');
  await signUpQuickly(page, account);
  await page.goto('/character');
  await expect(page.getByText('You have no characters yet.')).toBeVisible();
  const client = await apiAs(account);
  const id = await createCharacter(client, GUARDIAN);
  await createCharacter(client, { name: 'Doomed Extra' });

  await page.reload();
  await expect(page.getByRole('link', { name: 'Paper Tor' })).toBeVisible();
  await expectNoViolations(page, '/character');
  await page.getByRole('button', { name: 'Delete Doomed Extra' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Doomed Extra?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Doomed Extra', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Doomed Extra' })).toHaveCount(0);
  await tabTo(page, 'Paper Tor');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/character/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Paper Tor' })).toBeVisible();
  await expectNoViolations(page, '/character/:id');

  // With the keyboard alone: Edit details (near the top of the sheet), a change saved, back to the sheet; then
  // the sheet's main actions in the page's order: a tracker box, the Duality roll, a rest, and a domain card
  // to the vault and back.
  await tabTo(page, 'Edit details');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Paper Tor' })).toBeVisible();
  await expectNoViolations(page, '/character/edit/:id');
  await tabTo(page, 'Pronouns');
  await page.keyboard.type('he/him');
  await tabTo(page, 'New experience');
  await page.keyboard.type('Stonemason');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved changes to Paper Tor').first()).toBeVisible();
  await expect
    .poll(async () => (await readCharacter(client, id)).data)
    .toMatchObject({
      pronouns: 'he/him',
      experience: [
        { name: 'Mountain guide', score: 2 },
        { name: 'Stonemason', score: 2 },
      ],
    });
  await tabTo(page, 'Back to the sheet', { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Paper Tor' })).toBeVisible();

  await tabTo(page, 'Stress 3');
  await page.keyboard.press('Space');
  await expect(tracker(page, 'Stress')).toHaveAccessibleName('Stress: 3 of 6 marked');
  await expect.poll(async () => (await readCharacter(client, id)).data.resources?.stress).toBe(3);
  await tabTo(page, 'Roll');
  await page.keyboard.press('Enter');
  await expect(page.locator('.sheet-roll__result')).toContainText(/^Agility: Hope \d+, Fear \d+/);
  await tabTo(page, 'Take short rest');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Rest' }).getByRole('status')).toContainText(
    'Short Rest taken',
  );
  await tabTo(page, 'Move Get Back Up to vault');
  await page.keyboard.press('Enter');
  // The focus follows the card into the vault, so it can go straight back.
  await expect.poll(() => focusedName(page)).toBe('Move Get Back Up to loadout');
  await expectVisibleFocus(page);
  await expect
    .poll(async () => (await readCharacter(client, id)).data.domainCards.vault)
    .toEqual(['core_domain_card_get_back_up']);
  await page.keyboard.press('Enter');
  // Back from the vault outside a rest costs the card's Recall Cost: the focus goes to that choice first.
  await expect.poll(() => focusedName(page)).toBe('Recall Get Back Up (mark 1 Stress)');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedName(page)).toBe('Move Get Back Up to vault');
  await expect
    .poll(async () => (await readCharacter(client, id)).data.domainCards.loadout)
    .toEqual(['core_domain_card_get_back_up']);

  await page.goto(`/character/print/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paper Tor' })).toBeVisible();
  await expectNoViolations(page, '/character/print/:id');
});

for (const paper of [
  { name: 'A4', width: 794, height: 1123 },
  { name: 'US Letter', width: 816, height: 1056 },
]) {
  test(`the print layout on ${paper.name}: the whole sheet on paper, no chrome, no buttons`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: paper.width, height: paper.height });
    const account = newAccount('Printer');
    await signUpQuickly(page, account);
    const id = await createCharacter(await apiAs(account), GUARDIAN);
    await page.goto(`/character/print/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Paper Tor' })).toBeVisible();
    // By default the trackers print empty and gold is left off; the settings change that.
    await page.getByLabel('Print marked Hit Points, Stress, Hope and Armor').check();
    await page.getByLabel('Print gold').check();
    await page.emulateMedia({ media: 'print' });

    const sheet = page.locator('.print-sheet');
    for (const [label, value] of [
      ['strength', '+2'],
      ['Evasion', '9'],
      ['Armor', '3'],
      ['Major', '12'],
      ['Severe', '19'],
    ] as const)
      await expect(sheet.locator(`[data-stat="${label}"] strong`)).toHaveText(value);
    await expect(sheet.getByRole('img', { name: 'Hit Points: 2 of 8' })).toBeVisible();
    await expect(sheet.getByRole('img', { name: 'Stress: 1 of 6' })).toBeVisible();
    await expect(sheet.getByRole('img', { name: 'Hope: 4 of 6' })).toBeVisible();
    await expect(sheet.locator('.print-box--filled')).toHaveCount(2 + 1 + 4 + 1);
    await expect(sheet.getByRole('region', { name: 'Weapons' })).toContainText(
      'Battleaxe · Strength · Melee · 4d10+3',
    );
    await expect(sheet.getByRole('region', { name: 'Inventory' })).toContainText(
      'Fifty feet of rope ×1 (knotted)',
    );
    await expect(sheet.getByRole('region', { name: 'Features' })).toContainText('Unwavering');
    await expect(sheet.getByRole('region', { name: 'Gold' })).toContainText('3 handfuls · 2 bags · 0 chests');

    // No chrome and nothing to press on paper.
    await expect(page.locator('.shell-top-bar')).toBeHidden();
    await expect(page.locator('.shell-footer__links')).toBeHidden();
    await expect(page.getByRole('button')).toHaveCount(0);
    const visibleControls = await page
      .locator('button, select, input, a[href]')
      .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
    expect(visibleControls).toBe(0);
    // The sheet fits the paper's width.
    const width = await sheet.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(paper.width);
    const pdf = await page.pdf({ format: paper.name === 'A4' ? 'A4' : 'Letter' });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
  });
}
