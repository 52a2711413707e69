// A new player builds a complete level-1 character of each of the nine classes on a phone, saves it, and
// lands on its sheet; the saved character is read back through the API with the player's own session.
import { expect, test } from '@playwright/test';
import { newAccount, signUp } from '../support/account';
import { buildCharacter, inStep, liveNumber, phone, planFor, srd, startingGear } from '../support/builder';
import { apiAs, readCharacter } from '../support/api';
import { declineConsentUpFront } from '../support/menu';

test.use({ viewport: phone, hasTouch: true });
test.beforeEach(async ({ page }) => declineConsentUpFront(page));

// A heritage whose features change none of the numbers checked here, so the class's own evasion and hit
// points show through.
const ANCESTRY = 'core_ancestry_human';
const COMMUNITY = 'core_community_wildborne';

for (const cls of srd.classes) {
  test(`a new user builds, saves and opens a ${cls.name}`, async ({ page }) => {
    test.setTimeout(90_000);
    const account = newAccount(`Builder ${cls.name}`);
    await signUp(page, account);
    const plan = planFor(cls, ANCESTRY, COMMUNITY);
    await buildCharacter(page, plan);

    // The review shows the rules' numbers: the class's evasion (less any armor's penalty) and hit points.
    const armor = srd.armor.find((a) => a.id === cls.suggestedEquipment?.armor)!;
    const evasion = cls.evasion + Number(armor.feature?.modify?.evasion ?? 0);
    await expect(liveNumber(page, 'Evasion')).toHaveText(String(evasion));
    await expect(liveNumber(page, 'Hit points')).toHaveText(String(cls.startingHitPoints));
    await page.getByRole('button', { name: 'Save character' }).click();
    await expect(page).toHaveURL(/\/character\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const client = await apiAs(account);
    const saved = (await readCharacter(client, id)).data;
    expect(saved.baseClass).toBe(cls.id);
    expect(saved.subclass).toHaveLength(1);
    expect(srd.subclasses.find((s) => s.id === saved.subclass[0])?.name).toBe(plan.subclassName);
    expect(saved.ancestry).toEqual([ANCESTRY]);
    expect(saved.community).toBe(COMMUNITY);
    for (const trait of ['agility', 'strength', 'finesse', 'instinct', 'presence', 'knowledge'] as const) {
      expect(saved[trait].score, trait).toBe(cls.suggestedTraits[trait]);
    }
    const cardNames = saved.domainCards.loadout.map(
      (cardId) => srd.domainCards.find((c) => c.id === cardId)?.name,
    );
    expect(cardNames).toEqual(plan.cardNames);
    const suggested = cls.suggestedEquipment!;
    expect(saved.inventory.weapons.map((w) => w.itemId)).toEqual(
      [suggested.primary, suggested.secondary].filter((w) => w !== undefined),
    );
    expect(saved.inventory.armor?.itemId).toBe(suggested.armor);
    expect(saved.inventory.items.map((i) => i.name)).toEqual([
      ...startingGear,
      plan.potion,
      cls.startingGear.choose[0],
    ]);
    expect(saved.inventory.gold).toBe(1);
    expect(saved.experience).toEqual([
      { name: plan.experiences[0], score: 2 },
      { name: plan.experiences[1], score: 2 },
    ]);
    expect(saved.name).toBe(plan.name);
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
