// More of the shell's chrome: touch swipe, logout failure, consent timing with a controlled clock,
// keyboard-only use of the menu and dialogs, phone layout, print, and the loaded versions on /dev.
import { axeScan } from '../../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { storageKeys } from '@duality/platform/storage-keys';
import { newAccount, signUpQuickly } from '../../support/account';
import { expectAreaShown } from '../../support/areas';
import { declineConsentUpFront } from '../../support/menu';

const DAY = 24 * 60 * 60 * 1000;

/** A one-finger horizontal swipe on the element, through Chromium's touch input. */
async function swipe(page: Page, selector: string, dx: number) {
  const box = (await page.locator(selector).boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 20;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 5; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / 5, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ page }) => declineConsentUpFront(page));

  test('a right swipe closes the Main Menu', async ({ page }) => {
    await page.goto('/about');
    await page.locator('.shell-top-bar__menu').tap();
    await expect(page.getByRole('dialog', { name: 'Main Menu' })).toBeVisible();
    await swipe(page, '.dh-drawer', 150);
    await expect(page.getByRole('dialog', { name: 'Main Menu' })).toHaveCount(0);
  });

  test('a vertical swipe keeps the Main Menu open', async ({ page }) => {
    await page.goto('/about');
    await page.locator('.shell-top-bar__menu').tap();
    const box = (await page.locator('.dh-drawer').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const x = box.x + 40;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: 500 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + 10, y: 300 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByRole('dialog', { name: 'Main Menu' })).toBeVisible();
  });

  test('every shell page fits a 360 px screen without sideways scrolling', async ({ page }) => {
    for (const path of [
      '/',
      '/about',
      '/privacy-policy',
      '/terms-of-use',
      '/dev',
      '/nope',
      '/character/42',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/about');
    await page.locator('.shell-top-bar__menu').tap();
    const drawer = (await page.locator('.dh-drawer').boundingBox())!;
    expect(drawer.x + drawer.width).toBeLessThanOrEqual(360);
  });
});

test.describe('with consent decided', () => {
  test.beforeEach(async ({ page }) => declineConsentUpFront(page));

  test('a failed logout shows the server message in a toast and keeps you signed in', async ({ page }) => {
    const account = newAccount('Hale');
    await signUpQuickly(page, account);
    await page.goto('/about');
    await page.route('**/auth/v1/logout**', (route) =>
      route.fulfill({
        status: 500,
        json: { code: 500, error_code: 'unexpected_failure', msg: 'The session store is down' },
      }),
    );
    await page.locator('.shell-top-bar__menu').click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('.dh-toast')).toContainText('The session store is down');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the menu and the logout dialog work with the keyboard alone', async ({ page }) => {
    // Signed in: the campaign pages are for members (a visitor is sent to log in).
    await signUpQuickly(page, newAccount('Keys'));
    await page.goto('/about');
    // The prerendered button takes no focus until the app has taken the page over.
    await expect(page.locator('.shell-top-bar__menu')).toBeEnabled();
    await page.locator('.shell-top-bar__menu').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Main Menu' });
    await expect(menu).toBeVisible();
    // Focus is trapped in the drawer: Tab cycles through its controls.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.dh-drawer'))).toBe(true);
    }
    await menu.getByRole('link', { name: 'Campaigns' }).focus();
    await page.keyboard.press('Enter');
    await expectAreaShown(page, 'campaign');
    await page.locator('.shell-top-bar__menu').focus();
    await page.keyboard.press('Enter');
    await menu.getByRole('button', { name: 'Log Out' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Log out?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(page.locator('.shell-top-bar__menu')).toBeFocused();
  });

  test('printing hides the bar and shows the footer line saying the site powers the sheet', async ({
    page,
  }) => {
    await signUpQuickly(page, newAccount('Printer'));
    await page.goto('/character');
    await expectAreaShown(page, 'character');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.shell-top-bar')).toBeHidden();
    await expect(page.locator('.shell-footer__links')).toBeHidden();
    await expect(page.locator('.shell-footer__print')).toBeVisible();
    await expect(page.locator('.shell-footer__print')).toContainText('powered by Duality');
  });

  test('/dev shows the version each area actually loaded', async ({ page }) => {
    await signUpQuickly(page, newAccount('Dev'));
    await page.goto('/character');
    await expectAreaShown(page, 'character');
    await page.evaluate(() => window.history.pushState(null, '', '/dev'));
    await expect(page.locator('[data-loaded-version="character"]')).toHaveText(/^\d+\.\d+\.\d+$/);
    await expect(page.locator('[data-loaded-version="builder"]')).toHaveText('not loaded yet');
  });

  test('the theme is light whatever the system prefers', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(bg).toBe('rgb(251, 249, 244)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
  });
});

test.describe('consent over time (a clock we control)', () => {
  async function visitWithRecord(page: Page, record: object | null, confirmed = false) {
    await page.addInitScript(
      ([value, isConfirmed, keys]) => {
        if (value) window.localStorage.setItem(keys.consent, JSON.stringify(value));
        if (isConfirmed) window.localStorage.setItem(keys.consentConfirmed, 'true');
      },
      [
        record,
        confirmed,
        { consent: storageKeys.consent, consentConfirmed: storageKeys.consentConfirmed },
      ] as const,
    );
  }

  test('a refusal 13 days old is respected; at 14 days the dialog asks again', async ({ page }) => {
    const now = Date.UTC(2026, 10, 21, 12);
    await page.clock.install({ time: now });
    await visitWithRecord(page, { consentGranted: false, on: now - 13 * DAY });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.clock.setSystemTime(now + 1 * DAY + 1000);
    await page.reload();
    await expect(page.getByRole('alertdialog', { name: 'Cookies and analytics' })).toBeVisible();
  });

  test('consentConfirmed grants consent without asking, and loads the tag', async ({ page }) => {
    const requested: string[] = [];
    await page.route('**/config.json', async (route) => {
      const served = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({
        json: {
          ...served,
          tagManagerId: 'GTM-TEST2',
          tagManagerUrl: 'https://www.googletagmanager.com/gtm.js',
        },
      });
    });
    await page.route('https://www.googletagmanager.com/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await visitWithRecord(page, null, true);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect.poll(() => requested).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST2']);
  });

  test('the consent dialog passes the accessibility check and works with the keyboard', async ({ page }) => {
    await page.goto('/about');
    const dialog = page.getByRole('alertdialog', { name: 'Cookies and analytics' });
    await expect(dialog).toBeVisible();
    expect((await axeScan(page).analyze()).violations.map((v) => v.id)).toEqual([]);
    await expect(dialog.getByRole('button', { name: 'Decline' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('duality.consent') ?? 'null'),
    );
    expect(stored.consentGranted).toBe(true);
  });
});
