import { expect, type Page } from '@playwright/test';

/** Opens the Main Menu from the top bar and follows one of its links. */
export async function goViaMenu(page: Page, label: string): Promise<void> {
  await page.locator('.shell-top-bar__menu').click();
  const menu = page.getByRole('dialog', { name: 'Main Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(menu).toHaveCount(0);
}

/** Declines analytics in a fresh browser so the consent dialog does not sit over the page under test. */
export async function declineConsentUpFront(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('duality.consent')) {
      window.localStorage.setItem(
        'duality.consent',
        JSON.stringify({ consentGranted: false, on: Date.now() }),
      );
    }
  });
}
