// The campaign pages for everyone: no automated accessibility violations, the game master's work done with the
// keyboard alone, and a phone layout at 360 px wide without sideways scrolling.
import { axeScan } from '../../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter } from '../../support/api';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

async function axeViolations(page: Page): Promise<string[]> {
  const result = await axeScan(page).include('#area-outlet').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Presses Tab until the focused element has this text (or input name), or fails after `max` presses. */
async function tabTo(page: Page, target: { text?: string; name?: string }, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(({ text, name }) => {
      const el = document.activeElement;
      if (!el) return false;
      if (name !== undefined) return el.getAttribute('name') === name;
      return el.textContent?.trim() === text;
    }, target);
    if (hit) return;
  }
  throw new Error(`${JSON.stringify(target)} was never focused with Tab`);
}

test('keyboard alone: create a campaign, open it, make an invite and move Fear; axe finds nothing', async ({
  page,
}) => {
  await signUpQuickly(page, newAccount('Keys'));
  await page.goto('/campaign');
  expect(await axeViolations(page)).toEqual([]);

  await tabTo(page, { name: 'name' });
  await page.keyboard.type('Quiet Hollow');
  await page.keyboard.press('Enter');
  await expect(page.locator('.dh-toast')).toContainText('Created new campaign: Quiet Hollow');
  await tabTo(page, { text: 'Quiet Hollow' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiet Hollow' })).toBeVisible();

  await tabTo(page, { text: 'Add Fear' });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('fear-value')).toHaveText('1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('fear-value')).toHaveText('2');
  await tabTo(page, { text: 'Create invite link' });
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Invite link')).toHaveValue(/\/campaign\/invite\/[0-9a-f]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code of the invite link' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Delete with the keyboard: the confirmation takes focus, Cancel first.
  await tabTo(page, { text: 'Delete campaign' });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete Quiet Hollow?' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete campaign' })).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list, the dashboard with a character and the invite page fit 360 px and pass axe', async ({
    page,
    browser,
  }) => {
    const gmAccount = newAccount('Pocket Gm');
    await signUpQuickly(page, gmAccount);
    await page.goto('/campaign');
    await page.getByLabel('Campaign name').fill('A campaign with a rather long name for a small screen');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('link', { name: /rather long name/ }).click();
    await page.getByRole('button', { name: 'Create invite link' }).click();
    const link = await page.getByLabel('Invite link').inputValue();

    // A player joins so the dashboard has a card.
    const playerAccount = newAccount('Pocket Player');
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const player = await context.newPage();
    await declineConsentUpFront(player);
    await signUpQuickly(player, playerAccount);
    await createCharacter(await apiAs(playerAccount), {
      name: 'Bramblewick the Unusually Named',
      level: 4,
    });
    await player.goto(new URL(link).pathname);
    await expect(player.getByRole('heading', { level: 1 })).toContainText('Join');
    expect(await axeViolations(player)).toEqual([]);
    await expectNoSidewaysScroll(player);
    await player.getByRole('radio', { name: /Bramblewick/ }).check();
    await player.getByRole('checkbox', { name: 'I agree to share these details with the campaign' }).check();
    await player.getByRole('button', { name: 'Join campaign' }).click();
    await expect(player.getByRole('heading', { name: 'Bramblewick the Unusually Named' })).toBeVisible();
    expect(await axeViolations(player)).toEqual([]);
    await expectNoSidewaysScroll(player);

    await expect(page.getByRole('heading', { name: 'Bramblewick the Unusually Named' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.goto('/campaign');
    await expect(page.getByRole('link', { name: /rather long name/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
  });
});

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}
