import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { productBackend, signUpApi, supabaseSessionKey, type BackendAddress } from './api';
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

/**
 * Signs up through the API and opens `/character` signed in: the same account and the same page as `signUp`
 * (the sign-up page goes there), for a test whose subject is not signing up. The session goes where
 * supabase-js keeps it, written from a page of the product's origin that runs no app (the start-up
 * document), so nothing reads the storage before it is there. `backend`: the one the page was given
 * (`useBackend`), if not the product's.
 */
export async function signUpQuickly(
  page: Page,
  account: TestAccount,
  backend?: BackendAddress,
): Promise<void> {
  backend ??= await productBackend();
  const { session } = await signUpApi(account, backend);
  await page.goto('/config.json');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    supabaseSessionKey(backend.url),
    JSON.stringify(session),
  ] as const);
  await page.goto('/character');
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
