// Loads that fail get an error and a Retry, with real failures: the browser's requests to the backend are
// refused for a moment (Playwright aborts them), then let through. A shared record on the browse page, and a
// kind of the user's own library on the collection page, each load on Retry without a reload or a new login.
import { expect, test, type Page, type Route } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs } from '../../support/api';
import { insertHomebrew, newAuthor } from '../../support/homebrew';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

/** Refuses the page's REST requests to one table (those `when` picks) until the returned function runs. */
async function refuse(page: Page, table: string, when: (url: URL) => boolean = () => true) {
  const matches = (url: URL) => url.pathname.endsWith(`/rest/v1/${table}`) && when(url);
  const handler = (route: Route) => route.abort('connectionrefused');
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

test('a shared record that failed to load shows an error and loads on Retry', async ({ page }) => {
  const { client: author } = await newAuthor('Sharer');
  const name = `Shared Lamp ${Math.random().toString(36).slice(2, 8)}`;
  const id = await insertHomebrew(author, 'items', name, { description: 'It glows.' });
  const letThrough = await refuse(page, 'homebrew_items', (url) => url.searchParams.get('id') === `eq.${id}`);

  await page.goto(`/homebrew?kind=items&id=${id}`);
  const shared = page.getByRole('region', { name: 'Shared with you' });
  await expect(shared.getByRole('alert')).toContainText("The shared homebrew couldn't be loaded");
  await letThrough();
  await shared.getByRole('button', { name: 'Retry' }).click();
  await expect(shared.getByRole('heading', { name })).toBeVisible();
  await expect(shared.getByRole('alert')).toHaveCount(0);
  await author.auth.signOut();
});

test('a kind of the library that failed to load is loaded again on Retry, without a new login', async ({
  page,
}) => {
  const account = newAccount('Retrier');
  await signUpQuickly(page, account);
  const player = await apiAs(account);
  const name = `Retry Blade ${Math.random().toString(36).slice(2, 8)}`;
  await insertHomebrew(
    player,
    'weapons',
    name,
    {
      slot: 'primary',
      trait: 'Agility',
      range: 'Melee',
      damage: 'd8',
      damageType: 'physical',
      tier: 1,
      burden: 1,
    },
    false,
  );
  const letThrough = await refuse(page, 'homebrew_weapons');

  // A fresh page: the session is restored from storage and the libraries load, the weapons failing.
  await page.goto('/homebrew/collection?kind=weapons');
  const panel = page.getByRole('alert').filter({ hasText: "Your weapons couldn't be loaded" });
  await expect(panel).toBeVisible();
  await letThrough();
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'My weapons' }).getByRole('heading', { name })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await player.auth.signOut();
});
