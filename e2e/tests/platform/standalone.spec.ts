// Every remote runs alone through its own start command (`pnpm --filter @duality/mf-<area> start`), without
// the shell, against the embedded backend, with the services the shell would provide: the session (signed
// in on that page) and the data stores, whose first loads must reach the backend and succeed. The account
// area starts first and so starts the backend; the others find it running and say so.
import { rmSync } from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import { newAccount, type TestAccount } from '../../support/account';
import {
  standaloneAreaPort,
  standaloneBackendPort,
  standaloneDataDir,
  standaloneOutboxDir,
} from '../../support/ports';
import { startStandaloneArea, type StandaloneArea } from '../../support/standalone-area';

// In order, in one worker: the areas share the backend the first one started.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const backendUrl = `http://127.0.0.1:${standaloneBackendPort}`;
const startOptions = (index: number) => ({
  port: standaloneAreaPort(index),
  backendPort: standaloneBackendPort,
  outbox: standaloneOutboxDir,
  data: standaloneDataDir,
});

/** A fresh database (and fresh keys) for every run. */
const clearData = () => {
  rmSync(standaloneDataDir, { recursive: true, force: true });
  rmSync(`${standaloneDataDir}.secrets.json`, { force: true });
};

const bar = (page: Page) => page.getByRole('banner', { name: 'Standalone area' });
const main = (page: Page) => page.getByRole('main');

/** Resolves with the backend's answer to the first GET of `table` from this page. */
const firstRead = (page: Page, table: string): Promise<Response> =>
  page.waitForResponse(
    (r) => r.url().startsWith(`${backendUrl}/rest/v1/${table}?`) && r.request().method() === 'GET',
  );

let account: StandaloneArea;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  clearData();
  account = await startStandaloneArea('account', { ...startOptions(0), timeoutMs: 140_000 });
});
test.afterAll(async () => {
  await account?.stop();
  clearData();
});

test('account runs alone: it starts the backend, signs up and shows the profile', async ({ page }) => {
  expect(account.output()).toContain(
    `No backend answered at ${backendUrl}: started the embedded backend there (data in ${standaloneDataDir}).`,
  );
  const user = newAccount('Solo');
  await page.goto(`${account.url}/auth/signup?redirect=%2Fuser-profile`);
  await expect(bar(page)).toContainText('Standalone account area: running without the shell');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Sign Up');

  const characters = firstRead(page, 'characters');
  await main(page).getByLabel('Display name').fill(user.displayName);
  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByLabel('Password', { exact: true }).fill(user.password);
  await main(page).getByLabel('Confirm password').fill(user.password);
  await main(page).getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('User Profile');
  await expect(main(page)).toContainText(`Signed in as ${user.email}`);
  await expect(bar(page)).toContainText(`Signed in as ${user.displayName}`);
  expect((await characters).status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** Makes an account on the backend the way the account area does, with the anon key the area is served. */
async function signUpThroughApi(areaUrl: string, user: TestAccount): Promise<void> {
  const config = (await (await fetch(`${areaUrl}/config.json`)).json()) as { supabaseAnonKey: string };
  const res = await fetch(`${backendUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: user.email,
      password: user.password,
      data: { display_name: user.displayName },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const others = [
  { area: 'character', path: '/character', title: 'Characters' },
  { area: 'builder', path: '/builder', title: 'Character Builder' },
  { area: 'campaign', path: '/campaign', title: 'Campaigns' },
  { area: 'homebrew', path: '/homebrew', title: 'Browse Homebrew' },
] as const;

for (const [i, { area, path, title }] of others.entries()) {
  test(`${area} runs alone against the running backend, with a session and the data stores`, async ({
    page,
  }) => {
    const started = await startStandaloneArea(area, startOptions(i + 1));
    try {
      expect(started.output()).toContain(`Using the embedded backend already running at ${backendUrl}.`);
      const user = newAccount(`Solo ${area}`);
      await signUpThroughApi(started.url, user);

      await page.goto(`${started.url}${path}`);
      await expect(bar(page)).toContainText(`Standalone ${area} area: running without the shell`);
      // The title the area declares for the route (its pages are still on the way, so no markup is read).
      await expect(page).toHaveTitle(`${title} | Duality`);

      const characters = firstRead(page, 'characters');
      const campaigns = firstRead(page, 'campaigns');
      await bar(page).getByText('Not signed in').click();
      const form = bar(page).getByRole('form', { name: 'Sign in to the local backend' });
      await form.getByLabel('Email').fill(user.email);
      await form.getByLabel('Password').fill(user.password);
      await form.getByRole('button', { name: 'Sign in' }).click();

      await expect(bar(page)).toContainText(`Signed in as ${user.displayName}`);
      expect((await characters).status()).toBe(200);
      expect((await campaigns).status()).toBe(200);
      await expect(page.getByRole('alert')).toHaveCount(0);
    } finally {
      await started.stop();
    }
  });
}
