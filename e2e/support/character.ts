// Characters for the character area's tests (created and read through ./api) and the sheet's parts. The
// character documents are written here by hand; the numbers the tests expect are worked out by hand from the
// SRD in the specs.
import { expect, type Page } from '@playwright/test';
import type { BackendAddress, CharacterDocument } from './api';
import { fetchStartupDocuments } from './startup-documents';

/** Serves this page a /config.json naming another backend (the spec's own, which it may stop and start). */
export async function useBackend(page: Page, backend: BackendAddress): Promise<void> {
  const config = { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey };
  await fetchStartupDocuments(page);
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

/** The sheet's phone tabs, by their names on the tab bar. */
export type SheetTabName = 'Play' | 'Cards' | 'Items' | 'Notes' | 'Character';

/** The sheet shows one tab at a time below this width (the phone layout), every panel at once above it. */
const PHONE_LAYOUT_BELOW = 768;

/**
 * On a phone, opens one of the sheet's tabs by tapping it in the tab bar (and waits for it to be open); on a
 * wider screen every panel is already shown, so there is nothing to do.
 */
export async function sheetTab(page: Page, name: SheetTabName): Promise<void> {
  if (page.viewportSize()!.width >= PHONE_LAYOUT_BELOW) return;
  const tab = page.getByRole('tablist', { name: 'Sheet sections' }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const TRACK_LABELS = { health: 'Hit Points', stress: 'Stress', hope: 'Hope', armor: 'Armor Slots' } as const;
const TRACK_RESOURCES = { health: 'hp', stress: 'stress', hope: 'hope', armor: 'armor' } as const;

/**
 * The count a track shows ("2/6") whatever tab is open: in the pinned vitals on a phone, beside the track's
 * boxes on a wider screen.
 */
export function trackCount(page: Page, track: keyof typeof TRACK_LABELS) {
  return page.viewportSize()!.width < PHONE_LAYOUT_BELOW
    ? page
        .getByRole('region', { name: 'Vitals' })
        .locator(`[data-resource="${TRACK_RESOURCES[track]}"] .dh-tracker__count`)
    : tracker(page, TRACK_LABELS[track]).locator('.dh-tracker__count');
}

/** A shown stat of the sheet (Evasion, Armor, Proficiency, Major threshold, agility, …) by its label. */
export const stat = (page: Page, label: string) => page.locator(`.sheet [data-stat="${label}"] dd`).first();

/**
 * A tracker group of the sheet's Damage and Health panel ("Hit Points", "Stress", "Hope", "Armor Slots"); on a
 * phone the pinned vitals hold a compact tracker of the same name, which `trackCount` reads.
 */
export const tracker = (page: Page, label: string) =>
  page.locator('.sheet-trackers').getByRole('group', { name: new RegExp(`^${label}: \\d+ of \\d+`) });

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

/**
 * Resolves when the page's save of a character that carries `fragment` in its body (for example
 * `"stress":2`) has failed on the network: offline, the waiting edit's push has been tried and refused. A
 * test waits for it before it reloads or navigates offline: a push that starts while a navigation is on its
 * way can slip past Chromium's offline emulation and Playwright's routes and reach the server.
 */
export function saveFailed(page: Page, fragment: string): Promise<unknown> {
  return page.waitForEvent('requestfailed', {
    predicate: (request) =>
      request.url().includes('/rpc/save_character') && (request.postData() ?? '').includes(fragment),
    timeout: 15_000,
  });
}

/** Four classes at level 1, built on the SRD's starting choices. */
export const LEVEL_ONE: Record<
  'warrior' | 'guardian' | 'wizard' | 'rogue',
  CharacterDocument & { name: string }
> = {
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

/** The page's width beyond the viewport, in CSS pixels (0 when nothing scrolls sideways). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The controls of the area smaller than 44x44 px (a checkbox or radio counts by its label), described. */
export const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#area-outlet :is(a, button, select, input, textarea, [role="combobox"])')]
      .map((el) => {
        const choice = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
        const target = choice ? (el.closest('label') ?? el) : el;
        return { el, r: target.getBoundingClientRect() };
      })
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(({ el, r }) => `${el.outerHTML.slice(0, 90)} ${r.width}x${r.height}`),
  );
