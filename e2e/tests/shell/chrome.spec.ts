// The shell's chrome: top bar, Main Menu, footer, toasts, consent and
// analytics, and the error hook. The /dev page's bus tools publish the events an area would.
import { axeScan } from '../../support/axe';
import type { Page } from '@playwright/test';
import { newAccount, signUp } from '../../support/account';
import { expectAreaShown } from '../../support/areas';
import { declineConsentUpFront, goViaMenu } from '../../support/menu';
import { markPrerendered, waitForTakeOver } from '../../support/perf-paint';
import { expect, probeIn, test, useProbes } from '../../support/probes';

test.describe('with consent decided', () => {
  test.beforeEach(async ({ page }) => declineConsentUpFront(page));

  test('logged out, the top bar has the title, a Log In link and the menu without User Profile', async ({
    page,
  }) => {
    await page.goto('/about');
    const bar = page.locator('.shell-top-bar');
    await expect(bar.getByRole('link', { name: 'Duality' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth/login');
    await bar.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main Menu' });
    await expect(menu.getByRole('listitem')).toHaveText([
      'Characters',
      'Browse Homebrew',
      'My Homebrew',
      'Campaigns',
      'About',
      'Privacy Policy',
      'Terms of Use',
      'Home',
      'Log Out',
    ]);
  });

  test('with a session and a profile, the menu button shows the display name and User Profile is listed', async ({
    page,
  }) => {
    await signUp(page, newAccount('Marlowe'));
    const bar = page.locator('.shell-top-bar');
    await expect(bar.getByRole('button', { name: 'Marlowe' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await goViaMenu(page, 'User Profile');
    await expect(page).toHaveURL(/\/user-profile$/);
    await expectAreaShown(page, 'account');
    await expect(page).toHaveTitle('User Profile | Duality');
  });

  test('the menu closes on the close button, Escape and an overlay click', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('dialog', { name: 'Main Menu' });
    const open = async () => {
      await page.locator('.shell-top-bar__menu').click();
      await expect(menu).toBeVisible();
      // Radix starts listening for a press outside the drawer in a timer task queued as the drawer opens, and
      // Chromium runs a pending input event before a pending timer; a timer queued now runs after Radix's.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    };
    await open();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toHaveCount(0);
    await open();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.locator('.shell-top-bar__menu')).toBeFocused(); // focus returns to the menu button
    await open();
    await page.mouse.click(20, 300); // the overlay, left of the drawer
    await expect(menu).toHaveCount(0);
  });

  test('Log Out asks first; Cancel keeps you, Confirm takes you home', async ({ page }) => {
    await page.goto('/about');
    await page.locator('.shell-top-bar__menu').click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Log out?' });
    await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.locator('.shell-top-bar__menu').click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the top bar turns transparent on the sheet of the loaded character only', async ({
    page,
    probeServer,
  }) => {
    await useProbes(page, probeServer, ['character']);
    await page.goto('/dev');
    await page.getByLabel('Character id').fill('42');
    await page.getByRole('button', { name: 'Announce a loaded character' }).click();
    await page.evaluate(() => window.history.pushState(null, '', '/character/42'));
    await expect(probeIn(page, 'character').locator('[data-probe-params]')).toHaveText('{"id":42}');
    await expect(page.locator('.shell-top-bar')).toHaveClass(/shell-top-bar--transparent/);
    await page.evaluate(() => window.history.pushState(null, '', '/character/7'));
    await expect(probeIn(page, 'character').locator('[data-probe-params]')).toHaveText('{"id":7}');
    await expect(page.locator('.shell-top-bar')).not.toHaveClass(/shell-top-bar--transparent/);
  });

  test('toasts show one at a time with a shrinking progress bar, and can be dismissed', async ({ page }) => {
    await page.goto('/dev');
    await page.getByLabel('Toast message').fill('First message');
    await page.getByRole('button', { name: 'Request a toast' }).click();
    await page.getByLabel('Toast message').fill('Second message');
    await page.getByRole('button', { name: 'Request a toast' }).click();
    const toast = page.locator('.dh-toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('First message');
    const scale = async () =>
      page.locator('.dh-toast__progress').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    const early = await scale();
    await expect.poll(scale).toBeLessThan(early); // the bar shrinks as the toast's time runs
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.locator('.dh-toast')).toContainText('Second message');
    await page.locator('.dh-toast').getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.locator('.dh-toast')).toHaveCount(0);
  });

  test('a toast leaves by itself after 10 seconds', async ({ page }) => {
    test.setTimeout(25_000);
    await page.clock.install();
    await page.goto('/dev');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Development');
    await page.clock.pauseAt(Date.now() + 60_000); // from here the page's time moves only when told to
    await page.getByRole('button', { name: 'Request a toast' }).click();
    await expect(page.locator('.dh-toast')).toBeVisible();
    await page.clock.runFor(9_500);
    await expect(page.locator('.dh-toast')).toBeVisible();
    await page.clock.runFor(700);
    await expect(page.locator('.dh-toast')).toHaveCount(0);
  });

  test('the footer has the home logo, About, Privacy, Terms and the two outside links', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('.shell-footer');
    await expect(footer.getByRole('link', { name: 'Duality home' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms-of-use');
    await expect(footer.getByRole('link', { name: 'Community chat' })).toHaveAttribute('href', /^https:/);
    await expect(footer.getByRole('link', { name: 'Support us' })).toHaveAttribute('href', /^https:/);
    await page.emulateMedia({ media: 'print' });
    await expect(footer.locator('.shell-footer__print')).toContainText('powered by Duality');
    await expect(footer.locator('.shell-footer__print')).toContainText('Darrington Press Community Gaming');
  });

  test('the About page says the product is unofficial and carries the DPCGL attribution', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByText(/unofficial/i).first()).toBeVisible();
    await expect(page.locator('main')).toContainText('Darrington Press Community Gaming (DPCGL) License');
  });

  test('a page error goes to the error hook (announced on the bus)', async ({ page }) => {
    await page.goto('/dev');
    await page.getByRole('button', { name: 'Simulate a page error' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/about');
      window.history.pushState(null, '', '/dev');
    });
    await expect(page.locator('[data-event="error.reported"]').first()).toContainText(
      'A test error raised from the development page.',
    );
  });

  test('pages, the open menu and the logout dialog pass the automated accessibility check', async ({
    page,
  }) => {
    // Nine full axe scans: each takes seconds on a busy two-core machine.
    test.setTimeout(120_000);
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
      const result = await axeScan(page).analyze();
      expect(result.violations.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([]);
    }
    await page.locator('.shell-top-bar__menu').click();
    await expect(page.getByRole('dialog', { name: 'Main Menu' })).toBeVisible();
    expect((await axeScan(page).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect((await axeScan(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('for a bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  test.beforeEach(async ({ page }) => declineConsentUpFront(page));

  test('a page error is swallowed by the error hook', async ({ page }) => {
    await page.goto('/dev');
    await page.getByRole('button', { name: 'Request a toast' }).click(); // proves the log works for bots
    await page.getByRole('button', { name: 'Simulate a page error' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/about');
      window.history.pushState(null, '', '/dev');
    });
    await expect(page.locator('[data-event="toast.requested"]')).toHaveCount(1);
    await expect(page.locator('[data-event="error.reported"]')).toHaveCount(0);
  });
});

test.describe('consent and analytics', () => {
  const tagUrl = 'https://www.googletagmanager.com/gtm.js';

  /** Serves a config with a tag id, and a stand-in tag script; records whether it was requested. */
  async function withTagManager(page: Page) {
    const requested: string[] = [];
    await page.route('**/config.json', async (route) => {
      const served = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...served, tagManagerId: 'GTM-TEST1', tagManagerUrl: tagUrl } });
    });
    await page.route(`${tagUrl}**`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagLoaded = true;' });
    });
    return requested;
  }

  test('a first visit asks; Accept stores it, grants storage and only then loads the tag script', async ({
    page,
  }) => {
    const requested = await withTagManager(page);
    await page.goto('/about');
    const dialog = page.getByRole('alertdialog', { name: 'Cookies and analytics' });
    await expect(dialog).toBeVisible();
    expect(requested).toEqual([]);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => requested).toEqual([`${tagUrl}?id=GTM-TEST1`]);
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('duality.consent') ?? 'null'),
    );
    expect(stored.consentGranted).toBe(true);
    expect(Math.abs(stored.on - Date.now())).toBeLessThan(60_000);
    const updates = await page.evaluate(() =>
      ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((e) => Array.from(e as ArrayLike<unknown>))
        .filter((args) => args[0] === 'consent' && args[1] === 'update'),
    );
    expect(updates).toEqual([['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted' }]]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('Decline stores a refusal, loads nothing, and is not asked again within 14 days', async ({ page }) => {
    const requested = await withTagManager(page);
    await page.goto('/about');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Decline' }).click();
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('duality.consent') ?? 'null'),
    );
    expect(stored.consentGranted).toBe(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test('a first visit is asked before the app scripts have run; a choice made then is honoured, never asked twice', async ({
    page,
  }) => {
    const requested = await withTagManager(page);
    // The shell's own scripts wait (all but the early consent script, which the page's HTML loads first).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldScripts: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/static/js/') && !url.pathname.includes('/consent-early.'),
      async (route) => {
        heldScripts.push(route.request().url());
        await held;
        await route.continue();
      },
    );
    await markPrerendered(page);
    // Not waiting for DOMContentLoaded: it comes only after the held (deferred) scripts have run.
    await page.goto('/', { waitUntil: 'commit' });
    const dialog = page.getByRole('alertdialog', { name: 'Cookies and analytics' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Decline' })).toBeFocused();
    for (const name of ['Decline', 'Accept']) {
      const button = dialog.getByRole('button', { name });
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(await button.evaluate((b) => getComputedStyle(b).fontSize)).toBe('16px');
    }
    // The app has not run: its scripts are held, nothing of the tag manager exists.
    expect(heldScripts.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toHaveCount(0);
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('duality.consent') ?? 'null'),
    );
    expect(stored).toEqual({ consentGranted: true, on: expect.any(Number) });
    expect(requested).toEqual([]);

    release();
    await waitForTakeOver(page);
    // The app took the choice over: the grant reaches the tag manager once, and it asks nothing itself.
    await expect.poll(() => requested).toEqual([`${tagUrl}?id=GTM-TEST1`]);
    const updates = await page.evaluate(() =>
      ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((e) => Array.from(e as ArrayLike<unknown>))
        .filter((args) => args[0] === 'consent' && args[1] === 'update'),
    );
    expect(updates).toEqual([['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted' }]]);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('an unreadable consent record asks again', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('duality.consent', '{broken'));
    await page.goto('/about');
    await expect(page.getByRole('alertdialog', { name: 'Cookies and analytics' })).toBeVisible();
  });
});
