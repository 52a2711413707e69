// Level up in the composed product against the embedded backend: a warrior from level 1 to 5 with the tier
// achievements at 2 and 5 and a multiclass at 5, each level reviewed before it is applied, then the saved
// character read back through the API with the user's own session. Phone and desktop viewports; the automated
// accessibility check on the choices, the review and the fanfare. The optional domain card exchange is chosen,
// reviewed and applied in the fanfare setting's short level-up.
import { axeScan } from '../../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, expectSaved } from '../../support/api';
import { openAdvancePage, starter } from '../../support/character-advance';
import { declineConsentUpFront } from '../../support/menu';

const traitNames = ['agility', 'strength', 'finesse', 'instinct', 'presence', 'knowledge'] as const;

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const axeClean = async (page: Page) => {
  const { violations } = await axeScan(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

/** Chooses one level's picks on the page, reviews them (checking the given rows), applies and waits for the end. */
async function levelUp(
  page: Page,
  opts: {
    experience?: string;
    first: string;
    firstDetails?: (page: Page) => Promise<void>;
    second?: string;
    secondDetails?: (page: Page) => Promise<void>;
    card: string;
    review: [string, string, string][];
    level: number;
  },
) {
  if (opts.experience) await page.getByLabel('New Experience', { exact: true }).fill(opts.experience);
  await page.getByLabel('First advancement', { exact: true }).selectOption(opts.first);
  await opts.firstDetails?.(page);
  if (opts.second) {
    await page.getByLabel('Second advancement', { exact: true }).selectOption(opts.second);
    await opts.secondDetails?.(page);
  }
  await page.getByLabel('Domain card', { exact: true }).selectOption(opts.card);
  await page.getByRole('button', { name: 'Review level up' }).click();
  const table = page.getByRole('table', { name: `What changes at level ${opts.level}` });
  await expect(table).toBeVisible();
  for (const [stat, was, now] of opts.review)
    await expect(table.getByRole('row', { name: stat, exact: false }).first()).toContainText(`${was}${now}`);
  if (opts.level === 5) await axeClean(page);
  await page.getByRole('button', { name: 'Apply level up' }).click();
  await expect(page.getByRole('status')).toContainText(`level ${opts.level}`);
}

for (const [label, viewport] of [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('a warrior levels from 1 to 5 with tier achievements and a multiclass, reviewed each time', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const account = newAccount('Ara');
      await signUpQuickly(page, account);
      const api = await apiAs(account);
      const id = await createCharacter(
        api,
        starter({
          name: 'Ara',
          baseClass: 'core_class_warrior',
          subclass: ['core_subclass_call_of_the_brave'],
          domainCards: { loadout: ['core_domain_card_get_back_up', 'core_domain_card_untouchable'] },
        }),
      );
      await openAdvancePage(page, `/character/level-up/${id}`, /Level up Ara/);
      await axeClean(page);

      // Nothing chosen: the rules say what is missing, and nothing is applied.
      await page.getByRole('button', { name: 'Review level up' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Level 2: name the new Experience');
      await expect(alert).toContainText('Choose advancements worth exactly 2 (chosen: 0)');
      await expect(alert).toContainText('Acquire exactly one new domain card');

      // Level 2: tier achievement (+1 Proficiency, a new Experience), two traits and a Hit Point slot.
      await levelUp(page, {
        level: 2,
        experience: 'Tracker',
        first: 'trait@2',
        firstDetails: async (p) => {
          await p.getByRole('checkbox', { name: 'Agility' }).check();
          await p.getByRole('checkbox', { name: 'Strength' }).check();
        },
        second: 'hitPoint@2',
        card: 'core_domain_card_reckless',
        // Warrior: 6 HP; Proficiency 1 → 2; unarmored thresholds 1/2 → 2/4; agility +2 → +3.
        review: [
          ['Proficiency', '1', '2'],
          ['Hit Point slots', '6', '7'],
          ['Major threshold', '1', '2'],
          ['Agility', '+2', '+3'],
        ],
      });
      await page.getByRole('button', { name: 'Level up again' }).click();

      // Level 3: a Stress slot and Evasion (Warrior 11 → 12).
      await levelUp(page, {
        level: 3,
        first: 'stress@2',
        second: 'evasion@2',
        card: 'core_domain_card_scramble',
        review: [
          ['Stress slots', '6', '7'],
          ['Evasion', '11', '12'],
        ],
      });
      await page.getByRole('button', { name: 'Level up again' }).click();

      // Level 4: two Experiences +1; Agility is marked this tier so it can't be raised again.
      await page.getByLabel('First advancement', { exact: true }).selectOption('trait@2');
      await expect(page.getByRole('checkbox', { name: /Agility/ })).toBeDisabled();
      await levelUp(page, {
        level: 4,
        first: 'experienceBonus@2',
        firstDetails: async (p) => {
          await p.getByRole('checkbox', { name: 'Soldier +2' }).check();
          await p.getByRole('checkbox', { name: 'Tracker +2' }).check();
        },
        second: 'trait@2',
        secondDetails: async (p) => {
          await p.getByRole('checkbox', { name: 'Finesse' }).check();
          await p.getByRole('checkbox', { name: 'Instinct' }).check();
        },
        card: 'core_domain_card_deadly_focus',
        review: [['Finesse', '+1', '+2']],
      });
      await page.getByRole('button', { name: 'Level up again' }).click();

      // Level 5: tier achievement again and a multiclass into Rogue (Syndicate, Midnight), both picks.
      await levelUp(page, {
        level: 5,
        experience: 'Wanderer',
        first: 'multiclass@3',
        firstDetails: async (p) => {
          await p.getByLabel('Second class', { exact: true }).selectOption('core_class_rogue');
          await p
            .getByLabel('Its subclass (foundation card)', { exact: true })
            .selectOption('core_subclass_syndicate');
          await p.getByLabel('Its domain', { exact: true }).selectOption('midnight');
          await expect(p.getByText('Your first advancement takes both picks.')).toBeVisible();
        },
        card: 'core_domain_card_champions_edge',
        // Proficiency 2 → 3; unarmored thresholds 4/8 → 5/10.
        review: [
          ['Proficiency', '2', '3'],
          ['Major threshold', '4', '5'],
          ['Severe threshold', '8', '10'],
        ],
      });
      await expect(page.getByText('Level 5!')).toBeVisible();
      await axeClean(page);

      const saved = await expectSaved(api, id, (c) => c.level === 5, 'the level-5 character on the server');
      expect(saved.multiclass).toEqual({
        class: 'core_class_rogue',
        subclass: 'core_subclass_syndicate',
        domain: 'midnight',
      });
      expect(saved.subclass).toEqual(['core_subclass_call_of_the_brave', 'core_subclass_syndicate']);
      expect(saved.experience).toEqual([
        { name: 'Soldier', score: 3 },
        { name: 'Cook', score: 2 },
        { name: 'Tracker', score: 3 },
        { name: 'Wanderer', score: 2 },
      ]);
      // The tier achievement at 5 cleared the marks made in tier 2.
      expect(traitNames.map((t) => saved[t].upgraded)).not.toContain(true);
      expect(saved.domainCards.loadout).toHaveLength(5);
      expect(saved.domainCards.vault).toEqual(['core_domain_card_champions_edge']);
      expect(saved.levelSelections.filter((s) => s.level === 5).map((s) => s.type)).toEqual([
        'multiclass',
        'experience',
        'domainCard',
      ]);
    });
  });
}

test('the levelling fanfare setting is remembered; the optional card exchange is reviewed, then applied', async ({
  page,
}) => {
  const account = newAccount('Bo');
  await signUpQuickly(page, account);
  const api = await apiAs(account);
  const id = await createCharacter(
    api,
    starter({
      name: 'Bo',
      level: 2,
      baseClass: 'core_class_warrior',
      subclass: ['core_subclass_call_of_the_brave'],
      domainCards: { loadout: ['core_domain_card_get_back_up'], vault: ['core_domain_card_untouchable'] },
    }),
  );
  await openAdvancePage(page, `/character/level-up/${id}`, /Level up Bo/);
  const fanfare = page.getByRole('checkbox', { name: 'Levelling fanfare' });
  await expect(fanfare).toBeChecked();
  await fanfare.uncheck();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Levelling fanfare' })).not.toBeChecked();
  await page.getByLabel('First advancement', { exact: true }).selectOption('proficiency@2');
  await page.getByLabel('Domain card', { exact: true }).selectOption('core_domain_card_whirlwind');
  // The optional exchange (SRD: Step Four): Get Back Up (blade 1) for a card of level 1 or lower. Ferocity
  // (bone 2) is allowed at level 3 as the new card, but not in exchange for a level-1 card.
  await page.getByLabel('Card to give up', { exact: true }).selectOption('core_domain_card_get_back_up');
  const take = page.getByLabel('Card to take instead', { exact: true });
  await expect(take.locator('option[value="core_domain_card_ferocity"]')).toHaveCount(0);
  await expect(take.locator('option[value="core_domain_card_whirlwind"]')).toHaveCount(0);
  await take.selectOption('core_domain_card_not_good_enough');
  await page.getByRole('button', { name: 'Review level up' }).click();
  await expect(page.getByRole('region', { name: 'Review' })).toContainText(
    'Exchanged domain card Get Back Up for Not Good Enough',
  );
  await expect(page.getByRole('region', { name: 'Review' })).toContainText('Domain card Whirlwind (loadout)');
  await page.getByRole('button', { name: 'Apply level up' }).click();
  await expect(page.getByRole('status')).toHaveText('Bo is now level 3.');
  await expect(page.getByText('Level 3!')).toHaveCount(0);
  const saved = await expectSaved(api, id, (c) => c.level === 3, 'level 3 on the server');
  expect(saved.domainCards).toEqual({
    loadout: ['core_domain_card_not_good_enough', 'core_domain_card_whirlwind'],
    vault: ['core_domain_card_untouchable'],
  });
});
