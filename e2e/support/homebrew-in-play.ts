// Homebrew a character is built from: one record of each kind the builder offers (class, subclass, ancestry,
// community, weapon, armor) and an item carried on the sheet, each a valid document for the database's shape check, with the numbers a test
// works out the sheet from by hand. Written through the API with supabase-js; the bookmarks a player makes go
// through the browse page, and are read back from the player's profile.
import { expect, type Page } from '@playwright/test';
import type { DualityClient } from '@duality/supabase';
import type { Kind } from './homebrew';
import type { Doc } from './homebrew';

const text = (name: string, description: string, extra: Doc = {}): Doc => ({ name, description, ...extra });

/** The homebrew class: its evasion and hit points, and a class feature that adds a hit point. */
export const tidewarden = {
  name: 'Tidewarden',
  evasion: 12,
  startingHitPoints: 7,
  classFeatureHitPoints: 1,
  document: (): Doc => ({
    domains: ['blade', 'bone'],
    hopeAbility: text('Turn the Tide', 'Spend 3 Hope: push a foe within Close range to Far range.'),
    evasion: 12,
    startingHitPoints: 7,
    suggestedTraits: { agility: 1, strength: 2, finesse: 0, instinct: 1, presence: -1, knowledge: 0 },
    startingGear: { choose: ['A conch shell', 'A net of knotted kelp'] },
    classFeatures: [text('Undertow', 'You have one extra Hit Point slot.', { modify: { healthSlot: 1 } })],
    backgroundQuestions: ['Which storm took your first boat?'],
    connectionQuestions: ['Why do you trust me with the tiller?'],
    description: { summary: 'A keeper of the tides.', clothes: ['oilskins'], attitude: ['patient'] },
  }),
};

/** The homebrew subclass of the class: its foundation raises the severe threshold. */
export const deepCurrent = {
  name: 'Deep Current',
  severeThreshold: 2,
  document: (classId: number): Doc => ({
    class: String(classId),
    description: 'Tidewardens who follow the current down.',
    foundation: {
      features: [
        text('Riptide', '+2 to your Severe damage threshold.', { modify: { severeDamageThreshold: 2 } }),
      ],
      spellcast: 'instinct',
    },
    specialization: { features: [text('Slack Water', 'Clear a Stress when the tide turns.')] },
    mastery: { features: [text('King Tide', 'Once per session, flood the battlefield.')] },
  }),
};

/** The homebrew ancestry: its first feature adds one to evasion. */
export const reefborn = {
  name: 'Reefborn',
  evasion: 1,
  document: (): Doc => ({
    description: 'People of the coral reefs.',
    features: [
      text('Gills', '+1 Evasion.', { id: 'reefborn_gills', modify: { evasion: 1 } }),
      text('Coral Skin', 'Advantage on rolls to resist the cold sea.', { id: 'reefborn_coral_skin' }),
    ],
  }),
};

/** The homebrew community (no numbers). */
export const lanternQuay = {
  name: 'Lantern Quay',
  document: (): Doc => ({
    description: 'A harbor town that never sleeps.',
    personalities: ['watchful', 'generous'],
    features: [
      text('Harbor Lights', 'You always find your way back to port.', { id: 'lantern_quay_lights' }),
    ],
  }),
};

/** The homebrew weapon: a one-handed primary with a d12+2 damage die. */
export const harpoon = {
  name: 'Barbed Harpoon',
  die: 'd12',
  flat: 2,
  document: (): Doc => ({
    slot: 'primary',
    trait: 'Strength',
    range: 'Close',
    damage: 'd12+2',
    damageType: 'physical',
    tier: 1,
    burden: 1,
    feature: null,
  }),
};

/** The homebrew armor: score 5, thresholds 8 and 17, no feature. */
export const coralPlate = {
  name: 'Coral Plate',
  score: 5,
  majorThreshold: 8,
  severeThreshold: 17,
  document: (): Doc => ({ score: 5, majorThreshold: 8, severeThreshold: 17, tier: 1, feature: null }),
};

/** A homebrew item carried on the sheet: held (not consumable), it adds one to evasion. */
export const tideLantern = {
  name: 'Tide Lantern',
  evasion: 1,
  document: (): Doc => ({
    description: 'A lantern the sea cannot put out.',
    tier: 1,
    modify: { evasion: 1 },
  }),
};

/** The lists of bookmarked ids in the signed-in user's profile. */
export async function collectionOf(client: DualityClient): Promise<Record<Kind, number[]>> {
  const { data, error } = await client
    .from('user_profiles')
    .select('items, weapons, armor, communities, ancestries, subclasses, classes')
    .single();
  if (error) throw new Error(`reading the profile: ${error.message}`);
  return data as Record<Kind, number[]>;
}

/**
 * Bookmarks a public record from the browse page, found by its name, and waits until the profile the
 * collection is saved to (after its debounce) holds it.
 */
export async function bookmarkFromBrowse(
  page: Page,
  client: DualityClient,
  kind: Kind,
  record: { id: number; name: string },
): Promise<void> {
  await page.goto(`/homebrew?kind=${kind}&q=${encodeURIComponent(record.name)}`);
  const entry = page.locator(`.hb-entry[data-record-id="${record.id}"]`);
  await entry.getByRole('button', { name: `Bookmark ${record.name}` }).click();
  await expect(entry.getByRole('button', { name: `Remove ${record.name} from my collection` })).toBeVisible();
  await expect.poll(async () => (await collectionOf(client))[kind], { timeout: 10_000 }).toContain(record.id);
}
