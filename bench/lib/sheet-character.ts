// The character the sheet benchmarks play: a level-10 Warrior/Wizard multiclass with a full inventory, loadout
// and buffs (the heaviest sheet the rules draw), created for a new account signed up through the page.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

export const LEVEL_TEN_MULTICLASS = {
  version: '2.0',
  name: 'Bench Ardent',
  level: 10,
  baseClass: 'core_class_warrior',
  subclass: ['core_subclass_call_of_the_brave'],
  multiclass: { class: 'core_class_wizard', subclass: 'core_subclass_school_of_war', domain: 'codex' },
  ancestry: ['core_ancestry_human', 'core_ancestry_galapa'],
  community: 'core_community_highborne',
  agility: { score: 2 },
  strength: { score: 1 },
  finesse: { score: 1 },
  instinct: { score: 0 },
  presence: { score: 0 },
  knowledge: { score: -1 },
  inventory: {
    weapons: [{ id: 'w1', itemId: 'core_weapon_longsword', name: 'Longsword', equipped: true }],
    armor: { id: 'a1', itemId: 'core_armor_chainmail_armor', name: 'Chainmail Armor', equipped: true },
    items: [
      { id: 'i1', itemId: 'core_consumable_health_potion', name: 'Health Potion', quantity: 3 },
      { id: 'i2', itemId: 'core_item_premium_bedroll', name: 'Premium Bedroll' },
    ],
  },
  levelSelections: [2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((level) => [
    { id: `hp${level}`, level, type: 'hitPoint' },
    { id: `ev${level}`, level, type: level % 2 ? 'stress' : 'evasion' },
  ]),
  domainCards: {
    loadout: ['core_domain_card_get_back_up', 'core_domain_card_whirlwind', 'core_domain_card_untouchable'],
    vault: ['core_domain_card_not_good_enough'],
  },
  buffs: [{ id: 'b1', name: 'Blessed', enabled: true, modify: { evasion: 1 } }],
  experience: [{ name: 'Veteran', score: 3 }],
};

/** Signs up through the page and creates the character with the page's own client session (REST). */
export async function setUpSheet(page: Page, base: string): Promise<number> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
  await page.addInitScript(() =>
    localStorage.setItem('duality.consent', JSON.stringify({ consentGranted: false, on: Date.now() })),
  );
  await page.goto(`${base}/auth/signup`);
  await page.getByLabel('Display name').fill('Bench');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long password');
  await page.getByLabel('Confirm password').fill('a long password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Bench' }).waitFor();
  const config = (await (await fetch(`${base}/config.json`)).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : null;
  });
  if (!token) throw new Error('no session after sign-up');
  const res = await fetch(`${config.supabaseUrl}/rest/v1/characters?select=id`, {
    method: 'POST',
    headers: {
      apikey: config.supabaseAnonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify({ data: LEVEL_TEN_MULTICLASS, version: '2.0' }),
  });
  if (!res.ok) throw new Error(`create character: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }[])[0]!.id;
}
