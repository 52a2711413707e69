// Hostile markdown in every homebrew field the browse page shows (names, descriptions, feature descriptions):
// in Chromium, nothing executes (no dialog, no flag, no request to the payloads' host, no page error) and
// nothing crashes (every record is drawn).
import { expect, test } from '@playwright/test';
import { declineConsentUpFront } from '../../support/menu';
import { pageSettled } from '@duality/test-support/settle';
import { hostilePayloads, insertHomebrew, newAuthor, watchForExecution } from '../../support/homebrew';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

test('at least 50 hostile payloads in names, descriptions and feature descriptions never run', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(hostilePayloads.length).toBeGreaterThanOrEqual(50);
  const tag = `hostile${Math.random().toString(36).slice(2, 8)}`;
  // Three authors, so that no one reaches the publish cap.
  const authors = [await newAuthor('Villain'), await newAuthor('Rogue'), await newAuthor('Trickster')];
  for (const [i, payload] of hostilePayloads.entries()) {
    const { client } = authors[i % authors.length]!;
    const name = `${tag} ${i} ${payload}`.slice(0, 100);
    await insertHomebrew(client, 'items', name, { description: `${tag}\n\n${payload}` });
    await insertHomebrew(client, 'ancestries', `${tag} ${i}`, {
      description: `${tag} ${payload}`.slice(0, 5000),
      features: [{ id: `feature-${i}`, name: `${tag} feature ${i}`, description: payload }],
    });
  }

  const watch = watchForExecution(page);
  for (const kind of ['items', 'ancestries']) {
    for (let pageNumber = 1; pageNumber <= Math.ceil(hostilePayloads.length / 20); pageNumber++) {
      await page.goto(`/homebrew?kind=${kind}&q=${tag}&page=${pageNumber}`);
      await expect(
        page.getByRole('status').filter({ hasText: `${hostilePayloads.length} public` }),
      ).toBeVisible();
      const expected = Math.min(20, hostilePayloads.length - (pageNumber - 1) * 20);
      await expect(page.locator('.hb-entry')).toHaveCount(expected);
      // Let anything that was going to fire (onload, onerror, autofocus) fire.
      await pageSettled(page);
    }
  }
  expect(await watch.flagSet()).toBe(false);
  expect(watch.events).toEqual([]);
  // No element a payload named exists in the page (the one svg a card draws itself is its kind's icon, the
  // only child of its kind pill, which no record text can reach).
  expect(
    await page
      .locator(
        '.hb-list script, .hb-list iframe, .hb-list img, .hb-list :not(.hb-card__kind) > svg, .hb-list style',
      )
      .count(),
  ).toBe(0);
  expect(await page.locator('.hb-list .hb-card__kind > svg[data-icon]').count()).toBe(
    await page.locator('.hb-entry').count(),
  );
});
