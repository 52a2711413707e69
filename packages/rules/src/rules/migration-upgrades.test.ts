// Upgrades keep data: a character saved in each older document version the migration knows (1.0 with its
// version written as text or as a number, and the oldest saves that carry no version at all) loads through
// loadCharacter (what the stores parse saved characters with), shows the same numbers as the sheet worked out
// by hand, and saves in the current version, which then loads again unchanged and without migrating.
import { describe, expect, it } from 'vitest';
import { CHARACTER_VERSION } from '../constants';
import { builtinCatalog } from '../data/content';
import { deriveSheet } from './derive';
import { loadCharacter } from './migration';

/** Ashe as a 1.0 sheet kept her: one ancestry and one subclass as plain ids, traits as bare numbers. */
const ashe1 = {
  name: 'Ashe',
  pronouns: 'she/her',
  level: 2,
  baseClass: 'core_class_warrior',
  subclass: 'core_subclass_call_of_the_brave',
  ancestry: 'core_ancestry_giant',
  community: 'core_community_highborne',
  agility: 2,
  strength: 1,
  finesse: 1,
  instinct: 0,
  presence: 0,
  knowledge: -1,
  inventory: { armor: { id: 'a1', itemId: 'core_armor_gambeson_armor', name: 'Gambeson Armor' } },
  levelSelections: [
    { id: 'l2-hp', level: 2, type: 'hitPoint' },
    { id: 'l2-ev', level: 2, type: 'evasion' },
  ],
};

const OLDER_SAVES: [string, Record<string, unknown>][] = [
  ['version "1.0"', { ...ashe1, version: '1.0' }],
  ['version 1 (a number)', { ...ashe1, version: 1 }],
  ['no version (the oldest saves)', { ...ashe1 }],
];

describe('a character saved in an older version', () => {
  it.each(OLDER_SAVES)(
    '%s loads, shows the hand-worked numbers, and saves as the current version',
    (_label, saved) => {
      const loaded = loadCharacter(saved);
      if (!loaded.ok) throw new Error(loaded.error);
      expect(loaded.migrated).toBe(true);
      const c = loaded.character;
      expect(c).toMatchObject({
        version: CHARACTER_VERSION,
        name: 'Ashe',
        pronouns: 'she/her',
        level: 2,
        baseClass: 'core_class_warrior',
        subclass: ['core_subclass_call_of_the_brave'],
        ancestry: ['core_ancestry_giant'],
        community: 'core_community_highborne',
      });

      const sheet = deriveSheet(c, builtinCatalog());
      // Worked by hand from the SRD: Warrior evasion 11 and 6 hit points; Gambeson armor score 3, thresholds
      // 5/11 and Flexible (+1 evasion); Giant +1 hit point; at level 2 proficiency 2, thresholds + level, and
      // the two level-2 picks (+1 hit point, +1 evasion).
      expect(sheet).toMatchObject({
        level: 2,
        proficiency: 2,
        evasion: 13,
        armorScore: 3,
        thresholds: { major: 7, severe: 13 },
        slots: { health: 8, stress: 6, hope: 6, armor: 3 },
        traits: { agility: 2, strength: 1, finesse: 1, instinct: 0, presence: 0, knowledge: -1 },
      });

      // Saved (as JSON, the way it is stored) it is a current document: it loads unchanged, nothing to migrate.
      const resaved = JSON.parse(JSON.stringify(c)) as Record<string, unknown>;
      expect(resaved.version).toBe(CHARACTER_VERSION);
      const reloaded = loadCharacter(resaved);
      if (!reloaded.ok) throw new Error(reloaded.error);
      expect(reloaded.migrated).toBe(false);
      expect(reloaded.character).toEqual(c);
      expect(deriveSheet(reloaded.character, builtinCatalog())).toEqual(sheet);
    },
  );
});
