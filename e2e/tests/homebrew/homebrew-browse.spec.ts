// The homebrew area in Chromium: one public record of every kind with its optional parts, seen from a second
// user's browse page (searched, shared by link, bookmarked into the collection) and from a logged-out visitor;
// a malformed record sent through the API is refused by the database; axe finds nothing; the keyboard works.
import { axeScan } from '../../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs } from '../../support/api';
import { declineConsentUpFront } from '../../support/menu';
import {
  fullDocuments,
  insertHomebrew,
  kindNoun,
  newAuthor,
  tabLabel,
  type Doc,
  type Kind,
} from '../../support/homebrew';
import { collectionOf } from '../../support/homebrew-in-play';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const kinds = Object.keys(tabLabel) as Kind[];

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await axeScan(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The browse page's entry of a record (its summary card and its buttons). */
const entry = (page: Page, id: number) => page.locator(`.hb-entry[data-record-id="${id}"]`);

test('a record of every kind is browsed, searched, shared and bookmarked by another user', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const { client } = await newAuthor('Brewer');
  const documents = fullDocuments();
  const ids = {} as Record<Kind, number>;
  for (const kind of kinds)
    ids[kind] = await insertHomebrew(client, kind, `Brew ${kind} ${tag}`, documents[kind]);

  const reader = newAccount('Reader');
  await signUpQuickly(page, reader);
  // Moving between kinds by their tabs stays in the page, so the collection waits for one debounced save.
  await page.goto('/homebrew');
  for (const kind of kinds) {
    await page
      .getByRole('navigation', { name: 'Homebrew kinds' })
      .getByRole('link', { name: tabLabel[kind], exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`kind=${kind}`));
    await page.getByLabel(`Search ${tabLabel[kind]} by name or text`).fill(tag);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: `1 public ${kindNoun[kind]}.` })).toBeVisible();
    await expect(entry(page, ids[kind]).getByRole('heading', { name: `Brew ${kind} ${tag}` })).toBeVisible();
    await expect(entry(page, ids[kind]).getByText('Homebrew', { exact: true }).first()).toBeVisible();
    await entry(page, ids[kind])
      .getByRole('button', { name: `Bookmark Brew ${kind} ${tag}` })
      .click();
    await expect(
      entry(page, ids[kind]).getByRole('button', { name: `Remove Brew ${kind} ${tag} from my collection` }),
    ).toBeVisible();
  }
  // The bookmarks are saved to the profile 3 s after the last change; the page loads below start from it.
  const saved = await apiAs(reader);
  await expect.poll(() => collectionOf(saved)).toEqual(Object.fromEntries(kinds.map((k) => [k, [ids[k]]])));
  // The text is searched too, not only the name.
  await page.goto(`/homebrew?kind=items&q=${encodeURIComponent('A LANTERN that')}`);
  await expect(entry(page, ids.items)).toBeVisible();
  await expectNoAxeViolations(page);

  // The collection lists every bookmarked record under its kind, with the counts against both caps.
  for (const kind of kinds) {
    await page.goto(`/homebrew/collection?kind=${kind}`);
    await expect(entry(page, ids[kind]).getByRole('heading', { name: `Brew ${kind} ${tag}` })).toBeVisible();
    await expect(entry(page, ids[kind]).getByText('Bookmarked')).toBeVisible();
  }
  await expect(page.locator('[data-usage="created"]')).toHaveText(/^0 of \d+$/);
  await expect(page.locator('[data-usage="published"]')).toHaveText(/^0 of \d+$/);
  await expectNoAxeViolations(page);
  // Removing a bookmark takes the record out of the collection, and that is saved too.
  await page.goto('/homebrew/collection?kind=subclasses');
  await entry(page, ids.subclasses)
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(entry(page, ids.subclasses)).toHaveCount(0);
  await expect.poll(async () => (await collectionOf(saved)).subclasses).toEqual([]);
  await page.reload();
  await expect(page.getByText('No subclass in your collection yet.', { exact: false })).toBeVisible();
});

test('a share link opens the record for a logged-out visitor, who is asked to log in to bookmark', async ({
  page,
  context,
}) => {
  const { client } = await newAuthor('Sharer');
  const id = await insertHomebrew(client, 'weapons', 'Shared Spear', fullDocuments().weapons);
  await page.goto(`/homebrew?kind=weapons&id=${id}`);
  const shared = page.getByRole('region', { name: 'Shared with you' });
  await expect(shared.getByRole('heading', { name: 'Shared Spear' })).toBeVisible();
  await expect(shared.getByRole('link', { name: 'Log in to bookmark Shared Spear' })).toHaveAttribute(
    'href',
    `/auth/login?redirect=${encodeURIComponent(`/homebrew?kind=weapons&id=${id}`)}`,
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await shared.getByRole('button', { name: 'Copy link to Shared Spear' }).click();
  await expect(shared.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/homebrew\\?kind=weapons&id=${id}$`),
  );
  // A private or unknown record says so instead of showing anything.
  await page.goto('/homebrew?kind=weapons&id=999999999');
  await expect(page.getByRole('alert')).toHaveText('This homebrew is not public or no longer exists.');
  await expectNoAxeViolations(page);
});

test('the keyboard alone moves through the kinds and pages and bookmarks', async ({ page }) => {
  const { client } = await newAuthor('Keys');
  const tag = Math.random().toString(36).slice(2, 8);
  const id = await insertHomebrew(client, 'armor', `Keyboard Mail ${tag}`, fullDocuments().armor);
  await signUpQuickly(page, newAccount('Typist'));
  await page.goto('/homebrew?kind=items');
  await page.getByRole('navigation', { name: 'Homebrew kinds' }).getByRole('link', { name: 'armor' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/kind=armor/);
  await page.getByLabel('Search armor by name or text').focus();
  await page.keyboard.type(tag);
  await page.keyboard.press('Enter');
  const bookmark = entry(page, id).getByRole('button', { name: `Bookmark Keyboard Mail ${tag}` });
  await expect(bookmark).toBeVisible();
  await bookmark.focus();
  await page.keyboard.press('Enter');
  await expect(
    entry(page, id).getByRole('button', { name: `Remove Keyboard Mail ${tag} from my collection` }),
  ).toBeFocused();
});

test('a malformed record sent through the API is refused by the database', async () => {
  const { client } = await newAuthor('Breaker');
  const broken: [Kind, Doc][] = [
    ['weapons', { ...fullDocuments().weapons, slot: 'tertiary' }],
    ['armor', { score: 'lots' }],
    ['classes', { ...fullDocuments().classes, domains: ['blade'] }],
    ['ancestries', { description: 'No features' }],
    ['items', { description: 7 }],
  ];
  for (const [kind, data] of broken) {
    const { error } = await client.from(`homebrew_${kind}`).insert({ name: 'Broken', public: true, data });
    expect({ kind, code: error?.code }).toEqual({ kind, code: '23514' });
  }
  const { count } = await client
    .from('homebrew_weapons')
    .select('id', { count: 'exact', head: true })
    .eq('name', 'Broken');
  expect(count).toBe(0);
});
