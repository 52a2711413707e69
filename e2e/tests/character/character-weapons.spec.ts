// Weapons on the sheet at a phone's size: add from the catalog (the SRD's and the player's own homebrew, marked
// as such), equip within the burden rules (a two-handed primary leaves no hand for a secondary weapon), the
// limit of four weapons, and removing one; every change is on the server, read back through the API.
import { expect, test } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, expectSaved } from '../../support/api';
import { LEVEL_ONE, openSheet } from '../../support/character';
import { insertHomebrew } from '../../support/homebrew';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(({ page }) => declineConsentUpFront(page));
test.use({ viewport: { width: 360, height: 740 } });

/** A private homebrew secondary weapon of the player's own. */
const BUCKLER = {
  slot: 'secondary',
  trait: 'Agility',
  range: 'Melee',
  damage: 'd4',
  damageType: 'physical',
  tier: 1,
  burden: 1,
  feature: null,
};

test('add, equip within two hands, at most four, and remove weapons on a phone', async ({ page }) => {
  test.setTimeout(60_000);
  const account = newAccount('Armsman');
  await signUpQuickly(page, account);
  const api = await apiAs(account);
  const bucklerName = `Tin Buckler ${Date.now()}`;
  const bucklerId = await insertHomebrew(api, 'weapons', bucklerName, BUCKLER, false);
  // Tor the Guardian carries a Battleaxe: a two-handed primary, equipped.
  const id = await createCharacter(api, LEVEL_ONE.guardian);
  await openSheet(page, id, 'Tor');
  const panel = page.getByRole('region', { name: 'Weapons' });
  const search = panel.getByLabel('Search weapons');
  const add = async (query: string, name: string) => {
    await search.fill(query);
    await panel.getByRole('button', { name: `Take ${name}`, exact: true }).click();
  };
  const equipped = (name: string) =>
    panel.locator(`[data-weapon="${name}"]`).getByRole('checkbox', { name: 'Equipped' });

  // The catalog offers the SRD's weapons and the player's own, marked Homebrew, from a search.
  await panel.getByRole('button', { name: 'Add a weapon' }).click();
  await search.fill('buckler');
  await expect(panel.getByRole('button', { name: `Take ${bucklerName} (Homebrew)` })).toContainText(
    'Tier 1 · secondary · one-handed · Agility · Melee · d4',
  );
  await search.fill('round shield');
  await expect(panel.getByRole('button', { name: 'Take Round Shield', exact: true })).toContainText(
    'Tier 1 · secondary · one-handed',
  );

  // A secondary beside a two-handed primary is carried, not equipped; equipping it puts the Battleaxe away
  // (two hands are too few for both), and the sheet says so.
  await add('round shield', 'Round Shield');
  await expect(panel.getByRole('status')).toHaveText(
    'Added Round Shield, carried: your hands are full, so it is not equipped.',
  );
  await equipped('Round Shield').check();
  await expect(panel.getByRole('status')).toHaveText('Equipped Round Shield; put away Battleaxe.');
  await expect(equipped('Battleaxe')).not.toBeChecked();
  await expect(panel.getByText('Burden 1 of 2 hands')).toBeVisible();

  // The homebrew buckler is a second secondary weapon: carried; its row says Homebrew.
  await add('buckler', `${bucklerName} (Homebrew)`);
  await expect(panel.locator(`[data-weapon="${bucklerName}"]`)).toContainText('Homebrew');
  await expect(equipped(bucklerName)).not.toBeChecked();
  await add('dagger tier 1', 'Dagger');
  await expect(equipped('Dagger')).toBeChecked();
  // Four weapons: no more can be added until one is removed.
  await expect(
    panel.getByText('You carry 4 weapons, the most you can; remove one to add another.'),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add a weapon' })).toHaveCount(0);
  await expect(panel.getByLabel('Search weapons')).toHaveCount(0);

  const four = await expectSaved(api, id, (c) => c.inventory.weapons.length === 4, 'four weapons saved');
  expect(four.inventory.weapons.map((w) => [w.itemId, w.equipped])).toEqual([
    ['core_weapon_battleaxe', false],
    ['core_weapon_round_shield', true],
    [String(bucklerId), false],
    ['core_weapon_dagger', true],
  ]);

  await panel.getByRole('button', { name: 'Remove Battleaxe' }).click();
  await expect(panel.getByRole('status')).toHaveText('Removed Battleaxe.');
  // The removed weapon's button is gone; the focus waits on the panel's heading.
  await expect(panel.getByRole('heading', { name: 'Weapons' })).toBeFocused();
  // Three weapons: the list to add from is back (still open, as the player left it).
  await expect(panel.getByLabel('Search weapons')).toBeVisible();
  const three = await expectSaved(api, id, (c) => c.inventory.weapons.length === 3, 'the removal saved');
  expect(three.inventory.weapons.map((w) => w.name)).toEqual(['Round Shield', bucklerName, 'Dagger']);
});
