import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtinCatalog } from '../data/content';
import { buildCatalog } from '../rules/catalog';
import { BUILTIN_ARMOR, BUILTIN_WEAPONS } from '../data/content';
import { newCharacter, type Character } from '../schemas/character';
import { mergeExisting } from '../rules/merge';
import { deriveSheet } from '../rules/derive';
import { addWeapon } from '../rules/weapon-inventory';
import { equipArmor, equipmentChoices, removeArmor, switchActiveWeapon } from './equipment';
import type { Armor, Weapon } from '../schemas/homebrew';

const catalog = builtinCatalog();
const armor = (id: string) => catalog.armor.get(id)!;
const warrior = (patch: unknown = {}): Character =>
  mergeExisting(newCharacter(), { baseClass: 'core_class_warrior', level: 4, ...(patch as object) });
const weaponEntry = (id: string, itemId: string, equipped: boolean) => ({
  id,
  itemId,
  name: itemId,
  equipped,
  notes: '',
});

describe('armor that changes (SRD: Armor)', () => {
  it('equips any tier and the thresholds and slots follow at once', () => {
    const r = equipArmor(warrior(), armor('core_armor_advanced_chainmail_armor'), 'a1', catalog);
    if (!r.ok) throw new Error(r.error);
    expect(r.sheet.thresholds).toEqual({ major: 13 + 4, severe: 31 + 4 });
    expect(r.sheet.armorScore).toBe(6);
    expect(r.character.inventory.armor).toMatchObject({ itemId: 'core_armor_advanced_chainmail_armor' });
  });
  it('unarmored: Armor Score 0, Major = level, Severe = twice the level; marked slots cleared', () => {
    const worn = equipArmor(
      warrior({ resources: { armor: 2 } }),
      armor('core_armor_leather_armor'),
      'a1',
      catalog,
    );
    if (!worn.ok) throw new Error(worn.error);
    expect(worn.character.resources.armor).toBe(2);
    const r = removeArmor(worn.character, catalog);
    if (!r.ok) throw new Error(r.error);
    expect(r.sheet).toMatchObject({ armorScore: 0, thresholds: { major: 4, severe: 8 } });
    expect(r.character.resources.armor).toBe(0);
    expect(worn.character.inventory.armor).not.toBeNull(); // the old character is unchanged: undo keeps it
  });
  it('refuses armor that is not in the content', () => {
    const stranger = { ...armor('core_armor_leather_armor'), id: 'gone', name: 'Ghost Mail' } as Armor;
    expect(equipArmor(warrior(), stranger, 'a1', catalog)).toEqual({
      ok: false,
      error: 'Ghost Mail is not in your content.',
    });
  });
  it('property: after any armor change the derived thresholds match the armor (or level, 2 x level) and marked slots fit', () => {
    const all = [...catalog.armor.values()];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 12 }),
        fc.option(fc.constantFrom(...all), { nil: null }),
        (level, marked, choice) => {
          const start = warrior({ level, resources: { armor: marked } });
          const r = choice === null ? removeArmor(start, catalog) : equipArmor(start, choice, 'a', catalog);
          if (!r.ok) throw new Error(r.error);
          expect(r.sheet.thresholds).toEqual(
            choice === null
              ? { major: level, severe: 2 * level }
              : { major: choice.majorThreshold + level, severe: choice.severeThreshold + level },
          );
          expect(r.character.resources.armor).toBeLessThanOrEqual(r.sheet.slots.armor);
          expect(r.sheet).toEqual(deriveSheet(r.character, catalog));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('switching active weapons (SRD: Weapons, burden)', () => {
  const carrying = () =>
    warrior({
      inventory: {
        weapons: [
          weaponEntry('w1', 'core_weapon_mace', true),
          weaponEntry('w2', 'core_weapon_hand_crossbow', true),
          weaponEntry('w3', 'core_weapon_advanced_dagger', false),
          weaponEntry('w4', 'core_weapon_advanced_longsword', false),
        ],
      },
    });
  const active = (c: Character) => c.inventory.weapons.filter((w) => w.equipped).map((w) => w.id);
  it('a primary replaces the equipped primary and keeps the secondary', () => {
    const r = switchActiveWeapon(carrying(), 'w3', catalog, 2);
    expect(r.ok && active(r.character)).toEqual(['w2', 'w3']);
    expect(r.ok && r.unequipped).toEqual(['core_weapon_mace']);
  });
  it('a two-handed primary puts the secondary away too', () => {
    const r = switchActiveWeapon(carrying(), 'w4', catalog, 2);
    expect(r.ok && active(r.character)).toEqual(['w4']);
    expect(r.ok && r.unequipped).toEqual(['core_weapon_mace', 'core_weapon_hand_crossbow']);
  });
  it('a tier-3 weapon picked up from the catalog can be made active', () => {
    const start = warrior({ inventory: { weapons: [weaponEntry('w1', 'core_weapon_mace', true)] } });
    const picked = addWeapon(start, catalog.weapons.get('core_weapon_advanced_dagger')!, 'w9', catalog, 2);
    if (!picked.ok) throw new Error(picked.error);
    const r = switchActiveWeapon(picked.character, 'w9', catalog, 2);
    expect(r.ok && active(r.character)).toEqual(['w9']);
    expect(r.ok && r.sheet.burden.used).toBe(1);
  });
});

describe('equipmentChoices', () => {
  it('lists every tier, by tier then name, homebrew marked', () => {
    const homebrew = {
      ...BUILTIN_WEAPONS[0]!,
      id: 'hb1',
      name: 'Aardvark Blade',
      tier: 3,
      user_id: 'u1',
    } as Weapon;
    const choices = equipmentChoices(
      buildCatalog({ weapons: BUILTIN_WEAPONS }, { weapons: [homebrew] }).weapons,
    );
    expect(choices).toHaveLength(BUILTIN_WEAPONS.length + 1);
    expect(new Set(choices.map((c) => c.item.tier))).toEqual(new Set([1, 2, 3, 4]));
    expect(choices.filter((c) => c.homebrew).map((c) => c.item.id)).toEqual(['hb1']);
    const tiers = choices.map((c) => c.item.tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(
      equipmentChoices(buildCatalog({ armor: BUILTIN_ARMOR }).armor).some((c) => c.item.tier === 4),
    ).toBe(true);
  });
});
