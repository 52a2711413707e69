// Campaign-linked homebrew in play: a game master links a private homebrew class, its subclass and an ancestry
// to a campaign; a player who joined it (with another character) finds them in the builder on a phone, marked
// as homebrew, builds a character of them, saves, and the sheet shows the homebrew class's evasion and hit
// points, worked out here by hand from the records. Nothing was bookmarked: the campaign is what shares them.
import { expect, test } from '@playwright/test';
import type { Class } from '@duality/rules';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, readCharacter } from '../../support/api';
import {
  buildCharacter,
  inStep,
  liveNumber,
  openStep,
  phone,
  srd,
  type BuildPlan,
} from '../../support/builder';
import { sheetTab, stat, tracker } from '../../support/character';
import { createCampaignApi, joinWithNewCharacter, linkPrivateHomebrew } from '../../support/campaign-api';
import { newAuthor } from '../../support/homebrew';
import { deepCurrent, reefborn, tidewarden } from '../../support/homebrew-in-play';
import { declineConsentUpFront } from '../../support/menu';

test.use({ viewport: phone, hasTouch: true });
test.beforeEach(async ({ page }) => declineConsentUpFront(page));

test('a player builds with the class and ancestry the game master linked to their campaign', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const named = (name: string) => `${name} ${tag}`;

  const { client: gm } = await newAuthor('Linking Gm');
  const campaignId = await createCampaignApi(gm, named('Saltmarsh'));
  const cls = { id: 0, name: named(tidewarden.name) };
  cls.id = await linkPrivateHomebrew(gm, campaignId, 'classes', cls.name, tidewarden.document());
  const subclass = { id: 0, name: named(deepCurrent.name) };
  subclass.id = await linkPrivateHomebrew(
    gm,
    campaignId,
    'subclasses',
    subclass.name,
    deepCurrent.document(cls.id),
  );
  const ancestry = { id: 0, name: named(reefborn.name) };
  ancestry.id = await linkPrivateHomebrew(gm, campaignId, 'ancestries', ancestry.name, reefborn.document());

  const account = newAccount('Linked Player');
  await signUpQuickly(page, account);
  const player = await apiAs(account);
  await joinWithNewCharacter(gm, player, campaignId, named('Scout'));

  const card = (domain: string) => srd.domainCards.find((c) => c.domain === domain && c.level === 1)!.name;
  const plan: BuildPlan = {
    cls: {
      ...(tidewarden.document() as Omit<Class, 'id' | 'name'>),
      id: String(cls.id),
      name: cls.name,
    } as Class,
    subclassName: subclass.name,
    ancestryId: String(ancestry.id),
    communityId: 'core_community_highborne',
    potion: 'Minor Health Potion',
    experiences: ['Tidewatcher', 'Knows Every Shoal'],
    cardNames: [card('blade'), card('bone')],
    name: named('Nerissa'),
    equipment: { primaryId: 'core_weapon_broadsword', armorId: 'core_armor_leather_armor' },
  };
  await buildCharacter(page, plan);

  // Marked as homebrew where they are chosen.
  await openStep(page, 'class', 'Class and subclass');
  await expect(
    inStep(page)
      .getByRole('group', { name: 'Class', exact: true })
      .getByRole('radio', { name: `${cls.name} Homebrew`, exact: true }),
  ).toBeChecked();
  await openStep(page, 'heritage', 'Heritage');
  await expect(inStep(page).getByLabel('Your ancestry').locator(`option[value="${ancestry.id}"]`)).toHaveText(
    `${ancestry.name} (Homebrew)`,
  );

  // By hand: evasion 12 + 1 (the ancestry's Gills); hit points 7 + 1 (the class's Undertow).
  const evasion = tidewarden.evasion + reefborn.evasion;
  const hitPoints = tidewarden.startingHitPoints + tidewarden.classFeatureHitPoints;
  await expect(liveNumber(page, 'Evasion')).toHaveText(String(evasion));
  await expect(liveNumber(page, 'Hit points')).toHaveText(String(hitPoints));

  await openStep(page, 'review', 'Review');
  await page.getByRole('button', { name: 'Save character' }).click();
  await expect(page).toHaveURL(/\/character\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = (await readCharacter(player, id)).data;
  expect(saved.baseClass).toBe(String(cls.id));
  expect(saved.ancestry).toEqual([String(ancestry.id)]);

  // The sheet, opened fresh (on a phone at its Character tab, by that tab's link), counts the linked class and
  // ancestry.
  await page.goto(`/character/${id}?tab=character`);
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
  await expect(stat(page, 'Evasion')).toHaveText(String(evasion));
  await sheetTab(page, 'Play');
  await expect(tracker(page, 'Hit Points')).toHaveAccessibleName(`Hit Points: 0 of ${hitPoints} marked`);
  await player.auth.signOut();
  await gm.auth.signOut();
});
