// A new account's first bookmark survives leaving the page at once (a play-test lost one): the bookmark
// is kept on the device before anything else and sent when the page is hidden, or after the reload when that
// send did not get through; the collection holds it either way.
import { expect, test } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs } from '../../support/api';
import { fullDocuments, insertHomebrew, newAuthor } from '../../support/homebrew';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(({ page }) => declineConsentUpFront(page));

test('a new account bookmarks a public record and reloads at once: the bookmark is in its collection', async ({
  page,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const { client: author } = await newAuthor('Reload Author');
  const id = await insertHomebrew(author, 'items', `Reload Lamp ${tag}`, fullDocuments().items);
  const reader = newAccount('Reload Reader');
  await signUpQuickly(page, reader);
  await page.goto(`/homebrew?kind=items&q=${tag}`);
  const entry = page.locator(`.hb-entry[data-record-id="${id}"]`);
  await entry.getByRole('button', { name: `Bookmark Reload Lamp ${tag}` }).click();
  await expect(
    entry.getByRole('button', { name: `Remove Reload Lamp ${tag} from my collection` }),
  ).toBeVisible();
  await page.reload(); // at once: well within the 3 s debounce of the collection save

  await page.goto('/homebrew/collection?kind=items');
  const kept = page.locator(`.hb-entry[data-record-id="${id}"]`);
  await expect(kept.getByRole('heading', { name: `Reload Lamp ${tag}` })).toBeVisible();
  await expect(kept.getByText('Bookmarked')).toBeVisible();
  const client = await apiAs(reader);
  const items = async () => (await client.from('user_profiles').select('items').single()).data?.items;
  await expect.poll(items, { timeout: 10_000 }).toEqual([id]);
});
