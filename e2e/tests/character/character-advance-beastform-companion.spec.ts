// Beastform and the ranger's companion in the composed product: a level-5 druid shifts into a plain form, an
// evolved form and a hybrid (the exact counts enforced) and the page shows the changed numbers, worked out here
// from the SRD by hand; a Beastbound ranger names a companion, levels up with a companion upgrade, and the saved
// character is read back through the API. Phone and desktop viewports; keyboard alone; the accessibility check.
import { axeScan } from '../../support/axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, expectSaved } from '../../support/api';
import { openAdvancePage, starter } from '../../support/character-advance';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const axeClean = async (page: Page) => {
  const { violations } = await axeScan(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

/** Presses Tab until `target` has focus (keyboard only), failing after 60 presses. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

const shifted = (page: Page) => page.getByRole('table', { name: 'Your numbers while shifted' });
const expectRow = (page: Page, stat: string, normal: string, form: string) =>
  expect(shifted(page).getByRole('row', { name: stat })).toContainText(`${normal}${form}`);

for (const [label, viewport] of [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('a druid shifts into a form, an evolved form and a hybrid, and the numbers change', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const account = newAccount('Dru');
      await signUpQuickly(page, account);
      const api = await apiAs(account);
      const id = await createCharacter(
        api,
        starter({
          name: 'Dru',
          level: 5,
          baseClass: 'core_class_druid',
          subclass: ['core_subclass_warden_of_renewal'],
        }),
      );
      await openAdvancePage(page, `/character/beastform/${id}`, /Beastform for Dru/);
      await axeClean(page);
      const form = page.getByLabel('Form', { exact: true });
      // Tier 3: tier 4 forms are not offered.
      await expect(form.locator('option', { hasText: 'Mythic Beast' })).toHaveCount(0);

      // Agile Scout by keyboard alone: Agility +1 and Evasion +2 (Druid Evasion 10), a d4 Melee attack.
      await tabTo(page, form);
      await page.keyboard.type('Tier 1: Agile');
      await expect(form).toHaveValue('core_beastform_agile_scout');
      await tabTo(page, page.getByRole('button', { name: 'Shift' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText('Dru shifted into Agile Scout.');
      await expect(page.getByText('Attack: Agility, Melee, d4 physical')).toBeVisible();
      await expectRow(page, 'Evasion', '10', '12');
      await expectRow(page, 'Agility', '+2', '+3');
      await expect(page.getByRole('listitem').filter({ hasText: 'Fragile:' })).toBeVisible();

      // Legendary Beast evolving Agile Scout: +2 Evasion more, +1 to the attack's trait, +6 damage.
      await form.selectOption('core_beastform_legendary_beast');
      await page.getByRole('button', { name: 'Shift' }).click();
      await expect(page.getByRole('alert')).toHaveText('Legendary Beast: choose the form to upgrade');
      await page.getByLabel('Form to evolve', { exact: true }).selectOption('core_beastform_agile_scout');
      await page.getByRole('button', { name: 'Shift' }).click();
      await expect(
        page.getByRole('heading', { name: 'Shifted: Legendary Beast: Agile Scout' }),
      ).toBeVisible();
      await expect(page.getByText('Attack: Agility, Melee, d4+6 physical')).toBeVisible();
      await expectRow(page, 'Evasion', '10', '14');
      await expectRow(page, 'Agility', '+2', '+4');

      // Legendary Hybrid: exactly 2 forms of tier 1-2, 4 advantages and 2 features from them.
      await form.selectOption('core_beastform_legendary_hybrid');
      await page.getByRole('checkbox', { name: 'Tier 1: Agile Scout' }).check();
      await page.getByRole('button', { name: 'Shift' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Legendary Hybrid: choose exactly 2 forms');
      await expect(alert).toContainText('Legendary Hybrid: choose exactly 4 advantages');
      await expect(alert).toContainText('Legendary Hybrid: choose exactly 2 features');
      await page.getByRole('checkbox', { name: 'Tier 1: Pack Predator' }).check();
      for (const advantage of ['deceive', 'locate', 'sneak', 'attack'])
        await page.getByRole('checkbox', { name: advantage, exact: true }).check();
      await page.getByRole('checkbox', { name: 'Agile', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Pack Hunting', exact: true }).check();
      await axeClean(page);
      await page.getByRole('button', { name: 'Shift' }).click();
      await expect(page.getByRole('status')).toHaveText('Dru shifted into Legendary Hybrid.');
      // The hybrid's own numbers: Strength +2, Evasion +3, a d10+8 Strength attack.
      await expect(page.getByText('Attack: Strength, Melee, d10+8 physical')).toBeVisible();
      await expectRow(page, 'Evasion', '10', '13');
      await expectRow(page, 'Strength', '+1', '+3');
      await expect(page.getByText('Advantage on rolls to deceive, locate, sneak, attack.')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Pack Hunting:' })).toBeVisible();
      await axeClean(page);

      // The choice is the sheet's setting: still there after a reload, and dropped on request.
      await page.reload();
      await expect(page.getByRole('heading', { name: /Shifted: Legendary Hybrid/ })).toBeVisible();
      await page.getByRole('button', { name: 'Return to your own form' }).click();
      await expect(page.getByRole('status')).toHaveText('Dru is back in their own form.');
      await expect(shifted(page)).toHaveCount(0);
    });

    test("a Beastbound ranger's companion is named, saved and levelled", async ({ page }) => {
      test.setTimeout(90_000);
      const account = newAccount('Rae');
      await signUpQuickly(page, account);
      const api = await apiAs(account);
      const id = await createCharacter(
        api,
        starter({
          name: 'Rae',
          baseClass: 'core_class_ranger',
          subclass: ['core_subclass_beastbound'],
          experience: [{ name: 'Hunter' }, { name: 'Scout' }],
        }),
      );
      await openAdvancePage(page, `/character/companion/${id}`, /Companion of Rae/);
      await axeClean(page);

      // Keyboard alone: send the empty form, read the errors, then fill it in.
      const name = page.getByLabel('Name', { exact: true });
      await tabTo(page, page.getByRole('button', { name: 'Save companion' }));
      await page.keyboard.press('Enter');
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Name your companion.')).toBeVisible();
      await expect(page.getByText('Write what kind of animal your companion is.')).toBeVisible();
      await tabTo(page, name);
      await page.keyboard.type('Pip');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Fox');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Bite');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Fetch');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Loyal');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText('Saved Pip.');
      // A new companion: Evasion 10, 3 Stress slots, a d6 Melee attack.
      const stats = page.getByRole('region', { name: 'Pip' });
      await expect(stats).toContainText('Evasion10');
      await expect(stats).toContainText('Bite: d6, Melee');
      await expect(stats).toContainText('0 of 3 marked');
      await stats.getByRole('button', { name: 'Mark a Stress' }).click();
      await expect(stats).toContainText('1 of 3 marked');
      await axeClean(page);

      // Level 2 takes a companion upgrade and, with the tier achievement, a companion Experience.
      await page.goto(`/character/level-up/${id}`);
      await page.getByLabel('New Experience', { exact: true }).fill('Tracker');
      await page.getByLabel("Your companion's new Experience", { exact: true }).fill('Guard');
      await page.getByLabel('First advancement', { exact: true }).selectOption('hitPoint@2');
      await page.getByLabel('Second advancement', { exact: true }).selectOption('stress@2');
      await page.getByLabel('Domain card', { exact: true }).selectOption('core_domain_card_conjure_swarm');
      await page.getByRole('button', { name: 'Review level up' }).click();
      await expect(page.getByRole('alert')).toContainText('companion: choose exactly 1 upgrade');
      await page.getByLabel('Companion upgrade 1', { exact: true }).selectOption('aware');
      await page.getByRole('button', { name: 'Review level up' }).click();
      await expect(page.getByRole('row', { name: /Companion Evasion/ })).toContainText('1012');
      await page.getByRole('button', { name: 'Apply level up' }).click();
      await expect(page.getByRole('status')).toContainText('level 2');

      await page.goto(`/character/companion/${id}`);
      await expect(page.getByRole('region', { name: 'Pip' })).toContainText('Evasion12');
      await expect(page.getByRole('listitem').filter({ hasText: 'Level 2: Aware' })).toBeVisible();
      const saved = await expectSaved(api, id, (c) => c.level === 2, 'the levelled ranger on the server');
      expect(saved.companion).toMatchObject({
        name: 'Pip',
        species: 'Fox',
        attack: { name: 'Bite' },
        experience: [
          { name: 'Fetch', score: 2 },
          { name: 'Loyal', score: 2 },
          { name: 'Guard', score: 2 },
        ],
        levelSelections: [{ level: 2, value: 'aware' }],
      });
    });
  });
}

test('a character without Beastform or a companion is told so', async ({ page }) => {
  const account = newAccount('Wes');
  await signUpQuickly(page, account);
  const api = await apiAs(account);
  const id = await createCharacter(
    api,
    starter({ name: 'Wes', baseClass: 'core_class_warrior', subclass: ['core_subclass_call_of_the_brave'] }),
  );
  await openAdvancePage(page, `/character/beastform/${id}`, /Beastform/);
  await expect(page.getByText('Only a Druid can take a Beastform.')).toBeVisible();
  await openAdvancePage(page, `/character/companion/${id}`, /Companion of Wes/);
  await expect(page.getByText('Only a Beastbound ranger has a companion.')).toBeVisible();
});
