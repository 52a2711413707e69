// The sheet on a phone at 360x740 with touch: the vitals stay pinned at the top while the
// tab scrolls and change with one tap (and one undo); every tab opens by its own link, keeps its place across
// a reload, and passes the measured check: every control at least 44x44 px (a checkbox or radio by its whole
// label), nothing sideways, and axe finds nothing serious; the level-up page is measured the same way.
import { axeScan } from '../../support/axe';
import { expect, test } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, expectSaved } from '../../support/api';
import {
  LEVEL_ONE,
  openSheet,
  sidewaysScroll,
  smallTargets,
  trackCount,
  type SheetTabName,
} from '../../support/character';
import { declineConsentUpFront } from '../../support/menu';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.beforeEach(({ page }) => declineConsentUpFront(page));

/** Each tab by its link, and a heading of one of its panels. */
const TABS: { id: string; name: SheetTabName; heading: string }[] = [
  { id: 'play', name: 'Play', heading: 'Roll' },
  { id: 'cards', name: 'Cards', heading: 'Domain Cards' },
  { id: 'items', name: 'Items', heading: 'Inventory' },
  { id: 'notes', name: 'Notes', heading: 'Notes' },
  { id: 'character', name: 'Character', heading: 'Traits' },
];

test('every tab by its link: thumb-sized, nothing sideways, nothing serious for axe', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const account = newAccount('Thumb');
  await signUpQuickly(page, account);
  const id = await createCharacter(await apiAs(account), { ...LEVEL_ONE.warrior, name: 'Thumb Brakka' });
  for (const tab of TABS) {
    await test.step(tab.name, async () => {
      await page.goto(`/character/${id}?tab=${tab.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Thumb Brakka' })).toBeVisible();
      await expect(page.getByRole('tab', { name: tab.name, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('heading', { level: 2, name: tab.heading, exact: true })).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
      const axe = await axeScan(page).include('#area-outlet').analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`sheet-${tab.id}-360.png`) });
    });
  }
  await test.step('the level-up page', async () => {
    await page.goto(`/character/level-up/${id}`);
    await expect(page.getByLabel('First advancement', { exact: true })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: info.outputPath('level-up-360.png'), fullPage: true });
  });
});

test('the vitals stay pinned and change in one tap; a tab is one tap away and kept across a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Pinned');
  await signUpQuickly(page, account);
  const api = await apiAs(account);
  const id = await createCharacter(api, { ...LEVEL_ONE.warrior, name: 'Pinned Brakka' });
  await openSheet(page, id, 'Pinned Brakka');
  const vitals = page.getByRole('region', { name: 'Vitals' });
  const tabBar = page.getByRole('tablist', { name: 'Sheet sections' });

  await test.step('pinned: the vitals at the top and the tabs at the bottom after scrolling down', async () => {
    await page.getByRole('heading', { level: 2, name: 'Rest' }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await vitals.boundingBox())?.y).toBe(0);
    const bar = (await tabBar.boundingBox())!;
    expect(bar.y + bar.height).toBeCloseTo(740, 0);
  });

  await test.step('a Hit Point marked from the vitals, then undone', async () => {
    await vitals.getByRole('button', { name: 'Mark a Hit Point' }).tap();
    await expect(trackCount(page, 'health')).toHaveText('1/6');
    await expectSaved(api, id, (c) => c.resources.health === 1, 'a Hit Point marked');
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).tap();
    await expect(trackCount(page, 'health')).toHaveText('0/6');
    await expectSaved(api, id, (c) => c.resources.health === 0, 'the mark undone');
    await expect(vitals.getByRole('button', { name: 'Clear a Hit Point' })).toBeDisabled();
  });

  await test.step('a tab in one tap, in the address, and still open after a reload', async () => {
    await tabBar.getByRole('tab', { name: 'Items', exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/character/${id}\\?tab=items$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Gold' })).toBeVisible();
    // The tab's top is in view, under the pinned vitals.
    const heading = (await page.getByRole('heading', { level: 2, name: 'Armor' }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual((await vitals.boundingBox())!.height);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Items', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Inventory' })).toBeVisible();
  });
});

test('printed from the sheet on a phone, the paper holds what the print view prints, not only the open tab', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('Pocket');
  await signUpQuickly(page, account);
  const id = await createCharacter(await apiAs(account), { ...LEVEL_ONE.warrior, name: 'Pocket Brakka' });
  // What a block of paper says: each stat's label and value, each track's boxes, each list's heading.
  const paper = async () => {
    const sheet = page.locator('.print-sheet');
    await expect(sheet.locator('[data-stat="Evasion"] strong')).toBeVisible();
    return {
      stats: await sheet.locator('[data-stat]').allInnerTexts(),
      tracks: await sheet.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      blocks: await sheet.getByRole('heading', { level: 2 }).allInnerTexts(),
    };
  };
  await page.emulateMedia({ media: 'print' });
  await page.goto(`/character/print/${id}`);
  const printView = await paper();
  expect(printView.stats.join(' ')).toMatch(/agility[\s\S]*evasion[\s\S]*major[\s\S]*severe/i);
  expect(printView.tracks).toHaveLength(4);

  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/character/${id}?tab=cards`);
  await expect(page.getByRole('heading', { level: 2, name: 'Domain Cards', exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  expect(await paper()).toEqual(printView);
  await expect(page.getByRole('heading', { level: 1, name: 'Pocket Brakka' })).toBeVisible();
  // Back on the screen, the sheet is the phone's again, on the tab that was open.
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('tab', { name: 'Cards', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
