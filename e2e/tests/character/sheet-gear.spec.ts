// The sheet at the table, part 2 (gear, items, domain cards, buffs), on a phone (360x740, touch) and a
// desktop (1280x800): armor taken off and the thresholds follow; a tier-3 weapon picked up and equipped; a
// reusable item with charges used; a consumable's bonus kept until a rest; a School of Knowledge wizard's
// third card; a recall costing Stress; Buffs and Scars in words; the edit page asking unanswered questions;
// the level-up page without sideways scroll at 360 px (measured). Every change is read back from the server
// through the API.
import { expect, test } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, expectSaved } from '../../support/api';
import {
  LEVEL_ONE,
  openSheet,
  sheetTab,
  sidewaysScroll,
  stat,
  trackCount,
  tracker,
} from '../../support/character';
import { insertHomebrew } from '../../support/homebrew';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(({ page }) => declineConsentUpFront(page));

const SIZES = [
  { name: 'phone', use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

/** A reusable charm of the player's own: heals 1 Hit Point, twice between long rests. */
const CHARM = {
  description: 'Reeds knotted around a river stone.',
  restore: { health: 1 },
  charge: { max: 2, recharge: { on: 'longRest', quantity: 'all' } },
};

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);

    test('armor, weapons and items change and do what they say', async ({ page }) => {
      test.setTimeout(120_000);
      const account = newAccount('Gearer');
      await signUpQuickly(page, account);
      const api = await apiAs(account);
      const charmName = 'Mending Charm';
      const charmId = await insertHomebrew(api, 'items', charmName, CHARM, false);
      // Brakka the Warrior wears Chainmail and carries a two-handed Longsword.
      const id = await createCharacter(api, {
        ...LEVEL_ONE.warrior,
        resources: { health: 3, stress: 0, hope: 2, armor: 2 },
        inventory: {
          ...(LEVEL_ONE.warrior.inventory as object),
          items: [
            { id: 'i-charm', itemId: String(charmId), name: charmName, quantity: 1 },
            {
              id: 'i-stride',
              itemId: 'core_consumable_major_stride_potion',
              name: 'Major Stride Potion',
              quantity: 1,
            },
          ],
        },
        buffs: [{ id: 'scar-1', name: 'Burned hand', scar: true, modify: { healthSlot: -1 } }],
      });
      await openSheet(page, id, 'Brakka');

      await test.step('armor taken off: Armor Score 0, thresholds at the level and twice the level', async () => {
        await sheetTab(page, 'Items');
        const armor = page.getByRole('region', { name: 'Armor' });
        await expect(armor).toContainText('Wearing Chainmail Armor');
        await armor.getByRole('button', { name: 'Take off armor' }).click();
        await expect(armor.getByRole('status')).toHaveText(
          'Armor taken off: Armor Score 0, thresholds 1 and 2.',
        );
        await sheetTab(page, 'Character');
        await expect(stat(page, 'Armor')).toHaveText('0');
        await expect(stat(page, 'Major threshold')).toHaveText('1');
        await expect(stat(page, 'Severe threshold')).toHaveText('2');
        await expectSaved(api, id, (c) => c.inventory.armor === null && c.resources.armor === 0, 'no armor');
      });

      await test.step('a tier-3 weapon picked up from a search and equipped in place of the Longsword', async () => {
        await sheetTab(page, 'Play');
        const weapons = page.getByRole('region', { name: 'Weapons' });
        await weapons.getByRole('button', { name: 'Add a weapon' }).click();
        await weapons.getByLabel('Search weapons').fill('advanced broadsword');
        await weapons.getByRole('button', { name: 'Take Advanced Broadsword' }).click();
        const row = weapons.locator('[data-weapon="Advanced Broadsword"]');
        await expect(row).toContainText('Agility · Melee');
        await row.getByRole('checkbox', { name: 'Equipped' }).check();
        await expect(weapons.getByRole('status')).toHaveText(
          'Equipped Advanced Broadsword; put away Longsword.',
        );
        await expectSaved(
          api,
          id,
          (c) =>
            c.inventory.weapons.map((w) => `${w.name}:${w.equipped}`).join() ===
            'Longsword:false,Advanced Broadsword:true',
          'the tier-3 broadsword active',
        );
      });

      await test.step('a reusable charm with charges heals and spends a charge', async () => {
        await sheetTab(page, 'Items');
        const charm = page.locator(`[data-item="${charmName}"]`);
        await expect(charm.getByRole('list', { name: `What ${charmName} does` })).toContainText(
          'Use it to clear 1 Hit Points.',
        );
        await charm.getByRole('button', { name: `Use ${charmName}` }).click();
        await expect(charm).toContainText('1 of 2 uses left');
        await sheetTab(page, 'Play');
        await expect(tracker(page, 'Hit Points')).toHaveAccessibleName(/^Hit Points: 2 of \d+ marked/);
        await expectSaved(
          api,
          id,
          (c) => c.resources.health === 2 && c.inventory.items[0]?.chargesUsed === 1,
          'a Hit Point cleared and a charge spent',
        );
      });

      await test.step("a consumable's bonus holds until the next rest", async () => {
        await sheetTab(page, 'Character');
        await expect(stat(page, 'agility')).toHaveText('+2');
        await sheetTab(page, 'Items');
        await page.getByRole('button', { name: 'Use Major Stride Potion' }).click();
        await sheetTab(page, 'Character');
        await expect(stat(page, 'agility')).toHaveText('+3');
        await sheetTab(page, 'Cards');
        const buffs = page.getByRole('region', { name: 'Buffs and Scars' });
        await expect(buffs).toContainText('+1 Agility until your next rest');
        await sheetTab(page, 'Play');
        await page.getByLabel('First move').selectOption({ label: 'Clear Stress' });
        await page.getByLabel('Second move').selectOption({ label: 'Clear Stress' });
        await page.getByRole('button', { name: 'Take short rest' }).click();
        await sheetTab(page, 'Character');
        await expect(stat(page, 'agility')).toHaveText('+2');
        await sheetTab(page, 'Cards');
        await expect(buffs).not.toContainText('Major Stride Potion');
      });

      await test.step('Buffs and Scars name every stat in words', async () => {
        const buffs = page.getByRole('region', { name: 'Buffs and Scars' });
        await expect(buffs).toContainText('Scar: Burned hand');
        await expect(buffs).toContainText('-1 Hit Point slots');
        await expect(buffs).not.toContainText('healthSlot');
        await expect(buffs.getByLabel('Stat')).toContainText('Major damage threshold');
      });

      await test.step("a note written from the row's menu", async () => {
        await sheetTab(page, 'Items');
        await page.getByRole('button', { name: `More actions for ${charmName}` }).click();
        await page.getByRole('menuitem', { name: `Add a note to ${charmName}` }).click();
        const note = page.getByLabel(`Notes on ${charmName}`);
        await expect(note).toBeFocused();
        await page.keyboard.type('Gift from the ferryman');
        await page.keyboard.press('Enter');
        await expect(page.locator(`[data-item="${charmName}"]`)).toContainText(
          'Note: Gift from the ferryman',
        );
        await expectSaved(
          api,
          id,
          (c) => c.inventory.items[0]?.notes === 'Gift from the ferryman',
          'the note',
        );
      });

      await test.step('removing an item can be undone', async () => {
        await page.getByRole('button', { name: `More actions for ${charmName}` }).click();
        await page.getByRole('menuitem', { name: `Remove ${charmName}` }).click();
        await expect(page.locator(`[data-item="${charmName}"]`)).toHaveCount(0);
        await page.getByRole('button', { name: 'Undo' }).click();
        await expect(page.locator(`[data-item="${charmName}"]`)).toContainText('1 of 2 uses left');
      });
      expect(await sidewaysScroll(page)).toBe(0);
    });

    test("a School of Knowledge wizard's cards, a recall's cost, the edit page's questions, level up at 360 px", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const account = newAccount('Scholar');
      await signUpQuickly(page, account);
      const api = await apiAs(account);
      const id = await createCharacter(api, {
        ...LEVEL_ONE.wizard,
        subclass: ['core_subclass_school_of_knowledge'],
        domainCards: { loadout: ['core_domain_card_book_of_ava', 'core_domain_card_bolt_beacon'], vault: [] },
      });
      await openSheet(page, id, 'Ysolde');
      await sheetTab(page, 'Cards');
      const cards = page.getByRole('region', { name: 'Domain Cards' });

      await test.step("Prepared's third card is taken on the sheet", async () => {
        await expect(cards).toContainText('Your features grant one more domain card');
        await cards.getByRole('combobox', { name: 'Extra domain card' }).click();
        await page.getByRole('option', { name: /^Book of Illiat/ }).click();
        await cards.getByRole('button', { name: 'Take this card' }).click();
        await expect(cards.getByRole('heading', { name: 'Loadout (3 of 5)' })).toBeVisible();
        await expect(cards.locator('article.dh-domain-card')).toHaveCount(3);
        await expect(cards).not.toContainText('Your features grant');
        await expectSaved(api, id, (c) => c.domainCards.loadout.length === 3, 'three cards');
      });

      await test.step('a card back from the vault outside a rest costs its Recall Cost in Stress', async () => {
        await cards.getByRole('button', { name: 'Move Book of Ava to vault' }).click();
        await cards.getByRole('button', { name: 'Move Book of Ava to loadout' }).click();
        await expect(cards).toContainText(
          'Outside a rest, bringing Book of Ava back costs its Recall Cost: 2 Stress.',
        );
        // Nothing is marked until the recall is confirmed.
        await expect(trackCount(page, 'stress')).toHaveText('0/6');
        await cards.getByRole('button', { name: 'Recall Book of Ava (mark 2 Stress)' }).click();
        await expect(cards.getByRole('status')).toHaveText(
          'Book of Ava is back in the loadout: marked 2 Stress.',
        );
        await expect(trackCount(page, 'stress')).toHaveText('2/6');
        await expectSaved(api, id, (c) => c.resources.stress === 2, 'two Stress marked');
      });

      await test.step('the notes are kept with the character', async () => {
        await sheetTab(page, 'Notes');
        await page
          .getByRole('textbox', { name: 'Your notes' })
          .fill('Ask the archivist about the sealed stacks.');
        await page.getByRole('textbox', { name: 'Your notes' }).blur();
        await expectSaved(api, id, (c) => c.notes.startsWith('Ask the archivist'), 'the notes');
        await page.reload();
        await expect(page.getByRole('textbox', { name: 'Your notes' })).toHaveValue(
          'Ask the archivist about the sealed stacks.',
        );
      });

      await test.step('the edit page asks the class questions nobody answered yet', async () => {
        await page.goto(`/character/edit/${id}`);
        await expect(page.getByRole('textbox', { name: 'What did you give up to learn magic?' })).toHaveValue(
          '',
        );
        await expect(
          page.getByRole('textbox', { name: 'Why did you let me read your spellbook?' }),
        ).toBeVisible();
        await expect(page.getByText('No background questions.')).toHaveCount(0);
      });

      await test.step('the level-up page fits the screen', async () => {
        await page.goto(`/character/level-up/${id}`);
        await expect(page.getByLabel('First advancement', { exact: true })).toBeVisible();
        await page.getByLabel('First advancement', { exact: true }).selectOption('proficiency@2');
        expect(await sidewaysScroll(page)).toBe(0);
        const viewport = page.viewportSize()!.width;
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
      });
    });
  });
}
