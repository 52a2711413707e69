// Homebrew in play: another user publishes a class, its subclass and an ancestry, which the player bookmarks
// on the browse page; the player writes their own community, weapon and armor. The player builds a character
// of all six in the real builder, where each is marked "Homebrew", saves it, and the sheet shows the numbers
// worked out here by hand from the records (never by the rules package, so a wrong rule fails here); a homebrew
// item added on the sheet is marked too, and its bonus counts.
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { buildCharacter, inStep, liveNumber, openStep, srd, type BuildPlan } from '../../support/builder';
import { apiAs, readCharacter } from '../../support/api';
import { stat, tracker } from '../../support/character';
import { insertHomebrew, newAuthor } from '../../support/homebrew';
import {
  bookmarkFromBrowse,
  coralPlate,
  deepCurrent,
  harpoon,
  lanternQuay,
  reefborn,
  tideLantern,
  tidewarden,
} from '../../support/homebrew-in-play';
import { declineConsentUpFront } from '../../support/menu';
import type { Class } from '@duality/rules';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

/** A select's option for a record: homebrew options say so in their text. */
const option = (page: Page, label: string, value: string) =>
  inStep(page).getByLabel(label).locator(`option[value="${value}"]`);

test('a character of a homebrew class, subclass, ancestry, community, weapon and armor shows their numbers', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const named = (name: string) => `${name} ${tag}`;

  // Another user publishes the class, its subclass and the ancestry.
  const { client: author } = await newAuthor('Tidesmith');
  const cls = { id: 0, name: named(tidewarden.name) };
  cls.id = await insertHomebrew(author, 'classes', cls.name, tidewarden.document());
  const subclass = { id: 0, name: named(deepCurrent.name) };
  subclass.id = await insertHomebrew(author, 'subclasses', subclass.name, deepCurrent.document(cls.id));
  const ancestry = { id: 0, name: named(reefborn.name) };
  ancestry.id = await insertHomebrew(author, 'ancestries', ancestry.name, reefborn.document());

  // The player signs up, bookmarks those three, and writes their own community, weapon and armor (private).
  const account = newAccount('Diver');
  await signUpQuickly(page, account);
  const player = await apiAs(account);
  await bookmarkFromBrowse(page, player, 'classes', cls);
  await bookmarkFromBrowse(page, player, 'subclasses', subclass);
  await bookmarkFromBrowse(page, player, 'ancestries', ancestry);
  const community = { id: 0, name: named(lanternQuay.name) };
  community.id = await insertHomebrew(player, 'communities', community.name, lanternQuay.document(), false);
  const weapon = { id: 0, name: named(harpoon.name) };
  weapon.id = await insertHomebrew(player, 'weapons', weapon.name, harpoon.document(), false);
  const armor = { id: 0, name: named(coralPlate.name) };
  armor.id = await insertHomebrew(player, 'armor', armor.name, coralPlate.document(), false);

  // The walk: the class as the builder will list it, two level-1 cards of its domains.
  const card = (domain: string) => srd.domainCards.find((c) => c.domain === domain && c.level === 1)!.name;
  const classDoc = tidewarden.document() as Omit<Class, 'id' | 'name'>;
  const plan: BuildPlan = {
    cls: { ...classDoc, id: String(cls.id), name: cls.name } as Class,
    subclassName: subclass.name,
    ancestryId: String(ancestry.id),
    communityId: String(community.id),
    potion: 'Minor Stamina Potion',
    experiences: ['Sailor', 'Reads the Weather'],
    cardNames: [card('blade'), card('bone')],
    name: named('Marin'),
    equipment: { primaryId: String(weapon.id), armorId: String(armor.id) },
  };
  await buildCharacter(page, plan);

  // By hand, at level 1 (proficiency 1): evasion 12 + 1 (Gills); hit points 7 + 1 (Undertow); armor 5;
  // thresholds 8 + 1 and 17 + 1 + 2 (Riptide); the harpoon's d12+2 once per proficiency.
  const level = 1;
  const evasion = tidewarden.evasion + reefborn.evasion;
  const hitPoints = tidewarden.startingHitPoints + tidewarden.classFeatureHitPoints;
  const major = coralPlate.majorThreshold + level;
  const severe = coralPlate.severeThreshold + level + deepCurrent.severeThreshold;
  const damage = `1${harpoon.die}+${harpoon.flat}`;
  await expect(liveNumber(page, 'Evasion')).toHaveText(String(evasion));
  await expect(liveNumber(page, 'Hit points')).toHaveText(String(hitPoints));

  // Every homebrew choice is marked "Homebrew" where it is made.
  await openStep(page, 'class', 'Class and subclass');
  for (const [group, name] of [
    ['Class', cls.name],
    [`${cls.name} subclass`, subclass.name],
  ] as const) {
    await expect(
      inStep(page)
        .getByRole('group', { name: group, exact: true })
        .getByRole('radio', { name: `${name} Homebrew`, exact: true }),
    ).toBeChecked();
  }
  await openStep(page, 'heritage', 'Heritage');
  await expect(option(page, 'Your ancestry', String(ancestry.id))).toHaveText(`${ancestry.name} (Homebrew)`);
  await expect(option(page, 'Community', String(community.id))).toHaveText(`${community.name} (Homebrew)`);
  await openStep(page, 'equipment', 'Equipment');
  await expect(option(page, 'Primary weapon', String(weapon.id))).toHaveText(
    new RegExp(`^${weapon.name} \\(Homebrew\\)`),
  );
  await expect(option(page, 'Armor', String(armor.id))).toHaveText(`${armor.name} (Homebrew)`);
  await openStep(page, 'review', 'Review');
  await expect(inStep(page).getByText('Nothing: your character is complete.')).toBeVisible();

  await page.getByRole('button', { name: 'Save character' }).click();
  await expect(page).toHaveURL(/\/character\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = (await readCharacter(player, id)).data;
  expect(saved.baseClass).toBe(String(cls.id));
  expect(saved.subclass).toEqual([String(subclass.id)]);
  expect(saved.ancestry).toEqual([String(ancestry.id)]);
  expect(saved.community).toBe(String(community.id));
  expect(saved.inventory.weapons.map((w) => w.itemId)).toEqual([String(weapon.id)]);
  expect(saved.inventory.armor?.itemId).toBe(String(armor.id));

  // The sheet, opened fresh, counts the same homebrew.
  await page.goto(`/character/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
  await expect(stat(page, 'Evasion')).toHaveText(String(evasion));
  await expect(stat(page, 'Armor')).toHaveText(String(coralPlate.score));
  await expect(stat(page, 'Proficiency')).toHaveText('1');
  await expect(stat(page, 'Major threshold')).toHaveText(String(major));
  await expect(stat(page, 'Severe threshold')).toHaveText(String(severe));
  await expect(tracker(page, 'Hit Points')).toHaveAccessibleName(`Hit Points: 0 of ${hitPoints} marked`);
  await expect(tracker(page, 'Armor Slots')).toHaveAccessibleName(
    `Armor Slots: 0 of ${coralPlate.score} marked`,
  );
  await expect(page.locator(`[data-weapon="${weapon.name}"] .sheet-weapon__damage`)).toHaveText(damage);
  // The inventory marks the homebrew weapon and armor.
  await expect(
    page.locator(`[data-weapon="${weapon.name}"]`).getByText('Homebrew', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('.sheet-armor')).toContainText(`Wearing ${armor.name} Homebrew · Tier`);

  // A homebrew item added from the sheet is marked, and its modify counts: evasion one higher.
  const item = { id: 0, name: named(tideLantern.name) };
  item.id = await insertHomebrew(player, 'items', item.name, tideLantern.document(), false);
  await page.reload();
  await expect(stat(page, 'Evasion')).toHaveText(String(evasion));
  const addItem = page.getByRole('form', { name: 'Add an item' });
  await expect(addItem.locator(`option[value="${item.id}"]`)).toHaveText(`${item.name} (Homebrew)`);
  await addItem.getByLabel('Item', { exact: true }).selectOption(String(item.id));
  await addItem.getByRole('button', { name: 'Add item' }).click();
  const carried = page.locator(`.sheet-item[data-item="${item.name}"]`);
  await expect(carried.getByText('Homebrew', { exact: true })).toBeVisible();
  await expect(stat(page, 'Evasion')).toHaveText(String(evasion + tideLantern.evasion));
  await player.auth.signOut();
  await author.auth.signOut();
});
