// Hostile markdown where homebrew is played: every hostile payload is a feature text of a homebrew class (the
// builder draws them all when it is chosen) and of a homebrew ancestry (the sheet's features panel draws them
// all for a character of it), and some are the descriptions of homebrew items carried in the inventory. In Chromium, nothing
// executes (no dialog, no flag, no request to the payloads' host, no page error), nothing crashes (every
// feature and item is drawn), and no element a payload names reaches the page.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter } from '../../support/api';
import { sheetTab } from '../../support/character';
import { inStep, openStep, phone } from '../../support/builder';
import { hostilePayloads, insertHomebrew, watchForExecution } from '../../support/homebrew';
import { tidewarden } from '../../support/homebrew-in-play';
import { declineConsentUpFront } from '../../support/menu';
import { pageSettled } from '@duality/test-support/settle';

test.use({ viewport: phone });
test.beforeEach(async ({ page }) => declineConsentUpFront(page));

/** HOMEBREW_LIMITS.featuresMax in @duality/rules (Playwright's loader cannot import the rules package). */
const FEATURES_MAX = 10;

/** Elements and attributes no payload may bring into the rendered markdown. */
const FORBIDDEN =
  '.dh-markdown :is(script, iframe, object, embed, img, svg, math, style, link, meta, form, input:not([type=checkbox]), video, audio, details, marquee), .dh-markdown [style], .dh-markdown [onerror], .dh-markdown [onload], .dh-markdown [onclick], a[href^="javascript" i], a[href^="data" i], a[href^="vbscript" i]';

/** Waits until the markdown renderer has drawn the payloads (a block quote only it makes). */
async function expectRendered(area: Locator) {
  await expect(area.locator('.dh-markdown blockquote').first()).toBeAttached();
}

async function expectNothingRan(page: Page, watch: ReturnType<typeof watchForExecution>) {
  // Let anything that was going to fire (onload, onerror, autofocus) fire.
  await pageSettled(page);
  expect(await watch.flagSet()).toBe(false);
  expect(watch.events).toEqual([]);
  expect(await page.locator(FORBIDDEN).count()).toBe(0);
}

test('hostile homebrew texts never run in the builder or on the character sheet', async ({ page }) => {
  test.setTimeout(240_000);
  expect(hostilePayloads.length).toBeGreaterThanOrEqual(50);
  const account = newAccount('Hostile Player');
  await signUpQuickly(page, account);
  const player = await apiAs(account);
  const tag = `hostile${Math.random().toString(36).slice(2, 8)}`;
  const features = hostilePayloads.map((description, i) => ({
    id: `hostile-${i}`,
    name: `${tag} feature ${i}`,
    description,
  }));
  // A record holds at most FEATURES_MAX features (HOMEBREW_LIMITS.featuresMax), so the payloads are spread over
  // as many classes and ancestries as they need.
  const chunks = Array.from({ length: Math.ceil(features.length / FEATURES_MAX) }, (_, c) =>
    features.slice(c * FEATURES_MAX, (c + 1) * FEATURES_MAX),
  );
  // A payload that is a block quote, which only the markdown renderer draws: where one is, the wait is for it.
  const quotes = (f: { description: string }) => /^ {0,3}>/m.test(f.description);
  expect(features.some(quotes)).toBe(true);
  const classNames = chunks.map((_, c) => `${tag} Class ${c}`);
  const ancestryIds: number[] = [];
  for (const [c, chunk] of chunks.entries()) {
    await insertHomebrew(
      player,
      'classes',
      classNames[c]!,
      {
        ...tidewarden.document(),
        hopeAbility: { name: `${tag} hope`, description: hostilePayloads[0]! },
        classFeatures: chunk.map(({ name, description }) => ({ name, description })),
        description: { summary: hostilePayloads[2]!, clothes: [], attitude: [] },
      },
      false,
    );
    ancestryIds.push(
      await insertHomebrew(
        player,
        'ancestries',
        `${tag} Ancestry ${c}`,
        { description: hostilePayloads[4]!, features: chunk },
        false,
      ),
    );
  }
  // Scripts, handlers, SVG, script and data links, style, a block quote and a huge table.
  const itemPayloads = [0, 2, 6, 13, 14, 26, 31, 46, 52];
  const itemIds = await Promise.all(
    itemPayloads.map((p, i) =>
      insertHomebrew(player, 'items', `${tag} item ${i}`, { description: hostilePayloads[p]! }, false),
    ),
  );
  const watch = watchForExecution(page);

  // The builder: each class's summary draws its Hope feature and its payloads as class features.
  await openStep(page, 'class', 'Class and subclass');
  for (const [c, chunk] of chunks.entries()) {
    await inStep(page)
      .getByRole('group', { name: 'Class', exact: true })
      .getByRole('radio', { name: `${classNames[c]} Homebrew`, exact: true })
      .check();
    // The list's own items: a payload's markdown may hold lists of its own once the renderer has drawn it.
    await expect(
      inStep(page).getByRole('list', { name: 'Class features' }).locator(':scope > li'),
    ).toHaveCount(chunk.length);
    if (chunk.some(quotes)) await expectRendered(inStep(page));
    await expectNothingRan(page, watch);
  }

  // The sheet of a character of each ancestry: its features panel; the first carries the items (inventory).
  for (const [c, chunk] of chunks.entries()) {
    const characterId = await createCharacter(player, {
      name: `${tag} Hero ${c}`,
      level: 1,
      ancestry: [String(ancestryIds[c])],
      inventory: {
        items:
          c === 0
            ? itemIds.map((id, i) => ({ id: `carried-${i}`, itemId: String(id), name: `${tag} item ${i}` }))
            : [],
      },
    });
    await page.goto(`/character/${characterId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${tag} Hero ${c}` })).toBeVisible();
    if (c === 0) {
      // On the phone the inventory is on the Items tab and the features on the Cards tab.
      await sheetTab(page, 'Items');
      await expect(page.locator('.sheet-item')).toHaveCount(itemIds.length);
      // Each compact row keeps its item's description behind "about" (in the page, folded).
      await expect(page.locator('.sheet-item .sheet-item__about')).toHaveCount(itemIds.length);
      await expect(page.locator('.sheet-item .dh-markdown > blockquote')).toHaveCount(1);
      await expectNothingRan(page, watch);
    }
    await sheetTab(page, 'Cards');
    // The ancestry's features are the character's only ones (no class, no community).
    await expect(page.locator('.sheet-features .dh-feature-list > li')).toHaveCount(chunk.length);
    if (chunk.some(quotes)) await expectRendered(page.locator('.sheet-features'));
    await expectNothingRan(page, watch);
  }
  await player.auth.signOut();
});
