import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { testOutboxDir } from './ports';

export interface TestAccount {
  displayName: string;
  email: string;
  password: string;
}

/** A new, unique account's details (each test signs up its own user). */
export function newAccount(displayName = 'Tester'): TestAccount {
  return {
    displayName,
    email: `${displayName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}@example.test`,
    password: 'a long password',
  };
}

/** Signs up through the sign-up page, waiting until the top bar shows the user. */
export async function signUp(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/auth/signup');
  await page.getByLabel('Display name').fill(account.displayName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.locator('.shell-top-bar').getByRole('button', { name: account.displayName }),
  ).toBeVisible();
}

/** Logs in through the login page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Logs out through the Main Menu and its confirmation. */
export async function logOut(page: Page): Promise<void> {
  await page.locator('.shell-top-bar__menu').click();
  await page.getByRole('dialog', { name: 'Main Menu' }).getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The newest password-reset link the embedded backend wrote to its outbox for this address. */
export async function readResetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(testOutboxDir)) return false;
        const mails = readdirSync(testOutboxDir, { withFileTypes: true })
          .filter((f) => f.isFile() && f.name.endsWith('.json'))
          .map(
            (f) =>
              JSON.parse(readFileSync(join(testOutboxDir, f.name), 'utf8')) as {
                to: string;
                link: string;
                created_at: string;
              },
          )
          .filter((m) => m.to === email.toLowerCase())
          .sort((a, b) => a.created_at.localeCompare(b.created_at));
        link = mails.at(-1)?.link;
        return Boolean(link);
      },
      { message: `a reset mail for ${email} in ${testOutboxDir}` },
    )
    .toBe(true);
  return link!;
}
