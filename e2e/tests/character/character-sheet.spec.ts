// The sheet's numbers for four classes at levels 1 and 5, on a phone and on a desktop. Every expected value is
// worked out here by hand from the SRD (class evasion and hit points, armor score and thresholds, ancestry
// and subclass bonuses, proficiency 1 + 1 at levels 2 and 5, damage dice = proficiency), never by the rules
// package, so a wrong rule fails here.
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { declineConsentUpFront } from '../../support/menu';
import { LEVEL_FIVE, LEVEL_ONE, openSheet, sheetTab, stat, tracker } from '../../support/character';
import { apiAs, createCharacter } from '../../support/api';

test.beforeEach(({ page }) => declineConsentUpFront(page));
interface Expected {
  traits: Partial<Record<'agility' | 'strength' | 'finesse' | 'instinct' | 'presence' | 'knowledge', string>>;
  evasion: number;
  armor: number;
  proficiency: number;
  major: number;
  severe: number;
  hp: number;
  stress: number;
  armorSlots: number;
  weapon: [string, string];
}

const EXPECTED: Record<string, Expected> = {
  // Warrior 11 evasion, 6 HP; Chainmail 4 armor, 7/15, -1 evasion; Human +1 Stress slot.
  'warrior 1': {
    traits: { agility: '+2', strength: '+1', presence: '-1' },
    evasion: 10,
    armor: 4,
    proficiency: 1,
    major: 8,
    severe: 16,
    hp: 6,
    stress: 7,
    armorSlots: 4,
    weapon: ['Longsword', '1d10+3'],
  },
  // Level-up: +1 HP, +1 agility and strength, +1 evasion, +1 Stress slot; thresholds 7+5 / 15+5.
  'warrior 5': {
    traits: { agility: '+3', strength: '+2' },
    evasion: 11,
    armor: 4,
    proficiency: 3,
    major: 12,
    severe: 20,
    hp: 7,
    stress: 8,
    armorSlots: 4,
    weapon: ['Longsword', '3d10+3'],
  },
  // Guardian 9 evasion, 7 HP; Leather 3 armor, 6/13; Giant +1 HP; Stalwart Unwavering +1 to both thresholds.
  'guardian 1': {
    traits: { strength: '+2', finesse: '-1' },
    evasion: 9,
    armor: 3,
    proficiency: 1,
    major: 8,
    severe: 15,
    hp: 8,
    stress: 6,
    armorSlots: 3,
    weapon: ['Battleaxe', '1d10+3'],
  },
  // A proficiency advancement: 1 + 2 (levels 2 and 5) + 1 = 4 dice.
  'guardian 5': {
    traits: { strength: '+2' },
    evasion: 9,
    armor: 3,
    proficiency: 4,
    major: 12,
    severe: 19,
    hp: 8,
    stress: 6,
    armorSlots: 3,
    weapon: ['Battleaxe', '4d10+3'],
  },
  // Wizard 11 evasion, 5 HP; School of War Battlemage +1 HP; unarmored: thresholds level and 2 x level.
  'wizard 1': {
    traits: { knowledge: '+2', agility: '-1' },
    evasion: 11,
    armor: 0,
    proficiency: 1,
    major: 1,
    severe: 2,
    hp: 6,
    stress: 6,
    armorSlots: 0,
    weapon: ['Wand', '1d6+1'],
  },
  'wizard 5': {
    traits: { knowledge: '+3', instinct: '+2' },
    evasion: 11,
    armor: 0,
    proficiency: 3,
    major: 5,
    severe: 10,
    hp: 6,
    stress: 6,
    armorSlots: 0,
    weapon: ['Wand', '3d6+1'],
  },
  // Rogue 12 evasion, 6 HP; Simiah Nimble +1 evasion; Gambeson 3 armor, 5/11, +1 evasion.
  'rogue 1': {
    traits: { finesse: '+2', strength: '-1' },
    evasion: 14,
    armor: 3,
    proficiency: 1,
    major: 6,
    severe: 12,
    hp: 6,
    stress: 6,
    armorSlots: 3,
    weapon: ['Dagger', '1d8+1'],
  },
  'rogue 5': {
    traits: { finesse: '+2' },
    evasion: 15,
    armor: 3,
    proficiency: 3,
    major: 10,
    severe: 16,
    hp: 6,
    stress: 6,
    armorSlots: 3,
    weapon: ['Dagger', '3d8+1'],
  },
};

async function expectSheet(page: Page, e: Expected) {
  await sheetTab(page, 'Character');
  for (const [trait, value] of Object.entries(e.traits)) await expect(stat(page, trait)).toHaveText(value);
  await expect(stat(page, 'Evasion')).toHaveText(String(e.evasion));
  await expect(stat(page, 'Armor')).toHaveText(String(e.armor));
  await expect(stat(page, 'Proficiency')).toHaveText(String(e.proficiency));
  await expect(stat(page, 'Major threshold')).toHaveText(String(e.major));
  await expect(stat(page, 'Severe threshold')).toHaveText(String(e.severe));
  await sheetTab(page, 'Play');
  await expect(tracker(page, 'Hit Points')).toHaveAccessibleName(`Hit Points: 0 of ${e.hp} marked`);
  await expect(tracker(page, 'Stress')).toHaveAccessibleName(`Stress: 0 of ${e.stress} marked`);
  await expect(tracker(page, 'Hope')).toHaveAccessibleName('Hope: 2 of 6 held');
  await expect(tracker(page, 'Armor Slots')).toHaveAccessibleName(`Armor Slots: 0 of ${e.armorSlots} marked`);
  await expect(page.locator(`[data-weapon="${e.weapon[0]}"] .sheet-weapon__damage`)).toHaveText(e.weapon[1]);
}

for (const [viewport, size] of [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`the sheet's numbers on a ${viewport}`, () => {
    test.use({ viewport: size });
    test('four classes at levels 1 and 5 show the SRD numbers', async ({ page }) => {
      test.setTimeout(90_000);
      const account = newAccount('Numbers');
      await signUpQuickly(page, account);
      const client = await apiAs(account);
      for (const [level, set] of [
        [1, LEVEL_ONE],
        [5, LEVEL_FIVE],
      ] as const) {
        for (const [cls, doc] of Object.entries(set)) {
          const id = await createCharacter(client, doc);
          await openSheet(page, id, doc.name);
          await test.step(`${cls} ${level}`, () => expectSheet(page, EXPECTED[`${cls} ${level}`]!));
        }
      }
    });

    test('a shifted druid: the sheet shows the form, and links only to the pages that apply', async ({
      page,
    }) => {
      const account = newAccount('Druid');
      await signUpQuickly(page, account);
      const client = await apiAs(account);
      const id = await createCharacter(client, {
        name: 'Fennick',
        baseClass: 'core_class_druid',
        subclass: ['core_subclass_warden_of_renewal'],
        ancestry: ['core_ancestry_elf'],
        community: 'core_community_wildborne',
        agility: { score: 1 },
        strength: { score: 0 },
        finesse: { score: -1 },
        instinct: { score: 2 },
        presence: { score: 1 },
        knowledge: { score: 0 },
      });
      const warrior = await createCharacter(client, LEVEL_ONE.warrior);
      await openSheet(page, id, 'Fennick');
      // Druid: Evasion 10, unshifted.
      await sheetTab(page, 'Character');
      await expect(stat(page, 'Evasion')).toHaveText('10');
      await expect(page.getByRole('link', { name: 'Beastform' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Companion' })).toHaveCount(0);
      // The Beastform page keeps the form in the sheet settings; Agile Scout: Agility +1, Evasion +2, d4 Melee.
      await page.evaluate(
        (key) => localStorage.setItem(key, JSON.stringify({ shapeshiftForm: 'core_beastform_agile_scout' })),
        `duality:sheet-settings:${id}`,
      );
      // The open tab is in the address, so the reload stays on it.
      await page.reload();
      await expect(stat(page, 'Evasion')).toHaveText('12');
      await expect(stat(page, 'agility')).toHaveText('+2');
      await sheetTab(page, 'Play');
      await expect(page.getByText('Beastform attack: agility · Melee · 1d4')).toBeVisible();
      await sheetTab(page, 'Cards');
      await expect(page.getByText('Shifted: Agile Scout')).toBeVisible();
      await openSheet(page, warrior, LEVEL_ONE.warrior.name);
      await expect(page.getByRole('link', { name: 'Level up' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Beastform' })).toHaveCount(0);
      // The sheet announces its character (the top bar turns transparent) and clears it on leaving.
      await expect(page.locator('.shell-top-bar')).toHaveClass(/shell-top-bar--transparent/);
      await page.getByRole('link', { name: 'Edit details' }).click();
      await expect(page.locator('.shell-top-bar')).not.toHaveClass(/shell-top-bar--transparent/);
    });
  });
}
