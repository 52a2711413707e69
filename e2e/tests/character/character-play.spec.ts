// Playing a character at the table, on a phone and on a desktop: trackers, gold, rests, inventory,
// consumables, domain cards and the duality roll change the sheet at once and reach the server.
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { declineConsentUpFront } from '../../support/menu';
import { LEVEL_ONE, openSheet, sheetTab, stat, tracker } from '../../support/character';
import { apiAs, createCharacter, readCharacter } from '../../support/api';

test.beforeEach(({ page }) => declineConsentUpFront(page));
const TABLE_CHARACTER = {
  ...LEVEL_ONE.warrior,
  name: 'Tabletop Brakka',
  inventory: {
    ...(LEVEL_ONE.warrior.inventory as object),
    items: [
      {
        id: 'potion',
        itemId: 'core_consumable_minor_health_potion',
        name: 'Minor Health Potion',
        quantity: 2,
      },
      { id: 'sprite', itemId: 'core_item_corrector_sprite', name: 'Corrector Sprite' },
    ],
  },
};

const tap = (page: Page, track: string, box: string) =>
  tracker(page, track).getByRole('button', { name: box, exact: true }).click();

for (const [viewport, size] of [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`playing on a ${viewport}`, () => {
    test.use({ viewport: size });
    test('trackers, gold, rests, inventory, consumables, domain cards and the duality roll', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const account = newAccount('Player');
      await signUpQuickly(page, account);
      const client = await apiAs(account);
      const id = await createCharacter(client, TABLE_CHARACTER);
      await openSheet(page, id, 'Tabletop Brakka');

      await test.step('trackers: tap to mark, tap a marked box to clear from it', async () => {
        await tap(page, 'Hit Points', 'Hit Point 3');
        await expect(tracker(page, 'Hit Points')).toHaveAccessibleName('Hit Points: 3 of 6 marked');
        await tap(page, 'Hit Points', 'Hit Point 2');
        await expect(tracker(page, 'Hit Points')).toHaveAccessibleName('Hit Points: 1 of 6 marked');
        await tap(page, 'Hope', 'Hope 5');
        await expect(tracker(page, 'Hope')).toHaveAccessibleName('Hope: 5 of 6 held');
        await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
        await expect
          .poll(async () => (await readCharacter(client, id)).data.resources)
          .toMatchObject({ health: 1, hope: 5 });
      });

      await test.step('gold: ten handfuls make a bag, spending breaks it', async () => {
        await sheetTab(page, 'Items');
        for (let i = 0; i < 9; i++) await page.getByRole('button', { name: 'Gain a handful' }).click();
        await expect(stat(page, 'Handfuls')).toHaveText('0');
        await expect(stat(page, 'Bags')).toHaveText('1');
        await page.getByRole('button', { name: 'Spend a handful' }).click();
        await expect(stat(page, 'Handfuls')).toHaveText('9');
        await expect(stat(page, 'Bags')).toHaveText('0');
        await page.getByRole('button', { name: 'Spend a chest' }).click();
        await expect(page.getByRole('alert')).toHaveText('You have no chest to spend.');
      });

      await test.step('consumables: a Minor Health Potion rolls 1d4 and clears that many Hit Points', async () => {
        await sheetTab(page, 'Play');
        await tap(page, 'Hit Points', 'Hit Point 5');
        await sheetTab(page, 'Items');
        await page.getByRole('button', { name: 'Use Minor Health Potion' }).click();
        const message = page.getByRole('status').filter({ hasText: 'Used Minor Health Potion' });
        await expect(message).toHaveText(/^Used Minor Health Potion: cleared [1-4] Hit Points \(1d4\)$/);
        const cleared = Number(/cleared (\d)/.exec((await message.textContent()) ?? '')![1]);
        await sheetTab(page, 'Play');
        await expect(tracker(page, 'Hit Points')).toHaveAccessibleName(
          `Hit Points: ${5 - cleared} of 6 marked`,
        );
        await sheetTab(page, 'Items');
        await expect(page.locator('[data-item="Minor Health Potion"] .sheet-item__quantity')).toHaveText(
          '×1',
        );
      });

      await test.step('inventory: add an item, change its quantity, write a note', async () => {
        await page.getByLabel('Item', { exact: true }).selectOption({ label: 'Premium Bedroll' });
        await page.getByRole('button', { name: 'Add item' }).click();
        await page.getByRole('button', { name: 'One more Premium Bedroll' }).click();
        await expect(page.locator('[data-item="Premium Bedroll"] .sheet-item__quantity')).toHaveText('×2');
        await page.getByRole('button', { name: 'More actions for Premium Bedroll' }).click();
        await page.getByRole('menuitem', { name: 'Add a note to Premium Bedroll' }).click();
        await page.getByLabel('Notes on Premium Bedroll').fill('rolled in oilcloth');
        await page.getByLabel('Notes on Premium Bedroll').blur();
        await expect(page.locator('[data-item="Premium Bedroll"]')).toContainText('Note: rolled in oilcloth');
        await expect
          .poll(async () => JSON.stringify((await readCharacter(client, id)).data.inventory))
          .toContain('rolled in oilcloth');
      });

      await test.step('rests: two moves, item charges and rest items act', async () => {
        await page.getByRole('button', { name: 'Use Corrector Sprite' }).click();
        await expect(page.locator('[data-item="Corrector Sprite"]')).toContainText('0 of 1 uses left');
        await sheetTab(page, 'Play');
        await tap(page, 'Stress', 'Stress 4');
        await page.getByLabel('First move').selectOption({ label: 'Clear Stress' });
        await page.getByLabel('Second move').selectOption({ label: 'Clear Stress' });
        await page.getByRole('button', { name: 'Take short rest' }).click();
        // Two rolls of 1d4 + tier 1 clear at least 4, and the Premium Bedroll one more.
        await expect(tracker(page, 'Stress')).toHaveAccessibleName('Stress: 0 of 7 marked');
        await expect(page.getByRole('status').filter({ hasText: 'Short Rest taken' })).toHaveText(
          /^Short Rest taken: Clear Stress \([2-5]\), Clear Stress \([2-5]\)\.$/,
        );
        await sheetTab(page, 'Items');
        await expect(page.locator('[data-item="Corrector Sprite"]')).toContainText('1 of 1 uses left');
        await sheetTab(page, 'Play');
        await tap(page, 'Armor Slots', 'Armor Slot 3');
        // Tapping a held box clears from it: 5 held, tap the second, 1 is left.
        await tap(page, 'Hope', 'Hope 2');
        await expect(tracker(page, 'Hope')).toHaveAccessibleName('Hope: 1 of 6 held');
        await page.getByLabel('Long Rest').check();
        await page.getByLabel('First move').selectOption({ label: 'Repair All Armor' });
        await page.getByLabel('Second move').selectOption({ label: 'Prepare' });
        await page.getByRole('button', { name: 'Take long rest' }).click();
        await expect(tracker(page, 'Armor Slots')).toHaveAccessibleName('Armor Slots: 0 of 4 marked');
        await expect(tracker(page, 'Hope')).toHaveAccessibleName('Hope: 2 of 6 held');
      });

      await test.step('domain cards: move between loadout and vault', async () => {
        await sheetTab(page, 'Cards');
        await page.getByRole('button', { name: 'Move Whirlwind to vault' }).click();
        await expect(page.getByRole('heading', { name: 'Loadout (1 of 5)' })).toBeVisible();
        await page.getByRole('button', { name: 'Move Whirlwind to loadout' }).waitFor();
        await expect
          .poll(async () => (await readCharacter(client, id)).data.domainCards)
          .toEqual({ loadout: ['core_domain_card_get_back_up'], vault: ['core_domain_card_whirlwind'] });
      });

      await test.step('the duality roll says which die won', async () => {
        await sheetTab(page, 'Play');
        await page.getByLabel('Roll with').selectOption({ label: 'Agility (+2)' });
        await page.getByLabel('Edge').selectOption('advantage');
        await page.getByRole('button', { name: 'Roll', exact: true }).click();
        const result = page.locator('.sheet-roll__result');
        await expect(result).toHaveText(
          /^Agility: Hope \d+, Fear \d+, advantage d6 \d, modifier \+2: total \d+, /,
        );
        const m = /Hope (\d+), Fear (\d+), advantage d6 (\d), modifier \+2: total (\d+), (.+)$/.exec(
          (await result.textContent()) ?? '',
        )!;
        const [hope, fear, d6, total] = [m[1], m[2], m[3], m[4]].map(Number) as [
          number,
          number,
          number,
          number,
        ];
        expect(total).toBe(hope + fear + d6 + 2);
        expect(m[5]).toBe(hope === fear ? 'Critical success' : hope > fear ? 'with Hope' : 'with Fear');
      });
    });
  });
}
