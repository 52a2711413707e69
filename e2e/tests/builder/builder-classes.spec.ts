// A new player builds a complete level-1 character of each of the nine classes on a phone, saves it, and
// lands on its sheet, which shows the class's numbers, the traits, cards and equipment chosen (written out by
// hand from the SRD below); the saved character is also read back through the API with the player's session.
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { buildCharacter, inStep, liveNumber, phone, planFor, srd } from '../../support/builder';
import { sheetTab, stat, tracker } from '../../support/character';
import { apiAs, readCharacter } from '../../support/api';
import { declineConsentUpFront } from '../../support/menu';

test.use({ viewport: phone, hasTouch: true });
test.beforeEach(async ({ page }) => declineConsentUpFront(page));

// A heritage whose features change none of the numbers checked here, so the class's own evasion and hit
// points show through (Human's High Stamina adds a Stress slot, not checked here).
const ANCESTRY = 'core_ancestry_human';
const COMMUNITY = 'core_community_wildborne';

/** What a class's sheet shows right after the build, written out by hand from the SRD's class pages. */
interface Expected {
  /** The class's evasion with its suggested armor's modifier (Gambeson +1, Chainmail -1, Leather none). */
  evasion: number;
  hitPoints: number;
  /** The suggested traits, agility, strength, finesse, instinct, presence, knowledge. */
  traits: [string, string, string, string, string, string];
  /** The first level-1 card of each of the class's two domains, in the builder's order. */
  cards: string[];
  weapons: string[];
  armor: string;
  /** The first of the class's two starting items. */
  item: string;
}

const EXPECTED: Record<string, Expected> = {
  Bard: {
    evasion: 11,
    hitPoints: 5,
    traits: ['0', '-1', '+1', '0', '+2', '+1'],
    cards: ['Deft Deceiver', 'Book of Ava'],
    weapons: ['Rapier', 'Small Dagger'],
    armor: 'Gambeson Armor',
    item: 'A romance novel',
  },
  Druid: {
    evasion: 10,
    hitPoints: 6,
    traits: ['+1', '0', '+1', '+2', '-1', '0'],
    cards: ['Gifted Tracker', 'Rune Ward'],
    weapons: ['Shortstaff', 'Round Shield'],
    armor: 'Leather Armor',
    item: 'A small bag of rocks and bones',
  },
  Guardian: {
    evasion: 8,
    hitPoints: 7,
    traits: ['+1', '+2', '-1', '0', '+1', '0'],
    cards: ['Bare Bones', 'Get Back Up'],
    weapons: ['Battleaxe'],
    armor: 'Chainmail Armor',
    item: 'A totem from your mentor',
  },
  Ranger: {
    evasion: 12,
    hitPoints: 6,
    traits: ['+2', '0', '+1', '+1', '-1', '0'],
    cards: ['Deft Maneuvers', 'Gifted Tracker'],
    weapons: ['Shortbow'],
    armor: 'Leather Armor',
    item: 'A trophy from your first kill',
  },
  Rogue: {
    evasion: 13,
    hitPoints: 6,
    traits: ['+1', '-1', '+2', '0', '+1', '0'],
    cards: ['Pick and Pull', 'Deft Deceiver'],
    weapons: ['Dagger', 'Small Dagger'],
    armor: 'Gambeson Armor',
    item: 'A set of forgery tools',
  },
  Seraph: {
    evasion: 8,
    hitPoints: 7,
    traits: ['0', '+2', '0', '+1', '+1', '-1'],
    cards: ['Bolt Beacon', 'Bare Bones'],
    weapons: ['Hallowed Axe', 'Round Shield'],
    armor: 'Chainmail Armor',
    item: 'A bundle of offerings',
  },
  Sorcerer: {
    evasion: 11,
    hitPoints: 6,
    traits: ['0', '-1', '+1', '+2', '+1', '0'],
    cards: ['Rune Ward', 'Pick and Pull'],
    weapons: ['Dualstaff'],
    armor: 'Gambeson Armor',
    item: 'A whispering orb',
  },
  Warrior: {
    evasion: 10,
    hitPoints: 6,
    traits: ['+2', '+1', '0', '+1', '-1', '0'],
    cards: ['Get Back Up', 'Deft Maneuvers'],
    weapons: ['Longsword'],
    armor: 'Chainmail Armor',
    item: 'The drawing of a lover',
  },
  Wizard: {
    evasion: 11,
    hitPoints: 5,
    traits: ['-1', '0', '0', '+1', '+1', '+2'],
    // School of Knowledge's Prepared: a third card at creation (SRD).
    cards: ['Book of Ava', 'Bolt Beacon', 'Book of Illiat'],
    weapons: ['Greatstaff'],
    armor: 'Leather Armor',
    item: "A book you're trying to translate",
  },
};
const TRAITS = ['agility', 'strength', 'finesse', 'instinct', 'presence', 'knowledge'] as const;
/** The values of one data attribute over the sheet's elements that carry it, in page order. */
const names = (page: Page, selector: string, attribute: string) =>
  page.locator(selector).evaluateAll((els, a) => els.map((el) => el.getAttribute(a)), attribute);

test('every class has its expected sheet written out', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual(srd.classes.map((c) => c.name).sort());
});

for (const cls of srd.classes) {
  test(`a new user builds, saves and opens a ${cls.name}`, async ({ page }) => {
    test.setTimeout(90_000);
    const expected = EXPECTED[cls.name]!;
    const account = newAccount(`Builder ${cls.name}`);
    await signUpQuickly(page, account);
    const plan = { ...planFor(cls, ANCESTRY, COMMUNITY), cardNames: expected.cards };
    await buildCharacter(page, plan);

    // The review shows the class's evasion (with the armor's modifier) and hit points.
    await expect(liveNumber(page, 'Evasion')).toHaveText(String(expected.evasion));
    await expect(liveNumber(page, 'Hit points')).toHaveText(String(expected.hitPoints));
    await page.getByRole('button', { name: 'Save character' }).click();
    await expect(page).toHaveURL(/\/character\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // The real sheet the save opened shows the character that was built.
    await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    await expect(tracker(page, 'Hit Points')).toHaveAccessibleName(
      `Hit Points: 0 of ${expected.hitPoints} marked`,
    );
    await expect
      .poll(() => names(page, '.sheet-weapons [data-weapon]', 'data-weapon'))
      .toEqual(expected.weapons);
    // On a phone the sheet shows one tab at a time: the stats, the cards and the gear each on their own.
    await sheetTab(page, 'Character');
    await expect(stat(page, 'Evasion')).toHaveText(String(expected.evasion));
    for (const [i, trait] of TRAITS.entries()) {
      await expect(stat(page, trait), trait).toHaveText(expected.traits[i]!);
    }
    await sheetTab(page, 'Cards');
    await expect
      .poll(() => names(page, '.sheet-cards [data-card]', 'data-card'))
      .toEqual([...expected.cards]);
    await expect(
      page.getByRole('heading', { name: `Loadout (${expected.cards.length} of 5)` }),
    ).toBeVisible();
    await sheetTab(page, 'Items');
    await expect(page.locator('.sheet-armor')).toContainText(`Wearing ${expected.armor}`);
    await expect
      .poll(() => names(page, '.sheet-inventory [data-item]', 'data-item'))
      .toEqual(['Torch', '50 feet of rope', 'Basic supplies', plan.potion, expected.item]);

    // What the sheet shows is what the server holds, read with the player's own session.
    const client = await apiAs(account);
    const saved = (await readCharacter(client, id)).data;
    expect(saved.baseClass).toBe(cls.id);
    expect(saved.subclass).toHaveLength(1);
    expect(srd.subclasses.find((s) => s.id === saved.subclass[0])?.name).toBe(plan.subclassName);
    expect(saved.ancestry).toEqual([ANCESTRY]);
    expect(saved.community).toBe(COMMUNITY);
    expect(saved.inventory.gold).toBe(1);
    expect(saved.experience).toEqual([
      { name: plan.experiences[0], score: 2 },
      { name: plan.experiences[1], score: 2 },
    ]);
    await client.auth.signOut();
  });
}

test('the live numbers follow the draft: class evasion and hit points, armor, weapon damage at proficiency', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const warrior = srd.classes.find((c) => c.name === 'Warrior')!;
  await page.goto('/builder/class');
  await expect(page.locator('#builder-step-title')).toHaveText('Class and subclass');
  await expect(liveNumber(page, 'Evasion')).toHaveText('–');
  await page
    .getByRole('group', { name: 'Class', exact: true })
    .getByLabel('Warrior', { exact: true })
    .check();
  await expect(liveNumber(page, 'Evasion')).toHaveText(String(warrior.evasion));
  // Human: High Stamina adds a stress slot.
  await page.goto('/builder/heritage');
  await inStep(page).getByLabel('Your ancestry').selectOption('core_ancestry_human');
  await expect(liveNumber(page, 'Stress')).toHaveText('7');
  await expect(liveNumber(page, 'Hit points')).toHaveText(String(warrior.startingHitPoints));
  await expect(liveNumber(page, 'Hope')).toHaveText('2 of 6');
  await expect(liveNumber(page, 'Proficiency')).toHaveText('1');
  await page.goto('/builder/equipment');
  await inStep(page).getByLabel('Primary weapon').selectOption('core_weapon_longsword');
  await inStep(page).getByLabel('Armor').selectOption('core_armor_chainmail_armor');
  await expect(liveNumber(page, 'Longsword')).toHaveText('1d10+3 physical');
  await expect(liveNumber(page, 'Armor score')).toHaveText('4');
  // Chainmail is heavy: -1 evasion.
  await expect(liveNumber(page, 'Evasion')).toHaveText(String(warrior.evasion - 1));
  // Chainmail's base thresholds 7 / 15, plus the level (SRD: Armor).
  await expect(liveNumber(page, 'Thresholds')).toHaveText('8 / 16');
});
