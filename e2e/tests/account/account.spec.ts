// The account area in the composed product against the embedded backend: sign up, log out, log
// in, wrong password, forgotten password through the local outbox, display name, a password change that needs
// the current password, sessions across reloads and tabs, keyboard use and the automated accessibility check.
import { axeScan } from '../../support/axe';
import { expect, test } from '@playwright/test';
import { logIn, logOut, newAccount, readResetLink, signUp } from '../../support/account';
import { declineConsentUpFront, goViaMenu } from '../../support/menu';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const topBar = (page: import('@playwright/test').Page) => page.locator('.shell-top-bar');

test('sign up, log out, and log in again, returning to where you were going', async ({ page }) => {
  const account = newAccount('Ara');
  await signUp(page, account);
  await expect(page).toHaveURL(/\/character$/);
  await logOut(page);
  await page.goto('/about');
  await expect(topBar(page).getByRole('link', { name: 'Log In' })).toBeVisible();

  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fuser-profile$/);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Profile');
  await expect(page.getByText(/Signed in as/)).toContainText(account.email);
  await expect(topBar(page).getByRole('button', { name: 'Ara' })).toBeVisible();
});

test('a wrong password gives a clear message and changes nothing else', async ({ page }) => {
  const account = newAccount('Brin');
  await signUp(page, account);
  await logOut(page);
  await page.goto('/auth/login');
  await logIn(page, account.email, 'not my password');
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(topBar(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await logIn(page, account.email, account.password);
  await expect(topBar(page).getByRole('button', { name: 'Brin' })).toBeVisible();
});

test('forgotten password: request, open the link from the outbox, set a new password, log in with it', async ({
  page,
}) => {
  const account = newAccount('Cass');
  await signUp(page, account);
  await logOut(page);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The log-in page has an Email field too, and stays until the next page's code has loaded.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText('a link to set a new password is on its way');

  const link = await readResetLink(account.email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/update-password/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update Password');
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Confirm new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.locator('.dh-toast')).toContainText('Your password was updated.');
  await expect(page).toHaveURL(/\/character$/);

  await logOut(page);
  await page.goto('/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await logIn(page, account.email, 'a brand new password');
  await expect(topBar(page).getByRole('button', { name: 'Cass' })).toBeVisible();
});

test('a used or missing reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/auth/update-password');
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
});

test('a display name change shows in the top bar at once, and the profile shows the homebrew caps', async ({
  page,
}) => {
  const account = newAccount('Dax');
  await signUp(page, account);
  await goViaMenu(page, 'User Profile');
  await expect(page.locator('[data-usage="created"]')).toHaveText(/^0 of \d+$/);
  await expect(page.locator('[data-usage="published"]')).toHaveText(/^0 of \d+$/);
  await page.getByRole('textbox', { name: 'Display name' }).fill('Dax the Bold');
  await page.getByRole('button', { name: 'Save display name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'display name is now' })).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: 'Dax the Bold' })).toBeVisible();
  await page.reload();
  await expect(topBar(page).getByRole('button', { name: 'Dax the Bold' })).toBeVisible();
});

test('the profile changes the password only with the current one, and the new one logs in', async ({
  page,
}) => {
  const account = newAccount('Gale');
  await signUp(page, account);
  await goViaMenu(page, 'User Profile');
  const form = page.getByRole('form', { name: 'Change your password' });
  await form.getByLabel('New password', { exact: true }).fill('gale changed it');
  await form.getByLabel('Confirm new password').fill('gale changed it');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Enter your current password.')).toBeVisible();
  await form.getByLabel('Current password').fill('not the password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Current password is incorrect.');
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed.' })).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  await logOut(page);
  await page.goto('/auth/login');
  await logIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await logIn(page, account.email, 'gale changed it');
  await expect(topBar(page).getByRole('button', { name: 'Gale' })).toBeVisible();
});

test('the session survives a reload, and a second tab sees the logout', async ({ context, page }) => {
  const account = newAccount('Eri');
  await signUp(page, account);
  await page.reload();
  await expect(topBar(page).getByRole('button', { name: 'Eri' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/about');
  await expect(second.locator('.shell-top-bar').getByRole('button', { name: 'Eri' })).toBeVisible();
  await logOut(page);
  await expect(second.locator('.shell-top-bar').getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(second.locator('.shell-top-bar').getByRole('button', { name: 'Menu' })).toBeVisible();
});

test('sign-up explains each bad field beside it and sends nothing', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Enter a display name.')).toBeVisible();
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('every account form works with the keyboard alone', async ({ page }) => {
  const account = newAccount('Fen');
  await page.goto('/auth/signup');
  await page.getByLabel('Display name').focus();
  await page.keyboard.type(account.displayName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(topBar(page).getByRole('button', { name: 'Fen' })).toBeVisible();
  await logOut(page);
  await page.goto('/auth/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(topBar(page).getByRole('button', { name: 'Fen' })).toBeVisible();
});

test('every account form passes the automated accessibility check', async ({ page }) => {
  // Five full axe scans and a sign-up: each scan takes seconds on a busy two-core machine.
  test.setTimeout(90_000);
  for (const path of ['/auth/login', '/auth/signup', '/auth/forgot-password', '/auth/update-password']) {
    await page.goto(path);
    await expect(page.locator('[data-area="account"], .account-page').first()).toBeVisible();
    const result = await axeScan(page).analyze();
    expect(result.violations.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([]);
  }
  await signUp(page, newAccount('Gil'));
  await page.goto('/user-profile');
  await expect(page.locator('[data-usage="created"]')).toBeVisible();
  const profile = await axeScan(page).analyze();
  expect(profile.violations.map((v) => `/user-profile: ${v.id} ${v.help}`)).toEqual([]);
});
