// Characters for the character area's tests, created and read through the API with the product's own client
// (supabase-js behind @duality/supabase), signed in as the test's user. The character documents are written
// here by hand; the numbers the tests expect are worked out by hand from the SRD in the specs.
import { expect, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { createDualityClient, type DualityClient } from '@duality/supabase';
import { testBaseUrl } from './ports';
import type { TestAccount } from './account';

// Node 20 has no WebSocket of its own; supabase-js's realtime looks for one when the client is created.
if (typeof globalThis.WebSocket === 'undefined') Object.assign(globalThis, { WebSocket });

/** A character document as the API stores it (the `data` column); missing fields take the schema defaults. */
export type CharacterDocument = Record<string, unknown> & { name: string };

export interface BackendConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** A client signed in as `account`, talking to `config`'s backend (default: the test product's). */
export async function apiClient(account: TestAccount, config?: BackendConfig): Promise<DualityClient> {
  config ??= (await (await fetch(`${testBaseUrl}/config.json`)).json()) as BackendConfig;
  const memory = new Map<string, string>();
  const client = createDualityClient(
    { url: config.supabaseUrl, anonKey: config.supabaseAnonKey },
    {
      storage: {
        getItem: (k) => memory.get(k) ?? null,
        setItem: (k, v) => void memory.set(k, v),
        removeItem: (k) => void memory.delete(k),
      },
    },
  );
  const { error } = await client.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  if (error) throw new Error(`API sign-in failed: ${error.message}`);
  return client;
}

/** Inserts a character for the signed-in user; returns its id. */
export async function createCharacter(client: DualityClient, data: CharacterDocument): Promise<number> {
  const { data: row, error } = await client
    .from('characters')
    .insert({ data: { version: '2.0', ...data }, version: '2.0' })
    .select('id')
    .single();
  if (error) throw new Error(`Could not create ${data.name}: ${error.message}`);
  return row.id;
}

/** The character as the server holds it now. */
export async function readCharacter(
  client: DualityClient,
  id: number,
): Promise<{ revision: number; data: Record<string, unknown> & { resources?: Record<string, number> } }> {
  const { data: row, error } = await client.from('characters').select('revision, data').eq('id', id).single();
  if (error) throw new Error(`Could not read character ${id}: ${error.message}`);
  return { revision: row.revision, data: row.data as Record<string, unknown> };
}

/** Serves this page a /config.json naming another backend (the spec's own, which it may stop and start). */
export async function useBackend(page: Page, config: BackendConfig): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...((await res.json()) as object), ...config } });
  });
}

/** Opens a character's sheet and waits until it shows the character. */
export async function openSheet(page: Page, id: number, name: string): Promise<void> {
  await page.goto(`/character/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A shown stat of the sheet (Evasion, Armor, Proficiency, Major threshold, agility, …) by its label. */
export const stat = (page: Page, label: string) => page.locator(`.sheet [data-stat="${label}"] dd`).first();

/** A tracker group of the sheet ("Hit Points", "Stress", "Hope", "Armor Slots"). */
export const tracker = (page: Page, label: string) =>
  page.getByRole('group', { name: new RegExp(`^${label}: \\d+ of \\d+`) });

const traits = (
  agility: number,
  strength: number,
  finesse: number,
  instinct: number,
  presence: number,
  knowledge: number,
) => ({
  agility: { score: agility },
  strength: { score: strength },
  finesse: { score: finesse },
  instinct: { score: instinct },
  presence: { score: presence },
  knowledge: { score: knowledge },
});
const weapon = (itemId: string, name: string) => ({ id: `w-${itemId}`, itemId, name, equipped: true });
const armor = (itemId: string, name: string) => ({ id: `a-${itemId}`, itemId, name, equipped: true });

/** Four classes at level 1, built on the SRD's starting choices. */
export const LEVEL_ONE: Record<'warrior' | 'guardian' | 'wizard' | 'rogue', CharacterDocument> = {
  warrior: {
    name: 'Brakka',
    baseClass: 'core_class_warrior',
    subclass: ['core_subclass_call_of_the_brave'],
    ancestry: ['core_ancestry_human'],
    community: 'core_community_highborne',
    ...traits(2, 1, 0, 1, -1, 0),
    inventory: {
      weapons: [weapon('core_weapon_longsword', 'Longsword')],
      armor: armor('core_armor_chainmail_armor', 'Chainmail Armor'),
      items: [],
      gold: 1,
    },
    experience: [{ name: 'Bodyguard', score: 2 }],
    domainCards: { loadout: ['core_domain_card_get_back_up', 'core_domain_card_whirlwind'], vault: [] },
  },
  guardian: {
    name: 'Tor',
    baseClass: 'core_class_guardian',
    subclass: ['core_subclass_stalwart'],
    ancestry: ['core_ancestry_giant'],
    community: 'core_community_ridgeborne',
    ...traits(0, 2, -1, 1, 1, 0),
    inventory: {
      weapons: [weapon('core_weapon_battleaxe', 'Battleaxe')],
      armor: armor('core_armor_leather_armor', 'Leather Armor'),
      items: [],
      gold: 1,
    },
  },
  wizard: {
    name: 'Ysolde',
    baseClass: 'core_class_wizard',
    subclass: ['core_subclass_school_of_war'],
    ancestry: ['core_ancestry_elf'],
    community: 'core_community_loreborne',
    ...traits(-1, 0, 0, 1, 1, 2),
    inventory: { weapons: [weapon('core_weapon_wand', 'Wand')], armor: null, items: [], gold: 1 },
  },
  rogue: {
    name: 'Quill',
    baseClass: 'core_class_rogue',
    subclass: ['core_subclass_nightwalker'],
    ancestry: ['core_ancestry_simiah'],
    community: 'core_community_slyborne',
    ...traits(1, -1, 2, 0, 1, 0),
    inventory: {
      weapons: [weapon('core_weapon_dagger', 'Dagger')],
      armor: armor('core_armor_gambeson_armor', 'Gambeson Armor'),
      items: [],
      gold: 1,
    },
  },
};

const pick = (level: number, type: string, value: unknown = null) => ({
  id: `${level}-${type}-${String(value)}`,
  level,
  type,
  value,
});

/** The same four at level 5, with level-up choices that change their numbers. */
export const LEVEL_FIVE: typeof LEVEL_ONE = {
  warrior: {
    ...LEVEL_ONE.warrior,
    level: 5,
    levelSelections: [
      pick(2, 'hitPoint'),
      pick(2, 'trait', ['agility', 'strength']),
      pick(3, 'evasion'),
      pick(4, 'stress'),
    ],
  },
  guardian: { ...LEVEL_ONE.guardian, level: 5, levelSelections: [pick(3, 'proficiency')] },
  wizard: { ...LEVEL_ONE.wizard, level: 5, levelSelections: [pick(2, 'trait', ['knowledge', 'instinct'])] },
  rogue: { ...LEVEL_ONE.rogue, level: 5, levelSelections: [pick(4, 'evasion')] },
};
